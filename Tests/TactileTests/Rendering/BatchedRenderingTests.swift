import CSDL2
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// The batched strategy (atlas + `SDL_RenderGeometry`, what the GL renderers use) draws the
/// frames the direct strategy (the software renderer's fast paths) draws. Both run here on
/// SDL's software renderer, offscreen, so every difference is the strategy's.
///
/// Tolerance: SDL's software renderer turns each batched quad back into a texture copy (a
/// solid fill becomes a copy of the white texel tinted, a mirrored corner a flipped copy),
/// whose blending rounds differently from a blended fill by at most a level or two.
@MainActor
@Suite struct BatchedRenderingTests {
    static let tolerance = 2

    /// Renders `build()` with each strategy and returns both frames and the batched frame's draw count.
    func frames(_ build: () -> View, size: Size, rotation: DisplayRotation = .none, pageSize: Int32? = nil)
        -> (direct: Bitmap, batched: Bitmap, directDraws: Int, batchedDraws: Int, harness: Harness) {
        let direct = Harness(root: build(), size: size, rotation: rotation)
        direct.window.setNeedsFullRedraw()
        let d = direct.render()
        let directDraws = direct.renderer.stats.drawCallsThisFrame
        let batched = Harness(root: build(), size: size, rotation: rotation)
        #expect(batched.renderer.renderStrategy == .direct, "the software renderer draws directly by default")
        if let pageSize { batched.renderer.atlasPageSize = pageSize }
        batched.renderer.renderStrategy = .batched
        batched.window.setNeedsFullRedraw()
        let b = batched.render()
        return (d, b, directDraws, batched.renderer.stats.drawCallsThisFrame, batched)
    }

    /// The largest difference of any channel (alpha included) over the frame, and how many pixels differ.
    func difference(_ a: Bitmap, _ b: Bitmap) -> (worst: Int, pixels: Int) { pixelDifference(a, b) }

    func expectMatch(_ name: String, _ f: (direct: Bitmap, batched: Bitmap, directDraws: Int, batchedDraws: Int, harness: Harness)) {
        try? f.batched.writePNG(to: TestOutput.path("tactile-batched-\(name).png"))
        try? f.direct.writePNG(to: TestOutput.path("tactile-direct-\(name).png"))
        let (worst, pixels) = difference(f.direct, f.batched)
        #expect(worst <= Self.tolerance, "\(name): \(pixels) pixels differ, by up to \(worst) levels")
        // Sanity: the frames are not blank.
        #expect(Set((0..<20).map { f.batched.pixel(x: $0 * f.batched.width / 20, y: f.batched.height / 2) }).count > 1
                || name == "alpha", "\(name): the batched frame looks blank")
    }

    static func grid(_ n: Int, columns: Int = 6, rows: Int = 1000) -> View {
        let root = View()
        root.backgroundColor = Color(r: 30, g: 30, b: 40)
        for i in 0..<n {
            let b = View(frame: Rect(x: Float(4 + (i % columns) * 66), y: Float(4 + (i / columns % rows) * 24), width: 62, height: 21))
            b.backgroundColor = Color(r: 40, g: 160, b: UInt8(60 + (i * 7) % 150))
            b.cornerRadius = 6
            b.borderWidth = i % 3 == 0 ? 1 : 0
            b.borderColor = .white
            let title = Label(text: "B\(i)")
            title.frame = Rect(x: 6, y: 2, width: 56, height: 17)
            title.textColor = .white
            title.font = Font(size: 12)
            b.addSubview(title)
            root.addSubview(b)
        }
        return root
    }

    static func checker() -> Image {
        var bytes = [UInt8](repeating: 255, count: 32 * 32 * 4)
        for y in 0..<32 {
            for x in 0..<32 where (x / 4 + y / 4) % 2 == 0 {
                let i = (y * 32 + x) * 4
                bytes[i] = 220; bytes[i + 1] = 40; bytes[i + 2] = 40
            }
        }
        return Image(bitmap: Bitmap(width: 32, height: 32, bytes: bytes)!)
    }

    /// Shapes drawn by hand: lines, a triangle, stroked circles, text and an image inside a
    /// rounded clip, a sprite from part of an image, faded and half-transparent fills.
    final class Canvas: View {
        let image = BatchedRenderingTests.checker()
        override func draw(_ rect: Rect, in r: Renderer) {
            r.drawLine(from: Point(x: 10, y: 10), to: Point(x: 150, y: 60), width: 3, color: .systemBlue)
            r.fillTriangle(Point(x: 170, y: 10), Point(x: 230, y: 70), Point(x: 160, y: 80), color: Color(r: 250, g: 160, b: 0))
            r.strokeCircle(center: Point(x: 280, y: 45), radius: 30, width: 4, color: Color(r: 90, g: 30, b: 160))
            r.fillCircle(center: Point(x: 350, y: 45), radius: 25, color: Color(r: 0, g: 0, b: 0, a: 120))
            r.save()
            r.clip(to: Rect(x: 10, y: 90, width: 180, height: 90), radii: CornerRadii(all: 24))
            r.draw(image, in: Rect(x: 0, y: 80, width: 200, height: 110), contentMode: .scaleToFill)
            r.drawText("Clipped text in a rounded box", font: Font(size: 20), color: .white, at: Point(x: 4, y: 95))
            r.fill(Rect(x: 100, y: 150, width: 120, height: 40), color: Color(r: 20, g: 200, b: 120, a: 160))
            r.restore()
            r.save()
            r.multiplyOpacity(0.5)
            r.draw(image, source: Rect(x: 4, y: 4, width: 16, height: 16), in: Rect(x: 210, y: 100, width: 48, height: 48))
            r.drawText("Half", font: Font(size: 18), color: .black, at: Point(x: 270, y: 110))
            r.restore()
            r.save()
            r.clip(to: Rect(x: 300, y: 150, width: 60, height: 30))
            r.drawLine(from: Point(x: 280, y: 140), to: Point(x: 390, y: 200), width: 2, color: .red)
            r.drawText("cut off at the clip", font: Font(size: 16), color: .black, at: Point(x: 290, y: 155))
            r.restore()
        }
    }

    static func gallery() -> View {
        let root = View()
        root.backgroundColor = Color(r: 242, g: 242, b: 247)
        let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        root.addSubview(canvas)
        let text = Label(text: "A label that wraps onto a second line, in grey, with the batched renderer")
        text.frame = Rect(x: 10, y: 200, width: 380, height: 44)
        text.numberOfLines = 2
        text.textColor = Color(r: 60, g: 60, b: 67)
        root.addSubview(text)
        let photo = ImageView(image: checker())
        photo.frame = Rect(x: 10, y: 250, width: 100, height: 70)
        photo.contentMode = .scaleAspectFill
        photo.cornerRadius = 16
        photo.clipsToBounds = true
        root.addSubview(photo)
        let button = StyledButton(frame: Rect(x: 120, y: 256, width: 140, height: 44))
        button.setTitle("Continue", for: .normal)
        root.addSubview(button)
        let faded = View(frame: Rect(x: 270, y: 250, width: 120, height: 70))
        faded.backgroundColor = Color(r: 60, g: 90, b: 200)
        faded.cornerRadius = 12
        faded.alpha = 0.5
        faded.clipsToBounds = true
        let inside = Label(text: "Faded")
        inside.frame = Rect(x: 8, y: 20, width: 100, height: 24)
        inside.textColor = .white
        faded.addSubview(inside)
        root.addSubview(faded)
        let turned = Label(text: "Turned")
        turned.frame = Rect(x: 300, y: 210, width: 80, height: 24)
        turned.transform = AffineTransform(rotationAngle: 0.3)
        root.addSubview(turned)
        return root
    }

    @Test func buttonGridMatches() {
        expectMatch("grid", frames({ Self.grid(60) }, size: Size(width: 400, height: 250)))
    }

    @Test func parityScreensMatch() {
        for screen in GLParityTests.screens {
            let name = screen.name.filter { $0.isLetter }
            expectMatch(name, frames(screen.build, size: screen.size, rotation: screen.rotation))
        }
    }

    @Test func galleryLikeScreenMatches() {
        expectMatch("gallery", frames(Self.gallery, size: Size(width: 400, height: 330)))
    }

    /// Text with fallback glyphs (CJK, Arabic) and colour emoji: the line goes in the atlas,
    /// its untinted colour layer keeps its own texture, and the frame equals the direct one.
    @Test func mixedScriptsAndColourEmojiMatch() {
        let build: () -> View = {
            let root = View()
            root.backgroundColor = .white
            for (i, text) in ["Zoë 👍 日本語", "مرحبا AVA", "🇩🇪 👨‍👩‍👧 ok"].enumerated() {
                let l = Label(frame: Rect(x: 10, y: 10 + Float(i) * 40, width: 300, height: 36))
                l.text = text
                l.textColor = Color(r: 30, g: 60, b: 160)
                l.alpha = i == 2 ? 0.6 : 1
                root.addSubview(l)
            }
            return root
        }
        let f = frames(build, size: Size(width: 320, height: 140))
        expectMatch("mixed-scripts", f)
        #expect(f.harness.renderer.textCache.currentEntries.contains { $0.page >= 0 && $0.colorTexture != nil },
                "an emoji line is in the atlas with its colour layer")
    }

    /// A 64-texel page holds a few titles: pages fill, a second and further pages are
    /// made, the least recently used is emptied and reused, and the frame still matches.
    @Test func smallAtlasPagesFillAndAreReused() {
        let f = frames({ Self.grid(60) }, size: Size(width: 400, height: 250), pageSize: 64)
        expectMatch("small-atlas", f)
        let atlas = f.harness.renderer.atlas
        #expect((atlas?.pages.count ?? 0) == atlas?.maximumPages)
        #expect((atlas?.resets ?? 0) > 0, "a full atlas must empty a page for reuse")
        // Drawn again: stale entries are rasterised anew and the frame still matches.
        f.harness.window.setNeedsFullRedraw()
        let again = f.harness.render()
        #expect(difference(f.direct, again).worst <= Self.tolerance)
    }

    /// Buttons piled on each other (the benchmark's N = 1000 grid wraps like this): the quads a
    /// later opaque fill hides completely are not submitted, and the frame is the same.
    @Test func hiddenQuadsAreDroppedWithoutChangingPixels() {
        let f = frames({ Self.grid(120, rows: 4) }, size: Size(width: 400, height: 120))
        expectMatch("stacked", f)
        let hidden = f.harness.renderer.batch?.quadsHidden ?? 0
        #expect(hidden > 96 * 5, "only \(hidden) quads hidden under 96 stacked buttons")
        // Translucent fills hide nothing.
        let g = frames({
            let v = Self.grid(48, rows: 2)
            for b in v.subviews { b.backgroundColor = b.backgroundColor?.withAlphaComponent(0.8) }
            return v
        }, size: Size(width: 400, height: 60))
        expectMatch("stacked-translucent", g)
    }

    /// The point of batching: the draws of a frame do not grow with the number of buttons.
    @Test func drawsPerFrameDoNotGrowWithButtons() {
        let small = frames({ Self.grid(12) }, size: Size(width: 400, height: 250))
        let large = frames({ Self.grid(60) }, size: Size(width: 400, height: 250))
        #expect(large.directDraws > small.directDraws + 100, "direct: \(small.directDraws) → \(large.directDraws)")
        #expect(large.batchedDraws == small.batchedDraws, "batched: \(small.batchedDraws) → \(large.batchedDraws)")
        #expect(large.batchedDraws <= 6, "batched draws \(large.batchedDraws)")
        #expect(large.harness.renderer.stats.quadsBatchedThisFrame > 60 * 5)
    }

    /// A steady batched frame rasterises no text and reuses its vertex buffers.
    @Test func steadyFramesReuseBuffers() {
        let h = Harness(root: Self.grid(60), size: Size(width: 400, height: 250))
        h.renderer.renderStrategy = .batched
        h.window.setNeedsFullRedraw()
        _ = h.render()
        let rasterized = h.renderer.stats.textRasterizations
        let base = h.renderer.batch?.vertices.base
        for _ in 0..<3 {
            h.window.setNeedsFullRedraw()
            _ = h.render()
        }
        #expect(h.renderer.stats.textRasterizations == rasterized)
        #expect(h.renderer.batch?.vertices.base == base, "the vertex buffer was reallocated")
    }

    /// Switching back to direct mid-run draws what it drew before.
    @Test func switchingStrategiesBackAndForth() {
        let h = Harness(root: Self.grid(30), size: Size(width: 400, height: 250))
        h.window.setNeedsFullRedraw()
        let first = h.render()
        h.renderer.renderStrategy = .batched
        h.window.setNeedsFullRedraw()
        let batched = h.render()
        h.renderer.renderStrategy = .direct
        h.window.setNeedsFullRedraw()
        let back = h.render()
        #expect(difference(first, batched).worst <= Self.tolerance)
        #expect(difference(first, back).worst == 0)
    }

    /// NaN and infinite coordinates never reach SDL: the batch drops the quad.
    @Test func nonFiniteQuadsAreDropped() {
        let b = GeometryBatch()
        defer { b.deallocate() }
        let c = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        b.addQuad(x0: .nan, y0: 0, x1: 10, y1: 10, u0: 0, v0: 0, u1: 1, v1: 1, color: c)
        b.addQuad(x0: 0, y0: 0, x1: .infinity, y1: 10, u0: 0, v0: 0, u1: 1, v1: 1, color: c)
        b.addQuad(x0: 0, y0: 0, x1: 10, y1: 10, u0: -.infinity, v0: 0, u1: 1, v1: 1, color: c)
        #expect(b.isEmpty)
        #expect(b.quadsDropped == 3)
        b.addQuad(x0: 0, y0: 0, x1: 10, y1: 10, u0: -0.5, v0: 0, u1: 1.5, v1: 1, color: c)
        #expect(b.quadsQueued == 1)
        #expect((0..<b.vertices.count).allSatisfy { (0...1).contains(b.vertices[$0].tex_coord.x) },
                "texture coordinates are clamped to 0...1 (SDL rejects the whole call otherwise)")
    }

    /// Bad input through the public API with the batched strategy: nothing traps, the frame
    /// is still submitted (one bad quad must not make SDL reject the run).
    @Test func badInputWithBatchedStrategy() {
        let out = try! OffscreenOutput(size: Size(width: 64, height: 64))
        let r = out.renderer
        r.renderStrategy = .batched
        r.beginFrame()
        r.clear(.black)
        r.fill(Rect(x: 0, y: 0, width: 32, height: 32), color: .white)
        r.fill(Rect(x: .nan, y: 0, width: 10, height: 10), color: .red)
        r.fillRoundedRect(Rect(x: 1e30, y: -1e30, width: .infinity, height: 5), radius: .nan, color: .red)
        r.translate(by: Point(x: .infinity, y: 0))
        r.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .red)
        r.drawLine(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10), color: .red)
        r.drawText("x", font: Font(size: 12), color: .red, at: Point(x: 1, y: 1))
        r.present()
        let img = out.readPixels()
        #expect(img.pixel(x: 10, y: 10) == .white)
        #expect(img.pixel(x: 40, y: 40) == .black)
    }
}
