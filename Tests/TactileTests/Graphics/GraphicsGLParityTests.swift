import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Shadows, gradients, paths and layers (turned, in perspective, masked) look the same on the
/// GL renderers (batched) as on the software renderer, within the GL parity tolerance (Xvfb +
/// llvmpipe; skipped without).
///
/// A turned layer is drawn twice: its content into a texture (by each renderer, within the
/// tolerance), then resampled and blended (GL's filtering, Tactile's `LayerWarp` on the
/// software renderer, within about a level, and each renderer's own blend), so the layer
/// scenes are allowed one level more: measured, one anti-aliased corner pixel a scene differs
/// by 5 (before `LayerWarp`: 9,081 pixels, by up to 215).
@MainActor
@Suite(.serialized) struct GraphicsGLParityTests {
    static let screens: [(name: String, build: @MainActor () -> View)] = [
        ("shadows", { GraphicsScenes.shadows() }),
        ("gradients", { GraphicsScenes.gradients() }),
        ("paths", { GraphicsScenes.paths() }),
        ("layers", { LayerScenes.layers().root }),
        ("layer-compositing", { LayerScenes.compositing() }),
    ]
    /// The scenes drawn through a resampled layer texture.
    static let resampled: Set<String> = ["layers", "layer-compositing"]

    @Test func graphicsMatchOnGL() throws {
        let drivers = ["opengl", "opengles2"].filter { WindowOutput.renderDriverNames.contains($0) }
        guard !drivers.isEmpty else { try skipTest("this SDL has no opengl or opengles2 render driver"); return }
        guard let server = try XvfbServer.start() else { return }
        defer { server.stop() }
        for driver in drivers {
            for screen in Self.screens {
                let software = Harness(root: screen.build(), size: GraphicsScenes.size).render()
                let gl: Bitmap
                do {
                    gl = try server.withDisplay {
                        try GLParityTests.renderInWindow(screen.build(), size: GraphicsScenes.size, rotation: .none, driver: driver)
                    }
                } catch {
                    try skipTest("no \(driver) window under Xvfb (\(error)): GL parity not checked")
                    return
                }
                try gl.writePNG(to: TestOutput.path("graphics/gl-\(driver)-\(screen.name).png"))
                try software.writePNG(to: TestOutput.path("graphics/software-\(screen.name).png"))
                guard gl.width == software.width && gl.height == software.height else {
                    Issue.record("\(screen.name): sizes differ"); continue
                }
                let (worst, differing) = pixelDifference(gl, software, channels: 3)
                let tolerance = GLParityTests.tolerance + (Self.resampled.contains(screen.name) ? 1 : 0)
                #expect(worst <= tolerance, "\(screen.name) on \(driver): \(differing) pixels differ, by up to \(worst) levels")
                print("GL parity: \(screen.name) on \(driver): \(differing) pixels differ, by up to \(worst) levels")
            }
        }
    }
}
