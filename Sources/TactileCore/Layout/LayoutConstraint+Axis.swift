extension LayoutConstraint {
    /// A direction views line up in: a content priority's axis and a stack's
    /// (UIKit's `NSLayoutConstraint.Axis`, which `UIStackView.axis` uses too).
    public enum Axis: String, Sendable, Hashable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }
}
