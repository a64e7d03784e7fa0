import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A view's layer's `sublayerTransform` reaches its subviews (Core Animation applies it to
/// every sublayer): cards in a container share one perspective.
@MainActor
@Suite(.serialized) struct SublayerTransformViewTests {
    static let gray = Color(r: 236, g: 238, b: 242)

    @Test func subviewsShareTheContainersPerspective() throws {
        let root = View()
        root.backgroundColor = Self.gray
        let stage = View(frame: Rect(x: 0, y: 0, width: 400, height: 240))
        root.addSubview(stage)
        var p = Transform3DIdentity
        p.m34 = -1 / 300
        stage.layer.sublayerTransform = p
        for i in 0..<3 {
            let c = View(frame: Rect(x: Float(30 + i * 125), y: 60, width: 90, height: 120))
            c.backgroundColor = [Color.systemRed, .systemGreen, .systemBlue][i]
            c.cornerRadius = 10
            c.layer.transform = Transform3DMakeRotation(.pi / 4, 0, 1, 0)
            let label = View(frame: Rect(x: 10, y: 10, width: 30, height: 30))
            label.backgroundColor = .white
            c.addSubview(label)
            stage.addSubview(c)
        }
        let h = Harness(root: root, size: Size(width: 400, height: 240))
        let b = h.render()
        try b.writePNG(to: TestOutput.path("graphics/view-sublayer-transform.png"))
        func height(_ x: Int) -> Int { (0..<240).filter { b.pixel(x: x, y: $0) != Self.gray }.count }
        let left = height(60), right = height(110)
        #expect(left > right + 4, "perspective through the container: \(left) vs \(right)")
        // Without the container's perspective a turned view (no m34 of its own) is a flat squeeze.
        stage.layer.sublayerTransform = Transform3DIdentity
        let flat = h.render()
        try flat.writePNG(to: TestOutput.path("graphics/view-sublayer-transform-flat.png"))
        func flatHeight(_ x: Int) -> Int { (0..<240).filter { flat.pixel(x: x, y: $0) != Self.gray }.count }
        #expect(abs(flatHeight(60) - flatHeight(100)) <= 1, "no perspective: equal heights")
        // A plain shift as sublayerTransform moves the subviews.
        stage.layer.sublayerTransform = Transform3DMakeTranslation(0, 50, 0)
        for c in stage.subviews { c.layer.transform = Transform3DIdentity }
        let moved = h.render()
        #expect(moved.pixel(x: 75, y: 65) == Self.gray && moved.pixel(x: 75, y: 175).r > 200, "moved down 50")
        // Bad values draw nothing wrong and do not trap.
        var bad = Transform3DIdentity
        bad.m34 = .nan
        bad.m11 = .infinity
        stage.layer.sublayerTransform = bad
        _ = h.render()
    }
}
