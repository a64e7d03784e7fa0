/// A pan that must start near the left edge of its view, as `UIScreenEdgePanGestureRecognizer`
/// with `edges = .left`: a touch that lands further in than ``edgeWidth`` fails it at once,
/// so sliders and horizontal scrolling inside the view keep their touches, and a mostly
/// vertical movement fails it too.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How far from the left edge (points) a touch may land and still start the pan.
    public var edgeWidth: Float = 20 {
        didSet { edgeWidth = edgeWidth.isFinite ? max(0, edgeWidth) : 20 }
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let view else { return }
        for t in touches where t.location(in: view).x > edgeWidth {
            state = .failed
            return
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible {
            let t = translation(in: nil)
            if abs(t.y) > abs(t.x) && abs(t.y) >= minimumDistance { state = .failed; return }
            if t.x < -minimumDistance { state = .failed; return }
        }
        super.touchesMoved(touches, with: event)
    }
}
