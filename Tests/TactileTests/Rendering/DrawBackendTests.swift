import Testing
@testable import Tactile
@testable import TactileGraphics
@testable import TactileCore
import TactileTesting

/// The backend a flush draws into follows the target and the strategy: the output's pixels
/// written by the renderer, the GL batch, or SDL direct (offscreen textures).
@MainActor
@Suite struct DrawBackendTests {
    /// The output is kept alive to the end: an optimised build would end it at its last use,
    /// and a released output takes its pixels (and the pixel-target backend) along.
    @Test func theBackendFollowsTheTargetAndStrategy() throws {
        let out = try OffscreenOutput(size: Size(width: 40, height: 20))
        withExtendedLifetime(out) { backendsFollow(out.renderer) }
    }

    func backendsFollow(_ r: Renderer) {
        r.beginFrame()
        #expect(r.backend is PixelTargetBackend)
        var inLayer: (any DrawBackend)?
        r.drawLayer(size: Size(width: 10, height: 10), transform: AffineTransform(rotationAngle: 0.3)) {
            r.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .red)
            inLayer = r.backend
        }
        #expect(inLayer is SDLDirectBackend)
        #expect(r.backend is PixelTargetBackend)
        r.writesPixelsDirectly = false
        #expect(r.backend is SDLDirectBackend)
        r.writesPixelsDirectly = true
        #expect(r.backend is PixelTargetBackend)
        r.renderStrategy = .batched
        #expect(r.backend is SDLBatchedBackend)
        r.renderStrategy = .direct
        #expect(r.backend is PixelTargetBackend)
        r.present()
    }

    /// The pixel-target and SDL direct backends give the same bytes for the same random scene
    /// (corners, rounded clips, text, images, lines): the pieces are cut once, whatever draws them.
    @Test(arguments: [UInt64(11), 12, 13])
    func pixelTargetAndSDLDirectDrawTheSameBytes(seed: UInt64) throws {
        func frame(direct: Bool) throws -> Bitmap {
            let out = try OffscreenOutput(size: Size(width: 160, height: 100))
            out.renderer.writesPixelsDirectly = !direct
            DrawListTests.drawScene(out.renderer, seed: seed, image: DrawListTests.image, flushEach: false)
            return out.readPixels()
        }
        let written = try frame(direct: false), viaSDL = try frame(direct: true)
        #expect(written.bytes.count == viaSDL.bytes.count)
        #expect(zip(written.bytes, viaSDL.bytes).filter { $0 != $1 }.count == 0, "seed \(seed)")
    }

    /// A shadow's coverage waits in the list like any drawing call and is blended by the
    /// pixel-target backend at the flush, in order: the bytes equal those of each call drawn
    /// at once.
    @Test func shadowCoverageWaitsInTheListAndKeepsItsPlace() throws {
        func frame(flushEach: Bool) throws -> (Bitmap, waited: Bool, blended: Int) {
            let out = try OffscreenOutput(size: Size(width: 90, height: 70))
            let r = out.renderer
            r.beginFrame()
            r.clear(.white)
            r.fill(Rect(x: 10, y: 10, width: 50, height: 40), color: Color(r: 40, g: 90, b: 200))
            if flushEach { r.flush() }
            let blendedBefore = r.stats.coveragePiecesBlended
            r.save()
            r.clip(to: Rect(x: 5, y: 5, width: 70, height: 55))
            r.drawBoxShadow(Rect(x: 20, y: 15, width: 40, height: 30), radii: CornerRadii(all: 6), sigma: 4,
                            tint: Color(r: 0, g: 0, b: 0, a: 120), holes: [Rect(x: 24, y: 19, width: 32, height: 22)])
            r.restore()
            let waited = r.drawList.ops.contains { $0.kind == .coverage } && r.stats.coveragePiecesBlended == blendedBefore
            if flushEach { r.flush() }
            r.fill(Rect(x: 40, y: 30, width: 30, height: 25), color: Color(r: 200, g: 60, b: 30, a: 160))
            r.present()
            return (out.readPixels(), waited, r.stats.coveragePiecesBlended - blendedBefore)
        }
        let listed = try frame(flushEach: false), each = try frame(flushEach: true)
        #expect(listed.waited)
        #expect(listed.blended > 0)
        #expect(each.blended == listed.blended)
        #expect(zip(listed.0.bytes, each.0.bytes).filter { $0 != $1 }.count == 0)
        try? listed.0.writePNG(to: TestOutput.path("draw-list-shadow.png"))
    }
}
