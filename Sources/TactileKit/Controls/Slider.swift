/// A control to pick a value in a range by dragging, as `UISlider`. A finger anywhere on
/// the track moves the thumb there; ``ControlEvents/valueChanged`` follows each move
/// (only on lift when ``isContinuous`` is off). 44 points tall for fingers.
@MainActor
open class Slider: Control {
    private var colors = TrackColors(tint: Color.systemBlue, track: Color(r: 120, g: 120, b: 128, a: 110), thumb: Color.white)

    /// The thumb's radius, in points (14 by default): NaN and infinities restore 14,
    /// negatives become 0, and radii above 1000 are 1000.
    public var thumbRadius: Float = 14 {
        didSet {
            let clean = thumbRadius.isFinite ? min(1000, max(0, thumbRadius)) : 14
            if clean != thumbRadius { thumbRadius = clean; return }
            if thumbRadius != oldValue { setNeedsDisplay() }
        }
    }

    /// The least value (0 by default); NaN and infinities are ignored.
    public var minimumValue: Float = 0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue; return }
            value = clamp(value); setNeedsDisplay()
        }
    }
    /// The greatest value (1 by default); NaN and infinities are ignored.
    public var maximumValue: Float = 1 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue; return }
            value = clamp(value); setNeedsDisplay()
        }
    }

    /// The value, kept within the range (NaN is ignored). Setting it sends no event and ends
    /// a ``setValue(_:animated:)`` slide.
    public var value: Float = 0 {
        didSet {
            let v = value.isFinite ? clamp(value) : oldValue
            if v != value { value = v; return }
            if slide != nil { slide?.stop(); slide = nil; drawnValue = nil }
            if value != oldValue { setNeedsDisplay() }
        }
    }

    /// Seconds ``setValue(_:animated:)`` takes to slide the thumb (NaN, infinite, zero or
    /// negative: at once; at most 60 s, as every animation).
    public var animationDuration: Double = 0.2 { didSet { animationDuration = animationDuration.animationDurationClamped } }

    /// Where the thumb is drawn while it slides (``value`` is already the target, as UIKit).
    private var drawnValue: Float?
    private var slide: ValueAnimation?

    /// Send ``ControlEvents/valueChanged`` while dragging (`true`) or only on lift.
    public var isContinuous = true

    /// The filled part of the track (left of the thumb).
    public var minimumTrackTintColor: Color {
        get { colors.tint.value() }
        set { colors.tint.set(newValue, by: .code); setNeedsDisplay() }
    }

    /// The empty part of the track.
    public var maximumTrackTintColor: Color {
        get { colors.track.value() }
        set { colors.track.set(newValue, by: .code); setNeedsDisplay() }
    }

    /// The thumb's colour.
    public var thumbColor: Color {
        get { colors.thumb.value() }
        set { colors.thumb.set(newValue, by: .code); setNeedsDisplay() }
    }

    /// Creates a slider; a zero height becomes 44.
    public override init(frame: Rect) {
        var f = frame
        if f.height == 0 { f.size.height = 44 }
        super.init(frame: f)
        drawingOutset = Slider.shadowReach  // the thumb's shadow reaches outside the 44-point-tall bounds
    }

    private func clamp(_ v: Float) -> Float {
        let lo = min(minimumValue, maximumValue), hi = max(minimumValue, maximumValue)
        return min(hi, max(lo, v))
    }

    /// Sets the value; `animated`, the thumb slides there over ``animationDuration`` (the
    /// ``value`` property is the new value at once, as UIKit).
    public func setValue(_ value: Float, animated: Bool) {
        let from = drawnValue ?? self.value
        self.value = value  // ends a running slide
        guard animated, self.value != from else { return }
        drawnValue = from
        slide = ValueAnimation.start(on: self, from: from, to: self.value, duration: animationDuration, easing: .easeInOut,
                                     update: { [weak self] v in self?.drawnValue = v; self?.setNeedsDisplay() },
                                     completion: { [weak self] _ in self?.drawnValue = nil; self?.setNeedsDisplay() })
        if slide == nil { drawnValue = nil }
    }

    private var trackStart: Float { thumbRadius + 2 }
    private var trackEnd: Float { max(trackStart, bounds.width - thumbRadius - 2) }

    private func value(at x: Float) -> Float {
        let span = trackEnd - trackStart
        let t = span > 0 ? min(1, max(0, (x - trackStart) / span)) : 0
        let v = minimumValue + (maximumValue - minimumValue) * t
        return v.isFinite ? v : minimumValue + (maximumValue * t - minimumValue * t)
    }

    private var thumbX: Float {
        let range = maximumValue - minimumValue
        var t = range != 0 ? ((drawnValue ?? value) - minimumValue) / range : 0
        if !t.isFinite { t = 0 }  // a range wider than Float holds (-3e38...3e38)
        return trackStart + (trackEnd - trackStart) * t
    }

    private var lastSent: Float?

    private func move(to touch: Touch, send: Bool) {
        let v = value(at: touch.location(in: self).x)
        guard v != value else { return }
        value = v
        if send && isContinuous { sendActions(for: .valueChanged); lastSent = value }
    }

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        lastSent = value
        move(to: touch, send: true)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        move(to: touch, send: true)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { move(to: touch, send: true) }
        if lastSent != value { sendActions(for: .valueChanged) }
        lastSent = nil
    }

    /// A slider keeps tracking wherever the finger goes.
    open override func isInsideTrackingArea(_ point: Point) -> Bool { true }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        let midY = bounds.height / 2
        let h: Float = 6
        let x0 = trackStart, x1 = trackEnd, tx = thumbX
        var fill = minimumTrackTintColor, empty = maximumTrackTintColor, thumb = thumbColor
        if !isEnabled { fill = fill.withAlphaComponent(0.4); empty = empty.withAlphaComponent(0.3); thumb = thumb.withAlphaComponent(0.7) }
        renderer.fillRoundedRect(Rect(x: x0 - h / 2, y: midY - h / 2, width: x1 - x0 + h, height: h), radius: h / 2, color: empty)
        if tx > x0 { renderer.fillRoundedRect(Rect(x: x0 - h / 2, y: midY - h / 2, width: tx - x0 + h, height: h), radius: h / 2, color: fill) }
        if isHighlighted { thumb = thumb.darkened(by: 0.1) }
        // As iOS's thumb: Gaussian shadows (a close one and a wide soft one further down,
        // Graphics/Renderer+ThumbShadow.swift) and a hairline edge, so a white thumb still
        // shows on a white card.
        let fade: Float = isEnabled ? 1 : 0.5
        let r = thumbRadius
        renderer.drawThumbShadows(Rect(x: tx - r, y: midY - r, width: 2 * r, height: 2 * r), Renderer.sliderThumbShadows, fade: fade)
        renderer.fillCircle(center: Point(x: tx, y: midY), radius: r + 0.5, color: Color(r: 0, g: 0, b: 0, a: UInt8(26 * fade)))
        renderer.fillCircle(center: Point(x: tx, y: midY), radius: r, color: thumb)
    }

    static let shadowReach = Renderer.reach(of: Renderer.sliderThumbShadows)

    /// No natural width (a slider stretches); 44 points tall.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 44) }
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width.isFinite && size.width > 0 ? size.width : 200, height: 44)
    }

    // MARK: Theme

    /// The tint (`tintColor` or `onTintColor`), track and thumb colours.
    open override class var styleProperties: [StyleBinding] {
        super.styleProperties + TrackColors.bindings(\Slider.colors)
    }

    open override class var styleTypeNames: [String] { ["View", "Control", "Slider"] }

    // MARK: Debugging

    /// The value, the range when it is not 0…1, then the control state: `value=0.25`.
    open override var debugTreeDescription: String {
        let range = minimumValue == 0 && maximumValue == 1
            ? "" : "range=\(DebugText.number(minimumValue))...\(DebugText.number(maximumValue))"
        return DebugText.join(["value=\(DebugText.number(value))", range, super.debugTreeDescription])
    }
}
