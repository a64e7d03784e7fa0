extension StackView {
    /// The direction a stack lines its views up in.
    public enum Axis: String, Sendable, Hashable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }
}
