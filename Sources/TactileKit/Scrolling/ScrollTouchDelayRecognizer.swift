/// The scroll view's touch-down watcher, as UIKit's delayed-touches-began recognizer: it sees
/// every touch in the scroll view first (a touch stops a deceleration), and while
/// `delaysContentTouches` is on it holds the content's `touchesBegan` back for
/// ``delay`` seconds, until the finger lifts, or until the scroll view's pan takes the touch
/// (then the content never sees it). It never recognises; it fails to release what it held.
@MainActor
final class ScrollTouchDelayRecognizer: GestureRecognizer {
    /// How long content touches are held back (UIKit's 150 ms).
    static let delay: Double = 0.15
    weak var scrollView: ScrollView?
    private var timer: TimerToken?

    required init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
        name = "ScrollView.touchDelay"
        shouldRecognizeSimultaneously = { _, _ in true }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        scrollView?.touchDidBegin()
        guard delaysTouchesBegan, timer == nil else {
            if !delaysTouchesBegan { state = .failed }
            return
        }
        timer = schedule(after: ScrollTouchDelayRecognizer.delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if touches.count >= numberOfTouches || allLifting { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = .failed
    }

    private var allLifting: Bool {
        self.touches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
    }

    override func reset() {
        super.reset()
        timer = nil
        // Every finger of the gesture lifted (or the scroll view left the window).
        scrollView?.touchesDidEnd()
    }
}
