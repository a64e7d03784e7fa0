import Tactile

/// Drives a harness's ``ScreenReader`` with the gestures a blind person makes (real touches
/// on the virtual clock: the reader's gesture recognition is what is tested) and reads back
/// what it said. Get one from `harness.screenReader`; ``start()`` it first.
@MainActor
public struct ScreenReaderDriver {
    /// The harness the gestures go to.
    public let harness: Harness

    /// The engine's screen reader.
    public var reader: ScreenReader { harness.engine.screenReader }

    /// Starts the reader (it focuses and speaks the first element).
    public func start() {
        reader.start()
        harness.runFrame()
    }

    /// Everything said so far, oldest first.
    public var spokenText: [String] { reader.spokenText }
    /// The last thing said.
    public var lastSpoken: String? { reader.spokenText.last }
    /// The focused element's label.
    public var focusedLabel: String? { reader.focusedElement?.accessibilityLabel }

    private var centre: Point { Point(x: harness.window.bounds.midX, y: harness.window.bounds.midY) }

    /// One quick stroke of `fingers` fingers by (dx, dy) points, starting near the centre.
    public func swipe(dx: Float, dy: Float, fingers: Int = 1) {
        let starts = (0..<fingers).map { Point(x: centre.x + Float($0) * 40 - 40, y: centre.y) }
        for (i, p) in starts.enumerated() { harness.touchDown(at: p, finger: 30 + i) }
        for step in 1...4 {
            harness.advance(by: 0.02)
            let f = Float(step) / 4
            for (i, p) in starts.enumerated() { harness.touchMove(to: Point(x: p.x + dx * f, y: p.y + dy * f), finger: 30 + i) }
        }
        for (i, _) in starts.enumerated() { harness.touchUp(finger: 30 + i) }
        harness.advance(by: 0.05)
    }

    /// Next element (one-finger swipe right).
    public func swipeRight() { swipe(dx: 120, dy: 0) }
    /// Previous element (one-finger swipe left).
    public func swipeLeft() { swipe(dx: -120, dy: 0) }
    /// Adjusts up (one-finger swipe up).
    public func swipeUp() { swipe(dx: 0, dy: -120) }
    /// Adjusts down (one-finger swipe down).
    public func swipeDown() { swipe(dx: 0, dy: 120) }
    /// Scrolls a page down (three-finger swipe up).
    public func threeFingerSwipeUp() { swipe(dx: 0, dy: -120, fingers: 3) }
    /// Scrolls a page up (three-finger swipe down).
    public func threeFingerSwipeDown() { swipe(dx: 0, dy: 120, fingers: 3) }
    /// Reads everything (two-finger swipe up).
    public func twoFingerSwipeUp() { swipe(dx: 0, dy: -120, fingers: 2) }

    /// Activates the focused element: two quick taps anywhere, then the app's transitions.
    public func doubleTap() {
        let p = Point(x: centre.x, y: centre.y + 30)
        harness.tap(at: p, finger: 40)
        harness.advance(by: 0.1)
        harness.tap(at: p, finger: 40)
        harness.advance(by: 0.7)
        harness.waitForTransitions()
    }

    /// Escapes (two-finger scrub: a quick right-left-right zigzag).
    public func scrub() {
        let a = Point(x: centre.x - 60, y: centre.y), b = Point(x: centre.x - 20, y: centre.y + 20)
        harness.touchDown(at: a, finger: 41)
        harness.touchDown(at: b, finger: 42)
        for (i, dx) in [40, -40, 40, -40, 40].enumerated() {
            harness.advance(by: 0.03)
            let x = Float(dx) + Float(i)
            harness.touchMove(to: Point(x: a.x + x, y: a.y + Float(i) * 4), finger: 41)
            harness.touchMove(to: Point(x: b.x + x, y: b.y + Float(i) * 4), finger: 42)
        }
        harness.touchUp(finger: 41)
        harness.touchUp(finger: 42)
        harness.advance(by: 0.7)
        harness.waitForTransitions()
    }

    /// Touch exploration: a finger put down at `point`, held until it explores, and lifted
    /// (on a keyboard key this types it).
    public func explore(at point: Point) {
        harness.touchDown(at: point, finger: 43)
        harness.advance(by: 0.35)
        harness.touchUp(finger: 43)
        harness.advance(by: 0.05)
    }

    /// A split tap: one finger explores at `point` (focusing what is there), a second finger
    /// taps at `tap` (80 points to the right by default) while the first stays down, then both
    /// lift. Activates the focused element, as VoiceOver's split tap.
    public func splitTap(exploringAt point: Point, tapAt tap: Point? = nil) {
        harness.touchDown(at: point, finger: 45)
        harness.advance(by: 0.35)
        harness.touchDown(at: tap ?? Point(x: point.x + 80, y: point.y), finger: 46)
        harness.advance(by: 0.08)
        harness.touchUp(finger: 46)
        harness.advance(by: 0.1)
        harness.touchUp(finger: 45)
        harness.advance(by: 0.7)
        harness.waitForTransitions()
    }

    /// A double tap whose second touch is held and dragged by (dx, dy): the touch passes
    /// through to the focused element (drag a slider).
    public func doubleTapAndHold(dragBy dx: Float = 0, _ dy: Float = 0) {
        let p = Point(x: centre.x, y: centre.y + 30)
        harness.tap(at: p, finger: 44)
        harness.advance(by: 0.1)
        harness.touchDown(at: p, finger: 44)
        harness.advance(by: 0.5)
        for step in 1...10 {
            harness.advance(by: 0.02)
            harness.touchMove(to: Point(x: p.x + dx * Float(step) / 10, y: p.y + dy * Float(step) / 10), finger: 44)
        }
        harness.touchUp(finger: 44)
        harness.advance(by: 0.1)
    }

    /// Swipes right until the focused element's label is `label` (at most `limit` swipes);
    /// returns whether it got there.
    @discardableResult
    public func moveTo(_ label: String, limit: Int = 60) -> Bool {
        for _ in 0..<limit {
            if focusedLabel == label { return true }
            swipeRight()
        }
        return focusedLabel == label
    }
}
