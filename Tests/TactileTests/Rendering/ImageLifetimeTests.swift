import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// An image outlives the renderer that uploaded it: it draws in the next renderer, and
/// releasing it afterwards frees only live renderers' textures.
@MainActor
@Suite struct ImageLifetimeTests {
    func draw(_ image: Image, in out: OffscreenOutput) -> Bitmap {
        let r = out.renderer
        r.beginFrame()
        r.clear(.black)
        r.draw(image, in: Rect(x: 0, y: 0, width: 20, height: 20))
        r.present()
        return out.readPixels()
    }

    @Test func imageDrawnAfterItsFirstRendererDied() throws {
        var image: Image? = Image(bitmap: Bitmap(width: 4, height: 4, fill: .red))
        do {
            let first = try OffscreenOutput(size: Size(width: 20, height: 20))
            #expect(draw(image!, in: first).pixel(x: 10, y: 10) == .red)
            #expect(first.renderer.imageTextureCount == 1)
        }
        // The first renderer is gone; its texture went with it.
        let second = try OffscreenOutput(size: Size(width: 20, height: 20), pixelScale: 2)
        let img = draw(image!, in: second)
        #expect(img.pixel(x: 30, y: 30) == .red)
        #expect(second.renderer.imageTextureCount == 1)
        image = nil
        second.renderer.beginFrame() // frees released images' textures in live renderers
        #expect(second.renderer.imageTextureCount == 0)
    }

    /// Each renderer hears of the release of the images it made textures of (its own list,
    /// no registry of renderers): both free their texture at their next frame, and an image
    /// released from another thread is freed too.
    @Test func releasedImageIsFreedInEveryRendererThatDrewIt() async throws {
        let a = try OffscreenOutput(size: Size(width: 20, height: 20))
        let b = try OffscreenOutput(size: Size(width: 20, height: 20))
        let c = try OffscreenOutput(size: Size(width: 20, height: 20))
        var image: Image? = Image(bitmap: Bitmap(width: 4, height: 4, fill: .red))
        let kept = Image(bitmap: Bitmap(width: 4, height: 4, fill: .blue))
        for out in [a, b] {
            #expect(draw(image!, in: out).pixel(x: 10, y: 10) == .red)
            _ = draw(kept, in: out)
            #expect(out.renderer.imageTextureCount == 2)
        }
        _ = draw(kept, in: c)
        // The last reference goes away on another thread.
        final class Holder: @unchecked Sendable { var image: Image? }
        let holder = Holder()
        holder.image = image
        image = nil
        await Task.detached { holder.image = nil }.value
        for out in [a, b] {
            out.renderer.beginFrame()
            #expect(out.renderer.imageTextureCount == 1, "only the kept image's texture is left")
        }
        c.renderer.beginFrame()
        #expect(c.renderer.imageTextureCount == 1)
        #expect(draw(kept, in: a).pixel(x: 10, y: 10) == .blue)
    }

    @Test func imageViewKeepsDrawingWhenTheHarnessIsReplaced() throws {
        let image = Image(bitmap: Bitmap(width: 4, height: 4, fill: .blue))
        final class Picture: View {
            let image: Image
            init(image: Image) { self.image = image; super.init(frame: Rect(x: 0, y: 0, width: 40, height: 40)) }
            override func draw(_ rect: Rect, in renderer: Renderer) { renderer.draw(image, in: bounds) }
        }
        for scale: Float in [1, 1.5, 2] {
            let h = Harness(root: Picture(image: image), size: Size(width: 40, height: 40), scale: scale)
            #expect(h.render().pixel(x: 10, y: 10) == .blue)
        }
    }
}
