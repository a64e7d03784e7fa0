import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The examples of Docs/Gestures.md and the issue, compiled and run.
@MainActor
@Suite struct DocExampleTests {
    @Test func closureHelpersFromTheDocs() {
        let card = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        var log: [String] = []
        card.addTapGestureRecognizer { log.append("tapped") }
        card.addLongPressGestureRecognizer { log.append("held") }
        card.addPanGestureRecognizer { [weak card] pan in
            guard let card else { return }
            card.center = card.center + pan.translation(in: card.superview)
            pan.setTranslation(.zero, in: card.superview)
        }
        let h = Harness(subviews: [card], size: Size(width: 400, height: 300))
        h.tap(at: Point(x: 100, y: 100))
        h.longPress(at: Point(x: 100, y: 100))
        #expect(log == ["tapped", "held"])
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 250, y: 180))
        #expect(card.center == Point(x: 250, y: 180))
        // The card followed the finger exactly: it is drawn where the finger lifted.
        card.backgroundColor = .green
        let drawn = h.recordFrame()
        #expect(drawn.shapeColor(at: Point(x: 250.5, y: 180.5)) == .green)
        #expect(drawn.shapeColor(at: Point(x: 100.5, y: 100.5)) != .green)
    }

    @Test func mutuallyRequiringRecognizersDoNotDeadlock() {
        let (h, view) = makeScene()
        var a = 0, b = 0
        let pa = view.addPanGestureRecognizer { if $0.state == .began { a += 1 } }
        let pb = view.addPanGestureRecognizer { if $0.state == .began { b += 1 } }
        pa.require(toFail: pb)
        pb.require(toFail: pa)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100))
        #expect(a + b == 1)
        #expect(pa.state == .possible && pb.state == .possible)
        #expect(view.log.last == "cancelled")
    }
}
