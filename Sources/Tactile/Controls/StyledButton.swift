/// A ready-made button with the reference look: rounded corners that clip its content, a
/// border, and a left-hand accent strip in its own colour and width, cut by the rounded
/// left corners, with the title centred in the area right of the accent. Every colour can
/// be set per state, in code or by a theme (type `StyledButton`, or a style name).
///
/// ```swift
/// let b = StyledButton(title: "Start")
/// b.cornerRadius = 12
/// b.accentWidth = 10
/// b.setAccentColor(.orange, for: .normal)
/// b.setBackgroundColor(Color("#2C3E50"), for: .normal)
/// ```
@MainActor
open class StyledButton: Button {
    /// The accent strip (a plain view; hidden when ``accentWidth`` is 0 or no colour is set).
    public let accentView = View()

    private var accentColors = StateValues<Color>()
    private var borderColors = StateValues<Color>()
    private var accentWidthSlot = Themed(Float(0))

    /// Creates a styled button with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        // The padding is the styled look's, not the base button's (zero, as UIKit).
        contentInsetsSlot.fallback = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        clipsToBounds = true
        accentView.isUserInteractionEnabled = false
        insertSubview(accentView, at: 0)
        updateAppearance()
    }

    /// The accent strip's width, in points (0: none).
    public var accentWidth: Float {
        get { accentWidthSlot.value }
        set {
            let v = newValue.isFinite ? max(0, newValue) : 0
            let old = accentWidthSlot.value
            accentWidthSlot.explicit = v
            if old != v { invalidateIntrinsicContentSize(); updateAppearance() }
        }
    }

    /// The accent colour in the normal state (shorthand for ``setAccentColor(_:for:)``).
    public var accentColor: Color? {
        get { accentColors.value(for: .normal) }
        set { setAccentColor(newValue, for: .normal) }
    }

    /// Sets the accent colour for a state.
    public func setAccentColor(_ color: Color?, for state: ControlState) {
        guard accentColors.explicit[state] != color else { return }
        accentColors.explicit[state] = color
        updateAppearance()
    }

    /// The accent colour set for `state`, without fallback.
    public func accentColor(for state: ControlState) -> Color? { accentColors.exactValue(for: state) }

    /// Sets the border colour for a state (the border shows when ``View/borderWidth`` > 0).
    public func setBorderColor(_ color: Color?, for state: ControlState) {
        guard borderColors.explicit[state] != color else { return }
        borderColors.explicit[state] = color
        updateAppearance()
    }

    /// The border colour set for `state`, without fallback.
    public func borderColor(for state: ControlState) -> Color? { borderColors.exactValue(for: state) }

    open override func updateAppearance() {
        super.updateAppearance()
        // super.init runs this before the stored properties below exist in a usable state.
        guard accentView.superview === self else { return }
        let accent = resolved(accentColors)
        accentView.backgroundColor = accent
        accentView.isHidden = accent == nil || accentWidth <= 0
        if let border = resolved(borderColors) { borderColor = border }
        setNeedsLayout()
    }

    /// The content area: right of the accent, inside the content insets, and out of the
    /// rounded ends (a pill's title never runs into its caps).
    open override func contentRect(forBounds bounds: Rect) -> Rect {
        var r = super.contentRect(forBounds: bounds)
        let (left, right) = extraInsets(height: bounds.height)
        r.origin.x += left
        r.size.width = max(0, r.size.width - left - right)
        return r
    }

    /// What the accent and the corners add to the content insets, left and right.
    private func extraInsets(height: Float) -> (Float, Float) {
        let ci = contentEdgeInsets
        let radii = cornerRadii.clamped(to: Size(width: .greatestFiniteMagnitude, height: height))
        let capRight = max(radii.topRight, radii.bottomRight), capLeft = max(radii.topLeft, radii.bottomLeft)
        let a = accentView.isHidden ? 0 : accentWidth
        let left = max(a, capLeft - ci.left)
        return (left, max(0, capRight - ci.right))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        accentView.frame = Rect(x: 0, y: 0, width: accentWidth, height: bounds.height)
    }

    open override var intrinsicContentSize: Size {
        var s = super.intrinsicContentSize
        let (left, right) = extraInsets(height: max(s.height, bounds.height))
        s.width += left + right
        return s
    }

    // MARK: Theme

    open override func resetThemedValues() {
        super.resetThemedValues()
        accentColors.themed = [:]
        borderColors.themed = [:]
        accentWidthSlot.themed = nil
    }

    open override func applyStyleValue(_ value: StyleValue, for key: StyleKey, fromTheme: Bool) -> Bool {
        let s = key.controlState
        switch key.property {
        case "accentColor":
            guard let c = value.color else { return false }
            if fromTheme { accentColors.themed[s] = c } else { accentColors.explicit[s] = c }
        case "borderColor":
            guard let c = value.color else { return false }
            if fromTheme { borderColors.themed[s] = c } else { borderColors.explicit[s] = c }
        case "accentWidth":
            guard let n = value.number else { return false }
            if fromTheme { accentWidthSlot.themed = n } else { accentWidthSlot.explicit = n }
            invalidateIntrinsicContentSize()
        case "clipsToBounds":
            return true  // a styled button always clips to its rounded corners
        default:
            return super.applyStyleValue(value, for: key, fromTheme: fromTheme)
        }
        updateAppearance()
        return true
    }

    open override class var styleTypeNames: [String] { ["View", "Control", "Button", "StyledButton"] }
}
