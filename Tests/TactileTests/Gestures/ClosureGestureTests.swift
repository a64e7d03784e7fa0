import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ClosureGestureTests {
    @Test func helpersEnableInteractionAndReturnTheRecognizer() {
        let (h, view) = makeScene()
        view.isUserInteractionEnabled = false
        var taps = 0
        let tap = view.addTapGestureRecognizer { taps += 1 }
        #expect(view.isUserInteractionEnabled)
        #expect(view.gestureRecognizers?.contains { $0 === tap } == true)
        h.tap(at: Point(x: 100, y: 100))
        #expect(taps == 1)
        view.removeGestureRecognizer(tap)
        h.tap(at: Point(x: 100, y: 100))
        #expect(taps == 1)
        #expect(tap.view == nil)
    }

    @Test func eachHelperAttachesItsKind() {
        let v = View()
        v.isUserInteractionEnabled = false
        let a: [GestureRecognizer] = [
            v.addTapGestureRecognizer(numberOfTaps: 3) {},
            v.addLongPressGestureRecognizer(minimumPressDuration: 0.2) {},
            v.addPanGestureRecognizer { _ in },
            v.addSwipeGestureRecognizer(direction: .up) {},
            v.addPinchGestureRecognizer { _ in },
        ]
        #expect(v.isUserInteractionEnabled)
        #expect((a[0] as? TapGestureRecognizer)?.numberOfTapsRequired == 3)
        #expect((a[1] as? LongPressGestureRecognizer)?.minimumPressDuration == 0.2)
        #expect(a[2] is PanGestureRecognizer)
        #expect((a[3] as? SwipeGestureRecognizer)?.direction == .up)
        #expect(a[4] is PinchGestureRecognizer)
        #expect(v.gestureRecognizers?.count == 5)
    }

    @Test func viewWithClosureGestureCapturingItWeaklyIsDeallocated() {
        let (h, _) = makeScene()
        weak var weakView: View?
        weak var weakRecognizer: GestureRecognizer?
        var taps = 0
        do {
            let card = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
            h.root.addSubview(card)
            let tap = card.addTapGestureRecognizer { [weak card] in
                taps += 1
                card?.backgroundColor = .red
            }
            let press = card.addLongPressGestureRecognizer(minimumPressDuration: 0.3) { [weak card] r in
                card?.alpha = r.state == .began ? 0.5 : 1
            }
            tap.require(toFail: press)
            weakView = card
            weakRecognizer = tap
            h.tap(at: Point(x: 50, y: 50))
            h.advance(by: 0.1)
            h.touchDown(at: Point(x: 50, y: 50))   // leave a finger down and a timer pending
            card.removeFromSuperview()
        }
        h.touchUp()
        h.advance(by: 1)
        #expect(taps == 1)
        #expect(weakView == nil)
        #expect(weakRecognizer == nil)
    }

    @Test func typedInitializerAndActionsCanBeRemoved() {
        let (h, view) = makeScene()
        var log: [String] = []
        let press = LongPressGestureRecognizer { r in log.append("a:\(r.state)") }
        press.minimumPressDuration = 0
        let token = press.addAction { r in log.append("b:\(r.minimumPressDuration)") }
        view.addGestureRecognizer(press)
        h.touchDown(at: Point(x: 100, y: 100))
        #expect(log == ["a:began", "b:0.0"])
        press.removeAction(token)
        h.touchUp()
        #expect(log == ["a:began", "b:0.0", "a:ended"])
        press.removeAllActions()
        h.tap(at: Point(x: 100, y: 100))
        #expect(log.count == 3)
    }
}
