import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A rotated display at a fractional pixel scale: the frame canvas is rotated onto the
/// output whole, with the UI's top-left corner where the rotation puts it.
@MainActor
@Suite struct RotatedScaleTests {
    @Test(arguments: [Float(1), 1.5, 2])
    func rotatedFrameAtFractionalScale(scale: Float) throws {
        let root = View()
        root.backgroundColor = .white
        let marker = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        marker.backgroundColor = .red
        marker.cornerRadius = 6
        root.addSubview(marker)
        let h = Harness(root: root, size: Size(width: 200, height: 100), scale: scale, rotation: .clockwise90)
        let img = h.render()
        try? img.writePNG(to: TestOutput.path("tactile-rotated-\(scale).png"))
        #expect(img.width == Int((100 * scale).rounded()) && img.height == Int((200 * scale).rounded()))
        var reds = 0, whites = 0
        for y in 0..<img.height { for x in 0..<img.width {
            let c = img.pixel(x: x, y: y)
            if c == .red { reds += 1 } else if c == .white { whites += 1 }
        } }
        // Most of the 40x20 marker is pure red; the rest of the frame is white.
        #expect(Float(reds) > 0.8 * 40 * 20 * scale * scale)
        #expect(Float(whites) > 0.9 * (200 * 100 - 40 * 20) * scale * scale)
        // A tap on the marker (UI coordinates) still reaches it.
        var taps = 0
        marker.addTapGestureRecognizer { taps += 1 }
        h.tap(at: Point(x: 20, y: 10))
        #expect(taps == 1)
    }
}
