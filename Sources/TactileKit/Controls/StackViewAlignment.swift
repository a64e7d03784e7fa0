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
        /// Horizontal stacks: at their natural height, moved so the first lines of text share
        /// one baseline (a view without text: its bottom edge). Vertical stacks: as ``fill``.
        case firstBaseline
        /// Horizontal stacks: the last lines of text share one baseline. Vertical: as ``fill``.
        case lastBaseline

        /// UIKit's name for ``leading`` in a horizontal stack.
        public static let top = Alignment.leading
        /// UIKit's name for ``trailing`` in a horizontal stack.
        public static let bottom = Alignment.trailing
    }
}
