/// An on/off toggle, as `UISwitch`: a tap flips it and sends
/// ``ControlEvents/valueChanged``. Drawn 60x34, touchable in at least 44x44 (further with
/// the tracking slop while a finger is down).
@MainActor
open class Switch: Control {
    private var onTintSlot = Themed(Color(r: 52, g: 199, b: 89))
    private var trackSlot = Themed(Color(r: 120, g: 120, b: 128))
    private var thumbSlot = Themed(Color.white)

    /// The natural size of the control.
    public static let defaultSize = Size(width: 60, height: 34)

    /// Whether the switch is on.
    public private(set) var isOn = false

    /// The track's colour when on.
    public var onTintColor: Color {
        get { onTintSlot.value }
        set { onTintSlot.explicit = newValue; setNeedsDisplay() }
    }

    /// The track's colour when off.
    public var trackColor: Color {
        get { trackSlot.value }
        set { trackSlot.explicit = newValue; setNeedsDisplay() }
    }

    /// The thumb's colour.
    public var thumbColor: Color {
        get { thumbSlot.value }
        set { thumbSlot.explicit = newValue; setNeedsDisplay() }
    }

    /// Creates a switch at its natural size.
    public override init(frame: Rect) {
        super.init(frame: frame.size == .zero ? Rect(origin: frame.origin, size: Switch.defaultSize) : frame)
    }

    /// Turns the switch on or off without sending ``ControlEvents/valueChanged`` (as UIKit).
    /// `animated` is accepted for UIKit compatibility; the change shows at once.
    public func setOn(_ on: Bool, animated: Bool = false) {
        guard on != isOn else { return }
        isOn = on
        isSelected = on
        setNeedsDisplay()
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        guard touch != nil, isTouchInside else { return }
        setOn(!isOn)
        sendActions(for: .valueChanged)
    }

    open override var sendsPrimaryActionOnTap: Bool { true }

    open override func point(inside point: Point, with event: Event?) -> Bool {
        let dx = max(0, (44 - bounds.width) / 2), dy = max(0, (44 - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        let b = Rect(origin: .zero, size: bounds.size)
        let h = min(b.height, b.width / 1.6)
        let track = Rect(x: 0, y: (b.height - h) / 2, width: b.width, height: h)
        var color = isOn ? onTintColor : trackColor
        if !isEnabled { color = color.withAlphaComponent(0.4) }
        renderer.fillRoundedRect(track, radius: h / 2, color: color)
        let r = h / 2 - 3
        let cx = isOn ? track.maxX - h / 2 : track.minX + h / 2
        var thumb = thumbColor
        if isHighlighted { thumb = thumb.darkened(by: 0.1) }
        if !isEnabled { thumb = thumb.withAlphaComponent(0.7) }
        renderer.fillCircle(center: Point(x: cx, y: track.midY + 1), radius: r, color: Color(r: 0, g: 0, b: 0, a: 40))
        renderer.fillCircle(center: Point(x: cx, y: track.midY), radius: r, color: thumb)
    }

    open override var intrinsicContentSize: Size { Switch.defaultSize }
    open override func sizeThatFits(_ size: Size) -> Size { Switch.defaultSize }

    // MARK: Theme

    open override func resetThemedValues() {
        super.resetThemedValues()
        onTintSlot.themed = nil; trackSlot.themed = nil; thumbSlot.themed = nil
        setNeedsDisplay()
    }

    open override func applyStyleValue(_ value: StyleValue, for key: StyleKey, fromTheme: Bool) -> Bool {
        guard let c = value.color, ["onTintColor", "tintColor", "trackColor", "thumbColor"].contains(key.property) else {
            return super.applyStyleValue(value, for: key, fromTheme: fromTheme)
        }
        switch key.property {
        case "trackColor": if fromTheme { trackSlot.themed = c } else { trackSlot.explicit = c }
        case "thumbColor": if fromTheme { thumbSlot.themed = c } else { thumbSlot.explicit = c }
        default: if fromTheme { onTintSlot.themed = c } else { onTintSlot.explicit = c }
        }
        setNeedsDisplay()
        return true
    }

    open override class var styleTypeNames: [String] { ["View", "Control", "Switch"] }
}
