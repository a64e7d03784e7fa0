/// One finger as the immediate UI sees it: where it is, where it went down, and the widget
/// that captured it at touch-down (its hot/active item). Each finger has its own, so two
/// thumbs can hold two buttons.
struct ImmediateFinger {
    var id: FingerID
    var location: Point
    var start: Point
    /// The widget under the finger at touch-down (captured until lift-off); ``WidgetID/none``
    /// when it went down on nothing or its widget vanished.
    var target: WidgetID
    /// Went down since the last frame.
    var began: Bool
    /// Lifted since the last frame.
    var ended: Bool
    /// Taken away by the system since the last frame.
    var cancelled: Bool

    var isDown: Bool { !ended && !cancelled }
}

/// A rectangle a widget occupied in a frame, for hit-testing the next touch-down.
struct ImmediateHit {
    var id: WidgetID
    var rect: Rect
}

/// One level of the layout cursor.
struct ImmediateLayoutFrame {
    var rect: Rect
    var axis: ImmediateAxis
    var spacing: Float
    var cursor: Float
    var clip: Rect
}
