import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// Shadows blended by the renderer's own loops (the nine-slice mask's pieces written into the
/// output's pixels) give exactly the bytes of SDL's tinted blits of the mask's texture.
@MainActor
@Suite struct ShadowPixelTests {
    /// Seeded cards: shadow colours, opacities, radii, offsets and blurs; opaque and clear
    /// backgrounds (with and without holes); some cut by the screen's edges, by a plain clipping
    /// container and by a rounded one (that part goes through SDL); a translucent container.
    static func scene(seed: UInt64) -> View {
        var rng = SeededGenerator(seed: seed)
        let root = View(frame: Rect(x: 0, y: 0, width: 360, height: 240))
        root.backgroundColor = Color(r: 236, g: 238, b: 242)
        let plain = View(frame: Rect(x: 200, y: 120, width: 150, height: 110))
        plain.clipsToBounds = true
        plain.backgroundColor = Color(r: 40, g: 60, b: 90)
        let rounded = View(frame: Rect(x: 10, y: 130, width: 170, height: 100))
        rounded.clipsToBounds = true
        rounded.cornerRadius = 20
        rounded.backgroundColor = Color(r: 250, g: 220, b: 200)
        let faded = View(frame: Rect(x: 200, y: 0, width: 160, height: 110))
        faded.alpha = 0.7
        for v in [plain, rounded, faded] { root.addSubview(v) }
        let hosts = [root, root, plain, rounded, faded]
        for i in 0..<18 {
            let host = hosts[i % hosts.count]
            let w = Float(Int.random(in: 20...90, using: &rng)), h = Float(Int.random(in: 16...70, using: &rng))
            let card = View(frame: Rect(x: Float(Int.random(in: -20...Int(host.bounds.width) - 10, using: &rng)),
                                        y: Float(Int.random(in: -20...Int(host.bounds.height) - 10, using: &rng)), width: w, height: h))
            card.backgroundColor = i % 3 == 0 ? Color(r: 255, g: 255, b: 255, a: 180) : .white
            card.cornerRadius = Float(Int.random(in: 0...14, using: &rng))
            card.layer.shadowColor = i % 4 == 0 ? Color(r: 200, g: 30, b: 90) : .black
            card.layer.shadowOpacity = [0.25, 1, 0.6, 0.05][i % 4]
            card.layer.shadowRadius = Float(Int.random(in: 1...10, using: &rng))
            card.layer.shadowOffset = Size(width: Float(Int.random(in: -4...4, using: &rng)), height: Float(Int.random(in: 0...6, using: &rng)))
            host.addSubview(card)
        }
        return root
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func shadowsAreIdentical(seed: UInt64) {
        let t = PixelTargetTests()
        t.expectIdentical("shadows-\(seed)", t.frames({ Self.scene(seed: seed) }, size: Size(width: 360, height: 240)))
    }

    @Test func shadowsAtTwiceTheScaleAreIdentical() {
        let t = PixelTargetTests()
        t.expectIdentical("shadows-2x", t.frames({ Self.scene(seed: 4) }, size: Size(width: 360, height: 240), scale: 2))
    }

    /// The direct path is taken: a frame of cards draws their shadows without SDL blits.
    @Test func shadowsAreBlendedDirectly() {
        let h = Harness(root: Self.scene(seed: 1), size: Size(width: 360, height: 240))
        h.renderer.writesPixelsDirectly = true
        h.window.setNeedsFullRedraw()
        _ = h.render()
        #expect(h.renderer.stats.coveragePiecesBlended > 0)
    }
}
