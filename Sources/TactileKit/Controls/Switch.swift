/// An on/off toggle, as `UISwitch`: a tap flips it and sends
/// ``ControlEvents/valueChanged``. Drawn 60x34, touchable in at least 44x44 (further with
/// the tracking slop while a finger is down).
@MainActor
open class Switch: Control {
    private var colors = TrackColors(tint: Color(r: 52, g: 199, b: 89), track: Color(r: 120, g: 120, b: 128), thumb: Color.white)

    /// The natural size of the control.
    public static let defaultSize = Size(width: 60, height: 34)

    /// Whether the switch is on; setting it is ``setOn(_:animated:)`` without animation
    /// (no ``ControlEvents/valueChanged``), as `UISwitch.isOn`.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false

    /// The track's colour when on.
    public var onTintColor: Color {
        get { colors.tint.value() }
        set { colors.tint.set(newValue, by: .code); setNeedsDisplay() }
    }

    /// The track's colour when off.
    public var trackColor: Color {
        get { colors.track.value() }
        set { colors.track.set(newValue, by: .code); setNeedsDisplay() }
    }

    /// The thumb's colour.
    public var thumbColor: Color {
        get { colors.thumb.value() }
        set { colors.thumb.set(newValue, by: .code); setNeedsDisplay() }
    }

    /// Creates a switch at its natural size.
    public override init(frame: Rect) {
        super.init(frame: frame.size == .zero ? Rect(origin: frame.origin, size: Switch.defaultSize) : frame)
        drawingOutset = Switch.shadowReach  // the thumb's shadow reaches below the track
    }

    /// Seconds the thumb takes to slide when the switch is toggled with animation; NaN,
    /// infinite, zero or negative values make it jump (nothing keeps running); at most 60 s
    /// (a longer value is cut to 60, as every animation's).
    public var animationDuration: Double = 0.15 { didSet { animationDuration = animationDuration.animationDurationClamped } }

    /// Where the thumb is drawn: 0 off, 1 on (in between while it slides).
    public private(set) var thumbPosition: Float = 0

    private var animation: ValueAnimation?

    /// Turns the switch on or off without sending ``ControlEvents/valueChanged`` (as UIKit).
    /// Animated, the thumb slides over ``animationDuration`` on the engine's clock (frames
    /// run only while it moves).
    public func setOn(_ on: Bool, animated: Bool = false) {
        guard on != self.on else { return }
        self.on = on
        isSelected = on
        stopAnimation()
        let target: Float = on ? 1 : 0
        animation = ValueAnimation.start(on: self, from: thumbPosition, to: target, duration: animated ? animationDuration : 0,
                                         easing: .easeInOut) { [weak self] p in
            self?.thumbPosition = p
            self?.setNeedsDisplay()
        }
    }

    private func stopAnimation() {
        animation?.stop()
        animation = nil
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Leaving the window ends a slide (its timer would otherwise keep the app awake).
        if window == nil, animation != nil { stopAnimation(); thumbPosition = isOn ? 1 : 0 }
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        guard touch != nil, isTouchInside else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    open override var sendsPrimaryActionOnTap: Bool { true }

    open override func point(inside point: Point, with event: Event?) -> Bool {
        let m = Accessibility.minimumTouchTarget
        let dx = max(0, (m - bounds.width) / 2), dy = max(0, (m - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        let b = Rect(origin: .zero, size: bounds.size)
        let h = min(b.height, b.width / 1.6)
        let track = Rect(x: 0, y: (b.height - h) / 2, width: b.width, height: h)
        let p = thumbPosition
        var color = Switch.mix(trackColor, onTintColor, p)
        if !isEnabled { color = color.withAlphaComponent(0.4) }
        renderer.fillRoundedRect(track, radius: h / 2, color: color)
        let r = h / 2 - 3
        let cx = track.minX + h / 2 + (track.width - h) * p
        var thumb = thumbColor
        if isHighlighted { thumb = thumb.darkened(by: 0.1) }
        if !isEnabled { thumb = thumb.withAlphaComponent(0.7) }
        // As iOS's knob: a soft Gaussian drop shadow and a tight one (Graphics/Renderer+ThumbShadow.swift).
        renderer.drawThumbShadows(Rect(x: cx - r, y: track.midY - r, width: 2 * r, height: 2 * r), Renderer.switchThumbShadows,
                                  fade: isEnabled ? 1 : 0.5)
        renderer.fillCircle(center: Point(x: cx, y: track.midY), radius: r, color: thumb)
    }

    static let shadowReach = Renderer.reach(of: Renderer.switchThumbShadows)

    static func mix(_ a: Color, _ b: Color, _ t: Float) -> Color {
        if t <= 0 { return a }
        if t >= 1 { return b }
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Float(x) + (Float(y) - Float(x)) * t).rounded()) }
        return a.combineAppearances(with: b) { p, q in Color(r: m(p.r, q.r), g: m(p.g, q.g), b: m(p.b, q.b), a: m(p.a, q.a)) }
    }

    open override var intrinsicContentSize: Size { Switch.defaultSize }
    open override func sizeThatFits(_ size: Size) -> Size { Switch.defaultSize }

    // MARK: Theme

    /// The tint (`tintColor` or `onTintColor`), track and thumb colours.
    open override class var styleProperties: [StyleBinding] {
        super.styleProperties + TrackColors.bindings(\Switch.colors)
    }

    open override class var styleTypeNames: [String] { ["View", "Control", "Switch"] }

    // MARK: Debugging

    /// `on` or `off`, then `disabled` / `highlighted` (selected mirrors on, so it is left out).
    open override var debugTreeDescription: String {
        DebugText.join([isOn ? "on" : "off", stateWords(includingSelected: false)])
    }
}
