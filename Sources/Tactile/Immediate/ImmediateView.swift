/// A retained view whose content is immediate-mode: laid out, clipped and hit-tested like
/// any view, it runs its content whenever it is drawn, in its own bounds coordinates.
///
/// With ``runsEveryFrame`` it redraws every frame (the engine then never idles while it is
/// visible). Otherwise it redraws when touched, when its content calls
/// ``UI/setNeedsFrame()`` or a finger holds one of its widgets, when the app calls
/// ``View/setNeedsDisplay()`` after changing what it shows, and every frame once drawn while
/// the engine runs continuously (beneath a game's world the tree redraws every frame anyway).
/// Retained views made with ``UI/view(size:frame:fileID:line:column:make:)`` become its
/// subviews.
@MainActor
open class ImmediateView: View {
    /// The immediate context.
    public let ui: UI
    /// The content, run each time the view draws.
    public var content: (UI) -> Void {
        didSet { setNeedsDisplay() }
    }
    /// Run the content every frame, not only when something asks for it.
    public var runsEveryFrame = false {
        didSet { if runsEveryFrame != oldValue { setNeedsDisplay() } }
    }

    /// Creates a view with immediate content.
    public init(frame: Rect = .zero, style: ImmediateStyle? = nil, content: @escaping (UI) -> Void) {
        self.ui = UI(style: style)
        self.content = content
        super.init(frame: frame)
        ui.viewHost = self
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        // Content is cut to the view's bounds (rounded when it clips), as a view's drawing.
        renderer.save()
        renderer.clip(to: bounds, radii: clipsToBounds ? cornerRadii : .zero)
        if let now = window?.context?.now { ui.frameTime = now }
        ui.run(renderer: renderer, bounds: bounds, content)
        renderer.restore()
        if runsEveryFrame || ui.wantsFrame || (window?.context?.isContinuous ?? false) { setNeedsDisplay() }
    }

    private func feed(_ touches: Set<Touch>, _ phase: TouchInput.Phase) {
        for t in touches {
            ui.handleTouch(TouchInput(finger: t.finger, phase: phase, location: t.location(in: self), pressure: t.force))
        }
        setNeedsDisplay()
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { feed(touches, .began) }
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { feed(touches, .moved) }
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { feed(touches, .ended) }
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { feed(touches, .cancelled) }
}
