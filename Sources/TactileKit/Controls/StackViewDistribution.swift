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
        /// Views share the length in proportion to their natural lengths (views without one
        /// count as their minimum, 0 for a ``Spacer``); gaps are ``StackView/spacing``.
        case fillProportionally
        /// Views keep their natural length and their centres are equally far apart (the first
        /// and last views touch the ends); when the gaps would fall under ``StackView/spacing``
        /// the views share the room as ``fill``.
        case equalCentering
    }
}
