import Tactile

/// The iOS `AccentButton` subclass from the product brief, ported with only the names changed
/// (UIColor → Color, CGFloat → Float, CGRect → Rect, UIEdgeInsets → EdgeInsets): a button
/// whose `layoutSubviews` adds a coloured strip on the left and moves the title right of it.
///
/// It shows that a UIKit subclass ports as written; apps that just want the look use
/// `StyledButton` (`accentWidth`, `setAccentColor(_:for:)`). Written once here and used by the
/// button previews, the gallery's Buttons screen and the tests (hence `package`, not `public`).
package final class AccentButton: Button {
    package let lhsView = View()
    package var crnrRadius: Float = 0 { didSet { layer.cornerRadius = crnrRadius; layer.masksToBounds = crnrRadius > 1 } }
    package var lhsBackgroundColor: Color?

    override package func layoutSubviews() {
        super.layoutSubviews()
        clipsToBounds = true
        titleEdgeInsets = EdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        lhsView.backgroundColor = lhsBackgroundColor ?? .green
        lhsView.frame = Rect(x: 0, y: 0, width: 50, height: bounds.height)
        if lhsView.superview == nil { addSubview(lhsView) }
    }
}
