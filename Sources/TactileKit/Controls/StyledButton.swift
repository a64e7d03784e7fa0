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

    private var accentColors = StyleSlot<Color?>(nil)
    private var borderColors = StyleSlot<Color?>(nil)
    private var accentWidthSlot = StyleSlot(Float(0))

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
        get { accentWidthSlot.value() }
        set { if accentWidthSlot.setByCode(newValue.isFinite ? max(0, newValue) : 0) { invalidateIntrinsicContentSize(); updateAppearance() } }
    }

    /// The accent colour in the normal state (shorthand for ``setAccentColor(_:for:)``).
    public var accentColor: Color? {
        get { accentColors.value(for: .normal) }
        set { setAccentColor(newValue, for: .normal) }
    }

    /// Sets the accent colour for a state.
    public func setAccentColor(_ color: Color?, for state: ControlState) {
        if accentColors.setCode(color, for: state) { updateAppearance() }
    }

    /// The accent colour set for `state`, without fallback.
    public func accentColor(for state: ControlState) -> Color? { accentColors.exactValue(for: state) ?? nil }

    /// Sets the border colour for a state (the border shows when ``View/borderWidth`` > 0).
    public func setBorderColor(_ color: Color?, for state: ControlState) {
        if borderColors.setCode(color, for: state) { updateAppearance() }
    }

    /// The border colour set for `state`, without fallback.
    public func borderColor(for state: ControlState) -> Color? { borderColors.exactValue(for: state) ?? nil }

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

    /// The accent's colours and width, per-state border colours; `clipsToBounds` is taken
    /// and ignored (a styled button always clips to its rounded corners).
    open override class var styleProperties: [StyleBinding] {
        super.styleProperties + [
            StyleBinding(.accentColor, \StyledButton.accentColors) { $0.updateAppearance() },
            StyleBinding(.borderColor, \StyledButton.borderColors) { $0.updateAppearance() },
            StyleBinding(.accentWidth, \StyledButton.accentWidthSlot) { $0.invalidateIntrinsicContentSize(); $0.updateAppearance() },
            .ignored(.clipsToBounds),
        ]
    }

    open override class var styleTypeNames: [String] { ["View", "Control", "Button", "StyledButton"] }
}
