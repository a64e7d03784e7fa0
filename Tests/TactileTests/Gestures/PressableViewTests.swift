import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct PressableViewTests {
    private func scene() -> (Harness, PressableView, log: () -> [String]) {
        let root = View()
        let card = PressableView(frame: Rect(x: 50, y: 50, width: 200, height: 120))
        card.backgroundColor = .white
        let label = View(frame: Rect(x: 10, y: 10, width: 80, height: 40))
        label.backgroundColor = .gray
        card.addSubview(label)
        root.addSubview(card)
        var log: [String] = []
        card.onPressed = { [weak card] in log.append("pressed"); card?.backgroundColor = .blue }
        card.onNormal = { [weak card] in log.append("normal"); card?.backgroundColor = .white }
        card.onReleased = { log.append("released") }
        return (Harness(root: root, size: Size(width: 400, height: 300)), card, { log })
    }

    @Test func pressAndRelease() {
        let (h, card, log) = scene()
        h.touchDown(at: Point(x: 70, y: 70)) // on the subview
        #expect(log() == ["pressed"])
        #expect(card.isPressed)
        #expect(h.recordFrame().shapeColor(at: Point(x: 200.5, y: 150.5)) == .blue)
        h.touchMove(to: Point(x: 75, y: 75))
        #expect(log() == ["pressed"])
        h.touchUp()
        #expect(log() == ["pressed", "normal", "released"])
        #expect(!card.isPressed)
        #expect(h.recordFrame().shapeColor(at: Point(x: 200.5, y: 150.5)) == .white)
    }

    @Test func slidingBeyondTheSlopCancelsWithoutRelease() {
        let (h, card, log) = scene()
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 110, y: 100))
        #expect(log() == ["pressed"])
        h.touchMove(to: Point(x: 111, y: 100))
        #expect(log() == ["pressed", "normal"])
        h.touchMove(to: Point(x: 100, y: 100)) // coming back does not re-press
        h.touchUp()
        #expect(log() == ["pressed", "normal"])
        #expect(!card.isPressed)
        // The next press works.
        h.tap(at: Point(x: 100, y: 100))
        #expect(log() == ["pressed", "normal", "pressed", "normal", "released"])
    }

    @Test func cancelledTouchGoesBackToNormalWithoutRelease() {
        let (h, card, log) = scene()
        h.touchDown(at: Point(x: 100, y: 100))
        h.engine.handle(.focusLost)
        #expect(log() == ["pressed", "normal"])
        h.touchUp()
        #expect(log() == ["pressed", "normal"])
        h.touchDown(at: Point(x: 100, y: 100))
        card.isHidden = true
        #expect(log() == ["pressed", "normal", "pressed", "normal"])
        h.touchUp()
        #expect(log().count == 4)
    }

    @Test func scrollContainerPanTakesADragThatStartsOnIt() {
        let scroller = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let card = PressableView(frame: Rect(x: 50, y: 50, width: 200, height: 120))
        scroller.addSubview(card)
        var log: [String] = []
        card.onPressed = { log.append("pressed") }
        card.onNormal = { log.append("normal") }
        card.onReleased = { log.append("released") }
        var panStates: [GestureRecognizer.State] = []
        scroller.addPanGestureRecognizer { panStates.append($0.state) }
        let h = Harness(subviews: [scroller], size: Size(width: 400, height: 300))
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 200))
        #expect(log == ["pressed", "normal"])
        #expect(panStates.first == .began && panStates.last == .ended)
    }

    @Test func ancestorsTapDoesNotFireWhenPressed() {
        let backdrop = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let card = PressableView(frame: Rect(x: 50, y: 50, width: 200, height: 120))
        backdrop.addSubview(card)
        var dismissed = 0, released = 0
        backdrop.addTapGestureRecognizer { dismissed += 1 }
        card.onReleased = { released += 1 }
        let h = Harness(subviews: [backdrop], size: Size(width: 400, height: 300))
        h.tap(at: Point(x: 100, y: 100))
        #expect(released == 1)
        #expect(dismissed == 0)
        h.tap(at: Point(x: 350, y: 250))
        #expect(dismissed == 1)
    }
}
