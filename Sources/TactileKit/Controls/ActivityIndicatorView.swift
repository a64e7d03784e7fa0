#if canImport(Glibc)
import Glibc
#endif

/// A spinning wheel showing that work is going on, as `UIActivityIndicatorView`: twelve
/// spokes, the bright one stepping round once a second while ``isAnimating``.
///
/// It repaints only while animating and in a window (one small timer, twelve steps a
/// second); stopped, it schedules nothing, so an idle screen draws no frames.
@MainActor
open class ActivityIndicatorView: View {
    /// The size.
    public enum Style: Sendable, Hashable {
        /// 20 points.
        case medium
        /// 37 points.
        case large
    }

    /// The size of the wheel.
    public var style: Style { didSet { invalidateIntrinsicSize() } }
    /// The spokes' colour.
    public var color = Color(white: 0.45) { didSet { setNeedsDisplay() } }
    /// Hides the view while stopped (the default, as in UIKit).
    public var hidesWhenStopped = true { didSet { updateHidden() } }
    /// `true` between ``startAnimating()`` and ``stopAnimating()``.
    public private(set) var isAnimating = false
    /// The bright spoke, 0..<12.
    public private(set) var step = 0

    private var token: TimerToken?
    private weak var timerQueue: TimerQueue?

    /// Creates a stopped indicator (hidden, as `hidesWhenStopped` is on).
    public init(style: Style = .medium) {
        self.style = style
        let d: Float = style == .large ? 37 : 20
        super.init(frame: Rect(x: 0, y: 0, width: d, height: d))
        updateHidden()
    }

    /// Creates a stopped indicator with a frame.
    public override init(frame: Rect) {
        style = .medium
        super.init(frame: frame)
        updateHidden()
    }

    private func invalidateIntrinsicSize() { superview?.setNeedsLayout(); setNeedsDisplay() }

    open override var intrinsicContentSize: Size {
        let d: Float = style == .large ? 37 : 20
        return Size(width: d, height: d)
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Starts spinning (and shows the view).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateHidden()
        startTimer()
    }

    /// Stops spinning (and hides the view when ``hidesWhenStopped``).
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stopTimer()
        updateHidden()
        setNeedsDisplay()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating } else if isHidden && isAnimating { isHidden = false }
    }

    private func startTimer() {
        guard isAnimating, token == nil, let host = window?.context else { return }
        timerQueue = host.timers
        token = host.timers.scheduleRepeating(every: 1.0 / 12.0) { [weak self] in
            guard let self else { return }
            self.step = (self.step + 1) % 12
            self.setNeedsDisplay()
        }
    }

    private func stopTimer() {
        if let token { timerQueue?.cancel(token) }
        token = nil
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopTimer() } else { startTimer() }
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        let r = min(bounds.width, bounds.height) / 2
        guard r > 1 else { return }
        let c = Point(x: bounds.width / 2, y: bounds.height / 2)
        let width = max(2, r * 0.18)
        for i in 0..<12 {
            // The bright spoke is `step`; the ones behind it fade.
            let age = (step - i + 12) % 12
            let alpha = isAnimating ? max(0.2, 1 - Float(age) / 10) : 0.45
            let angle = Double(i) * Double.pi / 6 - Double.pi / 2
            let dx = Float(cos(angle)), dy = Float(sin(angle))
            var colour = color
            colour.a = UInt8(Float(color.a) * alpha)
            renderer.drawLine(from: Point(x: c.x + dx * r * 0.45, y: c.y + dy * r * 0.45),
                              to: Point(x: c.x + dx * (r - width / 2), y: c.y + dy * (r - width / 2)), width: width, color: colour)
        }
    }

    open override var debugTreeDescription: String { isAnimating ? "animating" : "stopped" }

    deinit {
        guard let token else { return }
        let timers = timerQueue
        MainActorCleanup.run { timers?.cancel(token) }
    }
}
