/// The properties a view draws from, one row each: what a change repaints, whether it
/// animates inside `View.animate`, and whether a theme may set it.
///
/// Every setter of these properties cleans its value and hands it to `View.update(_:changed:from:store:)`
/// (View+Update.swift), which reads this table; no setter repaints, animates or notes who
/// set it by itself. It is the view's counterpart of a layer's `change(_:to:key:)`.
enum ViewProperty: CaseIterable {
    case geometry, alpha, backgroundColor, clipsToBounds, cornerRadii, borderWidth, borderColor, transform

    /// What a change repaints.
    enum Repaint {
        /// The view's own drawing.
        case content
        /// The view's own drawing, and its subviews when it clips them (the clip's shape).
        case contentAndClip
        /// The view's own drawing when it has a border.
        case border
        /// The area the view and its subviews cover, before and after the change.
        case subtree
        /// The covered area under the old and the new transform.
        case transformed
    }

    /// What a change repaints.
    var repaint: Repaint {
        switch self {
        case .backgroundColor: .content
        case .cornerRadii: .contentAndClip
        case .borderWidth: .content
        case .borderColor: .border
        case .geometry, .alpha, .clipsToBounds: .subtree
        case .transform: .transformed
        }
    }

    /// The animation key a change inside `View.animate` animates (`nil`: never animates).
    var animatedKey: AnimatedKey? {
        switch self {
        case .geometry: .geometry
        case .alpha: .alpha
        case .backgroundColor: .backgroundColor
        case .cornerRadii: .cornerRadii
        case .borderWidth: .borderWidth
        case .borderColor: .borderColor
        case .transform: .transform
        case .clipsToBounds: nil
        }
    }

    /// Whether a theme may set the property (its value is then a ``StyleSlot`` in
    /// `DrawnProperties`: code beats theme).
    var isThemable: Bool {
        switch self {
        case .backgroundColor, .cornerRadii, .borderWidth, .borderColor, .alpha, .clipsToBounds: true
        case .geometry, .transform: false
        }
    }
}
