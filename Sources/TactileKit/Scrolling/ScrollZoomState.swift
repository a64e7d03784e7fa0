/// A ``ScrollView``'s zooming state: the limits, the current scale, the pinch's anchor and
/// the animation that brings the scale back inside the limits.
struct ScrollZoomState {
    var minimum: Float = 1
    var maximum: Float = 1
    var scale: Float = 1
    /// `true` while the scale is being applied (the content size change must not settle).
    var isApplying = false
    /// The pinch's scale when it began.
    var startScale: Float = 1
    /// The point under the fingers in the zoomed view's own (unscaled) coordinates.
    var anchor: Point = .zero
    /// Where the fingers' centre last was, in the scroll view's visible area.
    var visibleAnchor: Point = .zero
    /// A running animation of scale and offset.
    var animation: Animation?

    /// The scale and the content offset moving together (one start, duration and curve),
    /// and whether it is the bounce back inside the limits.
    struct Animation {
        var scale: Tween<Float>
        var offset: Tween<Point>
        var isBounce: Bool

        init(from scale: Float, to toScale: Float, offset: Point, to toOffset: Point, start: Double, isBounce: Bool) {
            self.scale = Tween(from: scale, to: toScale, duration: ScrollZoomState.animationDuration, easing: .cubicOut, start: start)
            self.offset = Tween(from: offset, to: toOffset, duration: ScrollZoomState.animationDuration, easing: .cubicOut, start: start)
            self.isBounce = isBounce
        }
    }

    /// Seconds a zoom to a scale (or the bounce back) takes.
    static let animationDuration = 0.3

    /// The limits as used: both positive and finite, the maximum not below the minimum.
    var range: ClosedRange<Float> { minimum...max(minimum, maximum) }

    /// A scale limit made safe: non-finite or non-positive values become 1; others are
    /// clamped to 1/1000...1000.
    static func cleanScale(_ v: Float) -> Float {
        guard v.isFinite, v > 0 else { return 1 }
        return min(1000, max(0.001, v))
    }
}
