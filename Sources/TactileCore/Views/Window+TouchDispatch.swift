/// What the window offers of touch delivery; the ``TouchRouter`` of its engine does it.
extension Window {
    /// The touches currently down in the window.
    public var touches: [Touch] { context?.touchRouter.touches ?? [] }

    /// Cancels the touches held by `view` or its subviews, and their recognizers. Asked
    /// from inside a touch callback, this happens once that callback returns (a touch that
    /// callback ends is then not cancelled as well).
    public func cancelTouches(inSubtreeOf view: View) {
        context?.touchRouter.cancelTouches(inSubtreeOf: view)
    }

    /// Cancels every touch (focus lost): views and recognizers get a cancel, then the
    /// window forgets the fingers.
    public func cancelAllTouches() {
        context?.touchRouter.request(.cancelAll)
    }
}
