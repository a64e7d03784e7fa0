extension StackView {
    /// How arranged views are placed across the stack's axis, as `UIStackView.Alignment`.
    public enum Alignment: String, Sendable, Hashable {
        /// Stretched to the stack's width (vertical stack) or height (horizontal stack).
        case fill
        /// At their natural size against the left (vertical stack) or top edge.
        case leading
        /// At their natural size, centred.
        case center
        /// At their natural size against the right (vertical stack) or bottom edge.
        case trailing
    }
}
