import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Issue 22 item 10, recorded on iOS: a title-only button sized to fit and then given a
/// 200x100 frame keeps the title 6 points from the top (y = 6) or bottom (y = 100 - h - 6,
/// 79 for a 12 pt Roboto title); without the sizeToFit, or with an image, it sits at the edge.
@MainActor
@Suite struct ButtonSizeToFitAlignmentTests {
    func sizedThenEnlarged(image: Bool = false, sizeToFit: Bool = true) -> Button {
        let b = Button(title: "Short")
        b.titleLabel.font = Font(size: 12)
        if image { b.setImage(Image(bitmap: Bitmap(width: 30, height: 30, fill: .red)), for: .normal) }
        if sizeToFit { b.sizeToFit() }
        b.frame = Rect(origin: b.frame.origin, size: Size(width: 200, height: 100))
        b.layoutIfNeeded()
        return b
    }

    @Test func aSizedToFitTitleKeepsSixPointsFromTheEdge() {
        let b = sizedThenEnlarged()
        #expect(abs(b.titleLabel.frame.midY - 50) <= 0.5, "centred by default")
        b.contentHorizontalAlignment = .left
        b.contentVerticalAlignment = .top
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.minX == 0)
        #expect(b.titleLabel.frame.minY == 6)
        b.contentHorizontalAlignment = .right
        b.contentVerticalAlignment = .bottom
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.maxX == 200)
        #expect(b.titleLabel.frame.minY == 100 - b.titleLabel.frame.height - 6)
    }

    @Test func withAnImageOrWithoutSizeToFitTheTitleTouchesTheEdge() {
        for b in [sizedThenEnlarged(image: true), sizedThenEnlarged(sizeToFit: false)] {
            b.contentVerticalAlignment = .top
            b.layoutIfNeeded()
            #expect(b.titleLabel.frame.minY == 0)
            b.contentVerticalAlignment = .bottom
            b.layoutIfNeeded()
            #expect(b.titleLabel.frame.maxY == 100)
        }
    }
}
