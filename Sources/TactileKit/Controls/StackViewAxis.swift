extension StackView {
    /// The direction a stack lines its views up in (``LayoutConstraint/Axis``, as UIKit's
    /// `UIStackView.axis` is an `NSLayoutConstraint.Axis`).
    public typealias Axis = LayoutConstraint.Axis
}
