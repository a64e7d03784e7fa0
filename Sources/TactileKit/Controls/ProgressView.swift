/// A bar showing how far a task has got, as `UIProgressView`.
@MainActor
open class ProgressView: View {
    /// The fraction done, 0...1 (NaN counts as 0; values outside are clamped).
    public var progress: Float {
        get { shownProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's colour.
    public var progressTintColor = Color.systemBlue { didSet { setNeedsDisplay() } }
    /// The track's colour.
    public var trackTintColor = Color(white: 0.85) { didSet { setNeedsDisplay() } }

    private var shownProgress: Float = 0 { didSet { if shownProgress != oldValue { setNeedsDisplay() } } }
    private var driver: TransitionDriver?

    /// Creates a bar.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Sets the progress, moving the bar there over a quarter of a second when `animated`.
    public func setProgress(_ value: Float, animated: Bool) {
        let target = value.isNaN ? 0 : min(1, max(0, value))
        driver?.finishNow()
        let start = shownProgress
        guard animated, target != start, let host = window?.context else { shownProgress = target; return }
        let d = TransitionDriver(host: host, curve: .easeInOut, update: { [weak self] p in
            self?.shownProgress = start + (target - start) * Float(p)
        }, completion: { [weak self] _ in
            self?.shownProgress = target
            self?.driver = nil
        })
        driver = d
        d.start(duration: 0.25)
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 4) }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        let h = bounds.height
        let radius = min(h / 2, 3)
        renderer.fillRoundedRect(bounds, radius: radius, color: trackTintColor)
        let w = (bounds.width * shownProgress).rounded()
        if w > 0 { renderer.fillRoundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: min(radius, w / 2), color: progressTintColor) }
    }

    open override var debugTreeDescription: String { "progress=\(shownProgress)" }
}
