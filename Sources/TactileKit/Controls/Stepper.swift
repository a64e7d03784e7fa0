/// A minus/plus pair that steps a value, as `UIStepper` (94 × 32 points, iOS 13+ look).
///
/// Each tap adds or subtracts ``stepValue`` within ``minimumValue``...``maximumValue``
/// (or wraps round when ``wraps``) and sends ``ControlEvents/valueChanged``. Held down,
/// it repeats (``autorepeat``): after 0.5 s, then every 0.1 s on the engine's clock. Bad
/// numbers never trap: NaN or infinite values are ignored, a step of zero or less keeps
/// the old step, and a minimum above the maximum moves the maximum up to it.
@MainActor
open class Stepper: Control {
    /// The value, always within the range (UIKit's default 0).
    public var value: Double = 0 {
        didSet {
            let v = value.isFinite ? min(maximumValue, max(minimumValue, value)) : oldValue
            if v != value { value = v; return }
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// The lowest value (default 0).
    public var minimumValue: Double = 0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue; return }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = min(maximumValue, max(minimumValue, value))
        }
    }
    /// The highest value (default 100).
    public var maximumValue: Double = 100 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue; return }
            if maximumValue < minimumValue { maximumValue = minimumValue; return }
            value = min(maximumValue, max(minimumValue, value))
        }
    }
    /// The amount a tap adds or subtracts, above zero (default 1).
    public var stepValue: Double = 1 {
        didSet { if !(stepValue.isFinite && stepValue > 0) { stepValue = oldValue } }
    }
    /// Whether stepping past an end goes round to the other end.
    public var wraps = false
    /// Whether holding a button repeats its step.
    public var autorepeat = true
    /// Whether a held button sends ``ControlEvents/valueChanged`` for every repeat (else once on lift).
    public var isContinuous = true
    /// The buttons' fill (``Color/tertiarySystemFill``).
    public var trackColor: Color = .tertiarySystemFill { didSet { setNeedsDisplay() } }
    /// The minus and plus signs' colour (``Color/label``).
    public var signColor: Color = .label { didSet { setNeedsDisplay() } }

    private var pressedSide = 0      // -1 minus, +1 plus, 0 none
    private var repeatToken: TimerToken?
    private weak var repeatQueue: TimerQueue?
    private var changedWhileHeld = false

    /// A stepper; a zero size becomes UIKit's 94 × 32.
    public override init(frame: Rect) {
        var f = frame
        if f.width == 0 { f.size.width = 94 }
        if f.height == 0 { f.size.height = 32 }
        super.init(frame: f)
    }

    open override var intrinsicContentSize: Size { Size(width: 94, height: 32) }

    /// Touches within ``Accessibility/minimumTouchTarget`` around its centre count (44 pt).
    open override func point(inside point: Point, with event: Event?) -> Bool { isInsideMinimumTouchTarget(point) }

    /// Whether the minus (`-1`) or plus (`+1`) side can step now.
    func canStep(_ side: Int) -> Bool {
        wraps || (side < 0 ? value > minimumValue : value < maximumValue)
    }

    /// Steps once towards `side`; returns whether the value changed.
    @discardableResult
    func step(_ side: Int) -> Bool {
        let old = value
        var v = value + Double(side) * stepValue
        if v > maximumValue { v = wraps ? minimumValue : maximumValue }
        if v < minimumValue { v = wraps ? maximumValue : minimumValue }
        value = v
        return value != old
    }

    private func fire() {
        guard step(pressedSide) else { return }
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileHeld = true }
    }

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        let side = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(side) else { return false }
        pressedSide = side
        changedWhileHeld = false
        fire()
        if autorepeat, let queue = window?.context?.timers {
            // On the window's frame clock (virtual under the harness): after 0.5 s held, a
            // step every 0.1 s while the finger stays inside, as UIStepper.
            repeatQueue = queue
            repeatToken = queue.schedule(after: 0.5) { [weak self] in
                guard let self, self.pressedSide != 0 else { return }
                self.repeatToken = queue.scheduleRepeating(every: 0.1) { [weak self] in
                    guard let self, self.isTouchInside else { return }
                    self.fire()
                }
            }
        }
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) { stopHolding() }
    open override func cancelTracking(with event: Event?) { stopHolding() }

    private func stopHolding() {
        stopRepeating()
        pressedSide = 0
        if changedWhileHeld { changedWhileHeld = false; sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    private func stopRepeating() {
        if let token = repeatToken { repeatQueue?.cancel(token) }
        repeatToken = nil
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopRepeating() }
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        let b = bounds
        renderer.fillRoundedRect(b, radius: 8, color: trackColor)
        let half = b.width / 2
        if pressedSide != 0 {
            let r = Rect(x: pressedSide < 0 ? b.minX : b.minX + half, y: b.minY, width: half, height: b.height)
            renderer.withSavedState {
                renderer.clip(to: b, radii: CornerRadii(all: 8))
                renderer.fill(r, color: .tertiarySystemFill)
            }
        }
        renderer.fill(Rect(x: (b.minX + half).rounded(), y: b.minY + 8, width: 1, height: max(0, b.height - 16)), color: .opaqueSeparator)
        let cy = b.midY, arm: Float = 7
        for side in [-1, 1] {
            let cx = b.minX + (side < 0 ? half / 2 : half * 1.5)
            let alpha: Float = isEnabled && canStep(side) ? 1 : 0.3
            let c = signColor.withAlphaComponent(alpha)
            renderer.fill(Rect(x: cx - arm, y: cy - 1, width: arm * 2, height: 2), color: c)
            if side > 0 { renderer.fill(Rect(x: cx - 1, y: cy - arm, width: 2, height: arm * 2), color: c) }
        }
    }

    open override var debugTreeDescription: String {
        DebugText.join([super.debugTreeDescription, "value=\(value)"])
    }
}
