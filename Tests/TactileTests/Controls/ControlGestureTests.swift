import Testing
import Tactile
import TactileTesting
import TactilePreviews

/// A button inside a card that has a tap recognizer: the button keeps its own taps.
@MainActor
@Suite struct ControlGestureTests {
    /// A card at (100, 100, 400, 200) with a tap recognizer and a button at (20, 20, 160, 60) in it.
    func setUp() -> (Harness, Button, Box) {
        let root = View()
        let card = View(frame: Rect(x: 100, y: 100, width: 400, height: 200))
        card.backgroundColor = .white
        let button = Button(title: "Buy")
        button.frame = Rect(x: 20, y: 20, width: 160, height: 60)
        card.addSubview(button)
        root.addSubview(card)
        let box = Box()
        card.addTapGestureRecognizer { box.cardTaps += 1 }
        button.addAction(for: .touchUpInside) { _ in box.buttonTaps += 1 }
        button.addAction(for: .touchCancel) { _ in box.buttonCancels += 1 }
        let h = Harness(root: root, size: Size(width: 800, height: 480))
        return (h, button, box)
    }

    final class Box { var cardTaps = 0; var buttonTaps = 0; var buttonCancels = 0 }

    @Test func tapOnButtonFiresButtonNotCard() {
        let (h, button, box) = setUp()
        h.tap(at: Point(x: 200, y: 150))
        h.advance(by: 0.5)
        #expect(box.buttonTaps == 1)
        #expect(box.buttonCancels == 0)
        #expect(box.cardTaps == 0)
        #expect(!button.isHighlighted)
    }

    @Test func tapOnCardElsewhereFiresCard() {
        let (h, _, box) = setUp()
        h.tap(at: Point(x: 400, y: 250))
        h.advance(by: 0.5)
        #expect(box.cardTaps == 1)
        #expect(box.buttonTaps == 0)
    }

    @Test func buttonTapsRepeatedlyThenCardStillWorks() {
        let (h, _, box) = setUp()
        for _ in 0..<3 { h.tap(at: Point(x: 200, y: 150)); h.advance(by: 0.5) }
        h.tap(at: Point(x: 450, y: 270))
        h.advance(by: 0.5)
        #expect(box.buttonTaps == 3)
        #expect(box.cardTaps == 1)
    }

    /// A tap recognizer on the button itself still recognises (only ancestors' are refused).
    @Test func ownTapRecognizerStillBegins() {
        let (h, button, _) = setUp()
        var own = 0
        button.addTapGestureRecognizer { own += 1 }
        h.tap(at: Point(x: 200, y: 150))
        h.advance(by: 0.5)
        #expect(own == 1)
    }

    /// A pan on the card is not refused by the control (only taps are).
    @Test func panOnAncestorStillBeginsOverButton() {
        let (h, _, box) = setUp()
        var pans = 0
        card(of: h).addPanGestureRecognizer { r in if r.state == .began { pans += 1 } }
        h.drag(from: Point(x: 200, y: 150), to: Point(x: 300, y: 250))
        h.advance(by: 0.5)
        #expect(pans == 1)
        #expect(box.buttonTaps == 0)
    }

    private func card(of h: Harness) -> View { h.window.rootView!.subviews[0] }
}

/// The AccentButton has an interactive strip subview: a tap on the strip is under the
/// strip, the button still decides and the card's tap is refused.
@MainActor
@Suite struct AccentButtonGestureTests {
    @Test func tapOnAccentStripFiresButtonNotCard() {
        let root = View()
        let card = View(frame: Rect(x: 0, y: 0, width: 600, height: 300))
        let button = AccentButton(title: "Accent")
        button.frame = Rect(x: 40, y: 40, width: 300, height: 80)
        card.addSubview(button)
        root.addSubview(card)
        var cardTaps = 0, buttonTaps = 0
        card.addTapGestureRecognizer { cardTaps += 1 }
        button.addAction(for: .touchUpInside) { _ in buttonTaps += 1 }
        let h = Harness(root: root, size: Size(width: 800, height: 480))
        h.advance(by: 0.1)
        #expect(h.window.hitTest(Point(x: 60, y: 80), with: nil) === button.lhsView)
        h.tap(at: Point(x: 60, y: 80))
        h.advance(by: 0.5)
        #expect(buttonTaps == 1)
        #expect(cardTaps == 0)
    }
}
