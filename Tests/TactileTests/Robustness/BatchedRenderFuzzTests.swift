import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Adversarial, seeded: random trees (rounded clips, alpha, transforms, images, long text,
/// emoji) drawn by the batched strategy match the direct one within 2 levels a channel, also
/// with tiny atlas pages; absurd frames and radii draw without a trap in both.
@MainActor
@Suite struct BatchedRenderFuzzTests {
    static let tolerance = 2

    static func image(_ rng: inout SeededGenerator) -> Image {
        let w = 1 + rng.below(40), h = 1 + rng.below(40)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: rng.next()) }
        // Opaque or fully transparent pixels only: a partly transparent one blends differently per strategy only by rounding.
        for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = rng.chance(0.2) ? 0 : 255 }
        return Image(bitmap: Bitmap(width: w, height: h, bytes: bytes)!)
    }

    static let words = ["Hello", "wörld", "👍", "👩‍👩‍👧", "שלום", "漢字", "e\u{301}", "long long long text that wraps", "🇺🇸", "…"]

    /// A random tree of `n` views from `seed` (built twice, once per strategy).
    static func tree(seed: UInt64, n: Int) -> View {
        var rng = SeededGenerator(seed: seed)
        let root = View()
        root.backgroundColor = Color(r: 20, g: 24, b: 30)
        var parents: [View] = [root]
        for _ in 0..<n {
            let v: View
            switch rng.below(4) {
            case 0:
                let l = Label(text: (0..<(1 + rng.below(6))).map { _ in words[rng.below(words.count)] }.joined(separator: " "))
                l.numberOfLines = rng.below(3)
                l.textColor = Color(r: UInt8(rng.below(256)), g: UInt8(rng.below(256)), b: UInt8(rng.below(256)))
                l.font = Font(size: Float(8 + rng.below(30)))
                v = l
            case 1:
                let iv = ImageView(image: image(&rng))
                iv.contentMode = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center][rng.below(4)]
                v = iv
            default:
                v = View()
            }
            v.frame = Rect(x: Float(rng.below(260)) - 20, y: Float(rng.below(180)) - 20,
                           width: Float(1 + rng.below(160)), height: Float(1 + rng.below(100)))
            if rng.chance(0.7) {
                v.backgroundColor = Color(r: UInt8(rng.below(256)), g: UInt8(rng.below(256)), b: UInt8(rng.below(256)),
                                          a: rng.chance(0.7) ? 255 : UInt8(rng.below(256)))
            }
            if rng.chance(0.5) { v.cornerRadius = Float(rng.below(40)) }
            if rng.chance(0.3) { v.borderWidth = Float(rng.below(4)); v.borderColor = .white }
            if rng.chance(0.4) { v.clipsToBounds = true }
            if rng.chance(0.3) { v.alpha = Float(rng.below(100)) / 100 }
            if rng.chance(0.2) {
                v.transform = [AffineTransform(scaleX: 1.5, y: 0.7), AffineTransform(rotationAngle: Float(rng.below(628)) / 100),
                               AffineTransform(translationX: 13, y: -7)][rng.below(3)]
            }
            parents[rng.below(parents.count)].addSubview(v)
            if !(v is Label) { parents.append(v) }
        }
        return root
    }

    func difference(_ a: Bitmap, _ b: Bitmap) -> (worst: Int, pixels: Int, at: (Int, Int)) {
        guard a.width == b.width, a.height == b.height else { return (255, max(a.bytes.count, b.bytes.count) / 4, (0, 0)) }
        var worst = 0, pixels = 0, at = (0, 0)
        for i in stride(from: 0, to: a.bytes.count, by: 4) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(a.bytes[i + c]) - Int(b.bytes[i + c]))) }
            if d > 0 { pixels += 1 }
            if d > worst { worst = d; at = ((i / 4) % a.width, (i / 4) / a.width) }
        }
        return (worst, pixels, at)
    }

    /// Draw calls of the last frame `render` drew, per strategy (to show the batched one ran).
    static var lastDraws: [RenderStrategy: Int] = [:]
    /// Turned layers composited in the last frame: one draw each in both strategies.
    static var lastComposites = 0

    func render(seed: UInt64, n: Int, strategy: RenderStrategy, pageSize: Int32? = nil) -> Bitmap {
        let h = Harness(root: Self.tree(seed: seed, n: n), size: Size(width: 240, height: 160))
        if let pageSize { h.renderer.atlasPageSize = pageSize }
        h.renderer.renderStrategy = strategy
        h.window.setNeedsFullRedraw()
        _ = h.render()
        // A second frame too: the batched strategy's atlas is warm then.
        h.window.setNeedsFullRedraw()
        let composited = h.renderer.stats.layersComposited
        let frame = h.render()
        #expect(h.renderer.renderStrategy == strategy)
        Self.lastDraws[strategy] = h.renderer.stats.drawCallsThisFrame
        Self.lastComposites = h.renderer.stats.layersComposited - composited
        return frame
    }

    @Test(arguments: Array(UInt64(1)...12)) func randomTreesMatch(seed: UInt64) {
        let d = render(seed: seed, n: 14, strategy: .direct)
        let b = render(seed: seed, n: 14, strategy: .batched)
        let (worst, pixels, at) = difference(d, b)
        if worst > Self.tolerance || seed == 1 {
            try? d.writePNG(to: TestOutput.path("tactile-fuzz-direct-\(seed).png"))
            try? b.writePNG(to: TestOutput.path("tactile-fuzz-batched-\(seed).png"))
        }
        #expect(worst <= Self.tolerance, "seed \(seed): \(pixels) pixels differ, by up to \(worst) levels at \(at)")
        let draws = (direct: Self.lastDraws[.direct] ?? 0, batched: Self.lastDraws[.batched] ?? 0)
        #expect(draws.batched < draws.direct || draws.direct - Self.lastComposites <= 3, "seed \(seed): the batched strategy ran (draw calls \(draws))")
    }

    @Test(arguments: Array(UInt64(20)...25)) func tinyAtlasPagesMatch(seed: UInt64) {
        let d = render(seed: seed, n: 18, strategy: .direct)
        let b = render(seed: seed, n: 18, strategy: .batched, pageSize: 64)
        let (worst, pixels, at) = difference(d, b)
        if worst > Self.tolerance {
            try? d.writePNG(to: TestOutput.path("tactile-fuzz-direct-p64-\(seed).png"))
            try? b.writePNG(to: TestOutput.path("tactile-fuzz-batched-p64-\(seed).png"))
        }
        #expect(worst <= Self.tolerance, "seed \(seed), 64 px pages: \(pixels) pixels differ, by up to \(worst) levels at \(at)")
    }

    /// Glyphs and images larger than a whole atlas page (64 px) still draw, as the direct strategy draws them.
    @Test func glyphsAndImagesLargerThanAnAtlasPage() {
        func build() -> View {
            let root = View()
            root.backgroundColor = Color(r: 10, g: 10, b: 60)
            let big = Label(text: "W👍漢", font: Font(size: 120), color: .white)
            big.frame = Rect(x: 0, y: 0, width: 400, height: 160)
            root.addSubview(big)
            var rng = SeededGenerator(seed: 3)
            let bytes = (0..<(100 * 90 * 4)).map { i in i % 4 == 3 ? UInt8(255) : UInt8(truncatingIfNeeded: rng.next()) }
            let iv = ImageView(image: Image(bitmap: Bitmap(width: 100, height: 90, bytes: bytes)!))
            iv.frame = Rect(x: 280, y: 60, width: 100, height: 90)
            iv.cornerRadius = 20
            iv.clipsToBounds = true
            root.addSubview(iv)
            return root
        }
        func draw(_ strategy: RenderStrategy) -> Bitmap {
            let h = Harness(root: build(), size: Size(width: 400, height: 160))
            h.renderer.atlasPageSize = 64
            h.renderer.renderStrategy = strategy
            h.window.setNeedsFullRedraw()
            _ = h.render()
            h.window.setNeedsFullRedraw()
            return h.render()
        }
        let d = draw(.direct), b = draw(.batched)
        try? d.writePNG(to: TestOutput.path("tactile-fuzz-direct-bigglyph.png"))
        try? b.writePNG(to: TestOutput.path("tactile-fuzz-batched-bigglyph.png"))
        let (worst, pixels, at) = difference(d, b)
        #expect(worst <= Self.tolerance, "64 px pages, 120 pt glyphs: \(pixels) pixels differ, by up to \(worst) levels at \(at)")
    }

    @Test(arguments: [RenderStrategy.direct, .batched]) func absurdFramesAndRadiiDraw(strategy: RenderStrategy) {
        let bad: [Float] = [.nan, .infinity, -.infinity, 1e9, -1e9, 1e30, -0.0, .greatestFiniteMagnitude]
        var rng = SeededGenerator(seed: 42)
        let root = View()
        root.backgroundColor = .black
        let h = Harness(root: root, size: Size(width: 120, height: 80))
        h.renderer.atlasPageSize = 64
        h.renderer.renderStrategy = strategy
        for step in 0..<30 {
            let v: View = rng.chance(0.5) ? Label(text: "Bad 👍 \(step)") : ImageView(image: Self.image(&rng))
            v.backgroundColor = .red
            v.clipsToBounds = rng.chance(0.5)
            v.frame = Rect(x: bad[rng.below(bad.count)], y: bad[rng.below(bad.count)],
                           width: bad[rng.below(bad.count)], height: bad[rng.below(bad.count)])
            v.cornerRadius = bad[rng.below(bad.count)]
            v.borderWidth = bad[rng.below(bad.count)]
            v.alpha = bad[rng.below(bad.count)]
            if rng.chance(0.3) {
                v.transform = AffineTransform(a: bad[rng.below(bad.count)], b: 0, c: 0, d: bad[rng.below(bad.count)],
                                              tx: bad[rng.below(bad.count)], ty: 0)
            }
            (root.subviews.last ?? root).addSubview(v)
            h.window.setNeedsFullRedraw()
            let frame = h.render()
            #expect(frame.width == 120)
        }
    }
}
