/// The state an immediate scroll region keeps between frames: its offset, the motion
/// after a flick, the finger dragging it, and what its content measured last frame.
@MainActor
final class ImmediateScrollRegion {
    var offset: Float = 0
    var motion = AxisMotion()
    var contentHeight: Float = 0
    var viewport: Float = 0
    /// The region's rectangle in the last frame (UI coordinates), for the wheel.
    var rect: Rect = .zero
    var lastFrame = 0
    /// The finger scrolling the region, and where the drag started.
    var dragFinger: FingerID?
    var dragStartRaw: Float = 0
    var dragAnchorY: Float = 0
    var velocity = VelocityTracker()
    /// The ids of the widgets inside the region in the last frame (a finger on one of them
    /// can become a drag).
    var childIDs: [WidgetID] = []
    /// When the indicator was last shown (it fades out after).
    var indicatorShownAt: Double = -10

    init() {
        childIDs.reserveCapacity(32)
    }

    var maximumOffset: Float { max(0, contentHeight - viewport) }
}
