import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// The renderer writing an offscreen output's pixels itself (`PixelTarget`: fills, corner
/// masks, text) gives exactly the bytes SDL's software renderer gives for the same frame, which
/// is what the snapshot references were made with.
@MainActor
@Suite struct PixelTargetTests {
    /// The frame of `build()` drawn through SDL and written directly, and whether the second
    /// really wrote pixels itself. The second harness is kept alive while its renderer is asked:
    /// an optimised build ends it at its last use, and a released output takes its pixels along
    /// (`outputReleasedBeforeItsRendererTakesItsPixels`).
    func frames(_ build: () -> View, size: Size, scale: Float = 1) -> (sdl: Bitmap, direct: Bitmap, usedDirect: Bool) {
        let viaSDL = Harness(root: build(), size: size, scale: scale)
        viaSDL.renderer.writesPixelsDirectly = false
        viaSDL.window.setNeedsFullRedraw()
        let s = viaSDL.render()
        let direct = Harness(root: build(), size: size, scale: scale)
        direct.renderer.writesPixelsDirectly = true
        direct.window.setNeedsFullRedraw()
        let d = direct.render()
        return (s, d, withExtendedLifetime(direct) { direct.renderer.outputPixels != nil })
    }

    /// An output released while something still holds its renderer (what an optimised build
    /// does to `direct.renderer.outputPixels` once `direct` is not used after it) detaches its
    /// pixels first: the renderer must not write the freed surface. The lifetimes are explicit
    /// here, so this holds in a debug build too.
    @Test func outputReleasedBeforeItsRendererTakesItsPixels() throws {
        var output: OffscreenOutput? = try OffscreenOutput(size: Size(width: 40, height: 30))
        let renderer = try #require(output?.renderer)
        renderer.writesPixelsDirectly = true
        #expect(renderer.outputPixels != nil)
        #expect(renderer.pixelTarget != nil)
        #expect(renderer.ownedSurface?.pointee.refcount == 2)
        output = nil
        #expect(output == nil)
        #expect(renderer.outputPixels == nil)
        #expect(renderer.pixelTarget == nil)
        // The SDL renderer still draws into the surface: it lives as long as the renderer.
        #expect(renderer.ownedSurface?.pointee.refcount == 1)
        renderer.beginFrame()
        renderer.fill(Rect(x: 2, y: 2, width: 20, height: 10), color: .red)
        renderer.present()
    }

    func expectIdentical(_ name: String, _ f: (sdl: Bitmap, direct: Bitmap, usedDirect: Bool)) {
        try? f.direct.writePNG(to: TestOutput.path("pixel-target-\(name).png"))
        let (worst, pixels) = pixelDifference(f.sdl, f.direct)
        #expect(worst == 0, "\(name): \(pixels) pixels differ, by up to \(worst) levels")
        #expect(f.usedDirect, "\(name): the offscreen output was not written directly")
    }

    /// Every alpha of a translucent fill and of a tinted corner, over backgrounds of many colours,
    /// and text in several colours and opacities: the rounding of each SDL blend path.
    final class Sweep: View {
        override func draw(_ rect: Rect, in r: Renderer) {
            for i in 0..<64 {
                r.fill(Rect(x: Float(i * 8), y: 0, width: 8, height: 256),
                       color: Color(r: UInt8(i * 4), g: UInt8(255 - i * 4), b: UInt8((i * 37) % 256), a: UInt8(255 - (i % 4) * 60)))
            }
            for a in 0..<256 {
                r.fill(Rect(x: Float(a % 32) * 16, y: Float(a / 32) * 8, width: 16, height: 8),
                       color: Color(r: UInt8(a), g: 90, b: UInt8(255 - a), a: UInt8(a)))
            }
            for k in 0..<48 {
                let c = Color(r: UInt8((k * 53) % 256), g: UInt8((k * 97) % 256), b: UInt8((k * 11) % 256), a: UInt8(255 - k * 5))
                r.fillRoundedRect(Rect(x: Float(k % 12) * 42 + 2, y: 70 + Float(k / 12) * 30, width: 38, height: 26),
                                  radius: Float(4 + k % 9), color: c)
            }
            let colours: [Color] = [.white, .black, Color(r: 200, g: 40, b: 40), Color(r: 40, g: 40, b: 220, a: 128), Color(r: 255, g: 255, b: 255, a: 77)]
            for (i, c) in colours.enumerated() {
                r.drawText("Text \(i) agjQ", font: Font(size: 14 + Float(i)), color: c, at: Point(x: 4 + Float(i) * 100, y: 195))
            }
            r.strokeRoundedRect(Rect(x: 10, y: 220, width: 200, height: 30), radii: CornerRadii(all: 10), width: 3, color: Color(r: 10, g: 200, b: 250, a: 200))
            r.save()
            r.multiplyOpacity(0.6)
            r.fillCircle(center: Point(x: 300, y: 235), radius: 18, color: .white)
            r.drawText("faded", font: Font(size: 16), color: .white, at: Point(x: 330, y: 225))
            r.restore()
        }
    }

    @Test func sweepOfBlendsIsIdentical() {
        expectIdentical("sweep", frames({ Sweep(frame: Rect(x: 0, y: 0, width: 512, height: 256)) }, size: Size(width: 512, height: 256)))
    }

    @Test func buttonGridIsIdentical() {
        expectIdentical("grid", frames({ BatchedRenderingTests.grid(150) }, size: Size(width: 400, height: 250)))
    }

    @Test func galleryLikeScreenIsIdentical() {
        expectIdentical("gallery", frames(BatchedRenderingTests.gallery, size: Size(width: 400, height: 330)))
    }

    @Test func parityScreensAreIdentical() {
        for screen in GLParityTests.screens where screen.rotation == .none {
            expectIdentical(screen.name.filter { $0.isLetter }, frames(screen.build, size: screen.size))
        }
    }

    @Test func highDensityIsIdentical() {
        expectIdentical("grid-2x", frames({ BatchedRenderingTests.grid(40) }, size: Size(width: 300, height: 120), scale: 2))
    }

    /// SDL rounds a per-pixel-alpha blit differently by version and CPU (SDL 2.26 and 2.32 on
    /// x86, the C blitter on ARM): the probe finds a known rounding for the SDL this runs on,
    /// and the roundings really differ (so the probe's choice matters).
    @Test func blitRoundingMatchesThisSDL() {
        let current = PixelTarget.BlitRounding.current
        #expect(current.matchesSDL, "no known rounding matches this SDL's blit (closest: \(current))")
        let s: UInt32 = 0x80C0_4020, d: UInt32 = 0xFF10_E070
        let results = Set(PixelTarget.BlitRounding.candidates.map { $0.blend(s, over: d) })
        #expect(results.count == PixelTarget.BlitRounding.candidates.count)
    }

    /// Rectangles far outside the target, huge or negative, write nothing out of bounds.
    @Test func outOfRangeRectanglesAreClamped() throws {
        let bitmap = try drawOffscreen(Size(width: 20, height: 20), background: .black) { r in
            r.fill(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), color: Color(r: 10, g: 20, b: 30, a: 128))
            r.fill(Rect(x: 15, y: 15, width: 1e8, height: 1e8), color: .white)
            r.fill(Rect(x: -5, y: 17, width: 8, height: 2), color: .red)
            r.fillRoundedRect(Rect(x: -30, y: -30, width: 45, height: 45), radius: 12, color: .systemBlue)
        }
        #expect(bitmap.pixel(x: 19, y: 19) == Color.white)
        #expect(bitmap.pixel(x: 0, y: 17) == Color.red)
        #expect(bitmap.pixel(x: 3, y: 18) != Color.red)
    }
}
