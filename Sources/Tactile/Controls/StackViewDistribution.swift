extension StackView {
    /// How arranged views share the length along the axis, as `UIStackView.Distribution`.
    public enum Distribution: String, Sendable, Hashable {
        /// Views keep their natural length; views without one (a ``Spacer``, a plain view)
        /// share the room left, or the last view takes it. When room is short, views with
        /// a natural length shrink in proportion.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Views keep their natural length; the room left is spread into equal gaps (at
        /// least ``StackView/spacing``).
        case equalSpacing
    }
}
