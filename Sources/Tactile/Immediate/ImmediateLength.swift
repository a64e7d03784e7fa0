/// The size of an immediate-mode item along its layout's axis (its width in a row, its
/// height in a column); across the axis it fills the row or column.
public enum ImmediateLength: Hashable, Sendable {
    /// The content's natural size (a title's width plus padding).
    case auto
    /// A fixed number of points.
    case fixed(Float)
    /// A fraction of the container's extent, sharing the spacing: two `.fraction(0.5)`
    /// items fill a row exactly.
    case fraction(Float)
    /// Everything left in the row or column.
    case fill
}

/// The direction a layout places its items in.
public enum ImmediateAxis: Hashable, Sendable {
    /// Left to right (a row).
    case horizontal
    /// Top to bottom (a column).
    case vertical
}
