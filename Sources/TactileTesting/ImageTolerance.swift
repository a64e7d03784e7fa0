/// How different a snapshot may be from its reference and still match.
///
/// Two thresholds, as swift-snapshot-testing's `precision`/`perceptualPrecision`:
/// - a **per-pixel colour threshold**: a pixel counts as changed only when its colour moved
///   by more than `(1 - perceptualPrecision) × 100` CIE76 ΔE (Lab distance; 2.3 is "just
///   noticeable"). The default 0.98 (ΔE 2) absorbs the ±1–3 levels of blending and
///   rounding that an SDL patch release shifts on many pixels at once;
/// - a **fraction of pixels** allowed to change: `1 - precision`. The default 0.99 (1 %)
///   absorbs the scattered glyph-edge pixels a FreeType release re-antialiases.
///
/// Plus one rule so that the fraction cannot hide real regressions: with ``solidBlock`` set
/// (3 by default), any `3 × 3` block of changed pixels fails the comparison whatever the
/// fraction. Anti-aliasing and hinting changes are thin (one or two pixels wide); a button
/// moved by 3 points or more, a region whose colour changed, or a lost corner of radius
/// 8 or more leaves solid blocks.
public struct ImageTolerance: Hashable, Sendable {
    /// The fraction of pixels that must match, 0...1 (1: every pixel).
    public var precision: Float
    /// How similar a pixel must be to match, 0...1 (1: identical bytes; 0.98: ΔE ≤ 2).
    public var perceptualPrecision: Float
    /// The side of a square of changed pixels that always fails; `nil` to rely on the
    /// fraction alone.
    public var solidBlock: Int?

    /// Creates a tolerance; out-of-range or NaN values are clamped to 0...1.
    public init(precision: Float = 0.99, perceptualPrecision: Float = 0.98, solidBlock: Int? = 3) {
        self.precision = precision.isFinite ? min(1, max(0, precision)) : 1
        self.perceptualPrecision = perceptualPrecision.isFinite ? min(1, max(0, perceptualPrecision)) : 1
        self.solidBlock = solidBlock.map { max(1, $0) }
    }

    /// The defaults: ΔE ≤ 2 per pixel, at most 1 % of pixels changed, no solid 3×3 change.
    public static let `default` = ImageTolerance()
    /// Identical bytes only.
    public static let exact = ImageTolerance(precision: 1, perceptualPrecision: 1, solidBlock: nil)

    /// The largest ΔE a pixel may move and still match.
    public var maximumDeltaE: Float { (1 - perceptualPrecision) * 100 }
}
