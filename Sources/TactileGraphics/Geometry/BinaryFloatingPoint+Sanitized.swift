extension BinaryFloatingPoint {
    /// The value clamped to `range`; NaN gives `fallback` and infinities the range's ends.
    /// Public numeric properties pass their new value through this so NaN, infinities and
    /// absurd magnitudes never reach layout, timers or the renderer.
    package func sanitized(_ range: ClosedRange<Self>, nan fallback: Self) -> Self {
        isNaN ? fallback : Swift.min(range.upperBound, Swift.max(range.lowerBound, self))
    }
}

extension Double {
    /// A duration for an animation: values above ``SanitizeLimits/animationDuration`` are cut
    /// to it; NaN, infinities, zero and negatives are left for the caller's "at once" rule.
    package var animationDurationClamped: Double { self > SanitizeLimits.animationDuration && isFinite ? SanitizeLimits.animationDuration : self }
}

/// Bounds used when sanitising public numbers: a distance or duration beyond these is
/// "never" for any touch UI, and stays finite in arithmetic.
package enum SanitizeLimits {
    /// The largest distance kept, in points.
    package static let distance: Float = 1e9
    /// The longest duration kept, in seconds (about 31 years).
    package static let duration: Double = 1e9
    /// The longest animation, in seconds: a longer one (`View.animate`, `View.transition`,
    /// `ValueAnimation`, `PropertyAnimator`, a control's `animationDuration`, the keyboard's
    /// slide, the dimmer's fade) is cut to this, so whatever animates arrives.
    package static let animationDuration: Double = 60
    /// The most lines a text has (``Label/maximumNumberOfLines``; a theme's `numberOfLines`
    /// is checked against it), so a line count converts to `Int` without trapping.
    package static let lines = 100_000
}
