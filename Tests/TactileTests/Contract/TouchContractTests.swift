import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// One test per defect of the touch contract found by adversarial testing (issue 11):
/// each touch a view saw begin ends exactly once, whatever the app does in its callbacks.
@MainActor
@Suite struct TouchContractTests {
    func scene() -> (Harness, RecordingView, View) {
        let root = View()
        let parent = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let target = RecordingView(frame: Rect(x: 20, y: 20, width: 200, height: 150))
        parent.addSubview(target)
        root.addSubview(parent)
        return (Harness(root: root, size: Size(width: 300, height: 200)), target, parent)
    }

    @Test(arguments: ["remove", "hide", "disable", "transparent", "removeParent"])
    func aViewChangingItselfInTouchesEndedGetsNoCancel(_ change: String) {
        let (h, target, parent) = scene()
        target.onEnded = { v in
            switch change {
            case "remove": v.removeFromSuperview()
            case "hide": v.isHidden = true
            case "disable": v.isUserInteractionEnabled = false
            case "transparent": v.alpha = 0
            default: parent.removeFromSuperview()
            }
        }
        h.tap(at: Point(x: 50, y: 50))
        #expect(target.log == ["began", "ended"])
        h.tap(at: Point(x: 50, y: 50))
        #expect(h.window.touches.isEmpty)
    }

    @Test func aViewRemovingItselfInTouchesBeganGetsOneCancel() {
        let (h, target, _) = scene()
        target.onBegan = { v, _ in v.removeFromSuperview() }
        h.touchDown(at: Point(x: 50, y: 50))
        h.touchMove(to: Point(x: 60, y: 60))
        h.touchUp()
        #expect(target.log == ["began", "cancelled"])
    }

    @Test func aButtonDisablingItselfInItsActionGetsNoCancel() {
        let button = LoggingButton(frame: Rect(x: 10, y: 10, width: 120, height: 44))
        button.setTitle("Buy", for: .normal)
        let h = Harness(subviews: [button], size: Size(width: 200, height: 100))
        var fired = 0
        button.addAction(for: .touchUpInside) { b in
            fired += 1
            b.isEnabled = false
        }
        h.tap(at: Point(x: 50, y: 30))
        #expect(fired == 1)
        #expect(button.log == ["began", "ended"])
        #expect(!button.isHighlighted)
        h.tap(at: Point(x: 50, y: 30))
        #expect(fired == 1, "a disabled button does not fire")
    }

    @Test func aPanWhoseViewRemovesItselfWhenCancelledReportsBeganThenCancelled() {
        let (h, target, _) = scene()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { r in states.append(r.state) }
        target.addGestureRecognizer(pan)
        target.onCancelled = { v in v.removeFromSuperview() }
        h.drag(from: Point(x: 40, y: 50), to: Point(x: 180, y: 60))
        #expect(target.log == ["began", "moved", "cancelled"] || target.log == ["began", "cancelled"])
        #expect(states == [.began, .cancelled], "the recognizer's own transition is never reordered: \(states)")
        #expect(pan.state == .possible)
    }

    @Test func aRecognizerRemovedInsideItsOwnActionEndsCleanly() {
        let (h, target, _) = scene()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer()
        pan.addAction { r in
            states.append(r.state)
            if r.state == .changed { target.removeGestureRecognizer(r) }
        }
        target.addGestureRecognizer(pan)
        h.drag(from: Point(x: 40, y: 50), to: Point(x: 180, y: 60))
        #expect(states.first == .began)
        #expect(states.last == .cancelled)
        #expect(states.filter { $0 == .cancelled }.count == 1)
        #expect(!states.contains(.possible) && !states.contains(.failed))
    }

    /// Phases held back by `delaysTouchesBegan` and released after the finger lifted:
    /// the view gets exactly one begin and one end even when its `touchesBegan` removes or
    /// moves it.
    @Test(arguments: ["remove", "move", "none"])
    func heldPhasesReleasedAfterLiftEndOnce(_ change: String) {
        let (h, target, parent) = scene()
        let other = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        h.root.insertSubview(other, at: 0)
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesBegan = true
        target.addGestureRecognizer(double)
        target.onBegan = { v, _ in
            if change == "remove" { v.removeFromSuperview() } else if change == "move" { other.addSubview(v) }
        }
        h.tap(at: Point(x: 50, y: 50))
        #expect(target.log.isEmpty, "held while the double tap may still recognise")
        h.advance(by: 0.5)
        #expect(target.log == ["began", "ended"] || target.log == ["began", "cancelled"], "\(target.log)")
        _ = parent
    }

    /// A finger lifted while a double tap holds its end back; the view leaves the window
    /// before the double tap decides: it still gets its end (a cancel).
    @Test func aViewRemovedWhileItsLiftedTouchIsHeldGetsItsEnd() {
        let (h, target, _) = scene()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        target.addGestureRecognizer(double)
        h.tap(at: Point(x: 50, y: 50))
        #expect(target.log == ["began"], "the end is held while the double tap waits")
        target.removeFromSuperview()
        #expect(target.log == ["began", "cancelled"])
        h.advance(by: 0.5)
        #expect(target.log == ["began", "cancelled"])
    }

    /// A view removed inside its own `touchesBegan` with nothing else holding it: the touch
    /// keeps it alive until it got its cancel, then lets it go.
    @Test func aViewNobodyHoldsStillGetsItsCancelThenIsFreed() {
        var log: [String] = []
        weak var weakOld: RecordingView?
        let container = View()
        let h = Harness(root: container, size: Size(width: 100, height: 100))
        do {
            let old = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            weakOld = old
            container.addSubview(old)
            old.onBegan = { v, _ in v.removeFromSuperview() }
            old.onCancelled = { v in log = v.log }
        }
        h.touchDown(at: Point(x: 50, y: 50))
        #expect(log == ["began", "cancelled"])
        h.touchUp()
        #expect(weakOld == nil, "freed once its touch ended")
    }

    /// `require(toFail:)` cycles of any length are broken deterministically: the view still
    /// gets its end and the recognizers settle.
    @Test(arguments: [2, 3, 5])
    func requireToFailCyclesDoNotWaitForever(_ length: Int) {
        let (h, target, _) = scene()
        var fired: [Int] = []
        var taps: [TapGestureRecognizer] = []
        for i in 0..<length {
            let t = TapGestureRecognizer()
            t.addAction { _ in fired.append(i) }
            t.cancelsTouchesInView = false
            taps.append(t)
            target.addGestureRecognizer(t)
        }
        for i in 0..<length { taps[i].require(toFail: taps[(i + 1) % length]) }
        h.tap(at: Point(x: 50, y: 50))
        h.advance(by: 1)
        #expect(fired.count == 1, "exactly one of the cycle recognises: \(fired)")
        #expect(target.log == ["began", "ended"])
        #expect(taps.allSatisfy { $0.state == .possible })
        // Deterministic: the same tap again gives the same winner.
        let first = fired
        fired.removeAll()
        h.tap(at: Point(x: 50, y: 50))
        h.advance(by: 1)
        #expect(fired == first)
    }

    @Test func aResizedWindowOfAnotherSizeThanTheOutputMapsTapsToTheOutput() {
        let left = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = RecordingView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        let h = Harness(subviews: [left, right], size: Size(width: 300, height: 100))
        // The window reports a size its (offscreen) output did not take.
        h.send(sdlEvent: SDLEventFactory.resize(width: 600, height: 200))
        h.tap(at: Point(x: 250, y: 50))
        #expect(right.log == ["began", "ended"])
        #expect(left.log.isEmpty)
    }

    @Test func aTouchDownIsHitTestedOnce() {
        let root = CountingView()
        let h = Harness(root: root, size: Size(width: 100, height: 100))
        root.hitTests = 0
        h.touchDown(at: Point(x: 50, y: 50))
        #expect(root.hitTests == 1)
        h.touchUp()
    }
}

@MainActor
final class CountingView: View {
    var hitTests = 0
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        hitTests += 1
        return super.hitTest(point, with: event)
    }
}

@MainActor
final class LoggingButton: Button {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began"); super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended"); super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled"); super.touchesCancelled(touches, with: event) }
}
