import Tactile

/// Renders a view for an image snapshot without disturbing it.
@MainActor
enum SnapshotRendering {
    /// The size used for a view with no frame size when no size is given.
    static let fallbackSize = Size(width: 320, height: 240)

    static func bitmap(of view: View, size: Size?) -> Bitmap {
        if let window = view.window, let context = window.context {
            if size != nil && size != view.bounds.size {
                Diagnostics.report("snapshot of a \(type(of: view)) already in a window: captured at its frame \(view.frame); the size \(size!) is ignored")
            }
            return context.captureFrame(cropping: view.convert(view.bounds, to: window))
        }
        let oldFrame = view.frame
        let oldSuperview = view.superview
        let oldIndex = oldSuperview?.subviews.firstIndex(of: view)
        var target = size ?? oldFrame.size
        if target.sanitized.width < 1 || target.sanitized.height < 1 {
            Diagnostics.report("snapshot of a \(type(of: view)) with no size: pass size: to .image; using \(fallbackSize)")
            target = fallbackSize
        }
        let harness = Harness(root: view, size: target)
        let bitmap = harness.render()
        harness.window.rootView = nil
        view.frame = oldFrame
        if let oldSuperview, let oldIndex { oldSuperview.insertSubview(view, at: min(oldIndex, oldSuperview.subviews.count)) }
        return bitmap
    }
}
