import Tactile

/// The iOS subclass, ported with only the names changed (UIColor → Color,
/// CGFloat → Float, CGRect → Rect, UIEdgeInsets → EdgeInsets).
class AccentButton: Button {
    let lhsView = View()
    var crnrRadius: Float = 0 { didSet { layer.cornerRadius = crnrRadius; layer.masksToBounds = crnrRadius > 1 } }
    var lhsBackgroundColor: Color?
    override func layoutSubviews() {
        super.layoutSubviews()
        clipsToBounds = true
        titleEdgeInsets = EdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        lhsView.backgroundColor = lhsBackgroundColor ?? .green
        lhsView.frame = Rect(x: 0, y: 0, width: 50, height: bounds.height)
        if lhsView.superview == nil { addSubview(lhsView) }
    }
}
