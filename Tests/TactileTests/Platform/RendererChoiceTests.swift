import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics

/// The renderers a window tries on each video driver (what ran on KMSDRM in the VM), without a display.
@Suite struct RendererChoiceTests {
    /// The render drivers Debian's SDL 2 has, in its order.
    let sdl = ["opengl", "opengles2", "opengles", "software"]

    @Test func autoOnKMSDRMTriesGLESByNameThenASoftwareRendererThatReachesTheScreen() {
        let a = RendererChoice.attempts(kind: .auto, named: nil, videoDriver: "KMSDRM", available: sdl, vsync: true)
        #expect(a.map(\.label) == ["opengles2", "software"])
        #expect(a[0].driver == "opengles2" && a[0].vsync && !a[0].software)
        #expect(a[1].software && a[1].framebufferAcceleration == "opengles2")
        #expect(!a.contains { $0.driver == nil && !$0.software }, "SDL's own first choice on KMSDRM is opengl: no render targets")
    }

    @Test func softwareOnKMSDRMUsesAGLESWindowSurface() {
        for videoDriver in ["KMSDRM", "kmsdrm"] {
            let kind = RendererChoice.attempts(kind: .software, named: nil, videoDriver: videoDriver, available: sdl, vsync: true)
            let named = RendererChoice.attempts(kind: .auto, named: "software", videoDriver: videoDriver, available: sdl, vsync: true)
            for a in [kind, named] {
                #expect(a.count == 1 && a[0].software && !a[0].vsync)
                #expect(a[0].framebufferAcceleration == "opengles2", "with 0 KMSDRM opens no window; with 1 it stays black")
            }
        }
        let noGLES = RendererChoice.attempts(kind: .software, named: nil, videoDriver: "KMSDRM", available: ["opengl", "software"], vsync: false)
        #expect(noGLES.first?.framebufferAcceleration == "1")
    }

    @Test func onADesktopSDLChoosesAndSoftwareNeedsNoGLContext() {
        for videoDriver in ["x11", "wayland"] {
            let a = RendererChoice.attempts(kind: .auto, named: nil, videoDriver: videoDriver, available: sdl, vsync: false)
            #expect(a.map(\.label) == ["accelerated", "software"])
            #expect(a[0].driver == nil && !a[0].vsync)
            #expect(a[1].framebufferAcceleration == "0")
            let acc = RendererChoice.attempts(kind: .accelerated, named: nil, videoDriver: videoDriver, available: sdl, vsync: true)
            #expect(acc.map(\.label) == ["accelerated"])
        }
    }

    @Test func acceleratedOnKMSDRMIsGLESAndANamedDriverIsThatOneOnly() {
        let acc = RendererChoice.attempts(kind: .accelerated, named: nil, videoDriver: "KMSDRM", available: sdl, vsync: true)
        #expect(acc.map(\.driver) == ["opengles2"])
        let withoutGLES = RendererChoice.attempts(kind: .accelerated, named: nil, videoDriver: "KMSDRM", available: ["software"], vsync: true)
        #expect(withoutGLES.map(\.driver) == [nil])
        let named = RendererChoice.attempts(kind: .software, named: "opengl", videoDriver: "KMSDRM", available: sdl, vsync: true)
        #expect(named.map(\.driver) == ["opengl"] && named[0].vsync)
    }
}
