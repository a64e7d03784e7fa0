/// The retained view tree as a plane, which the compositor keeps between frames and repaints
/// only where it changed.
@MainActor
final class WindowPlane: EnginePlane, RetainedContent {
    unowned let window: Window

    init(window: Window) { self.window = window }

    // The engine's `TouchRouter` hit-tests the window and delivers its fingers itself;
    // these answer the same for anyone asking the plane.
    func claimsTouch(at point: Point) -> Bool {
        guard let hit = window.hitTest(window.convert(point, from: nil), with: nil) else { return false }
        return hit !== window
    }

    func handleTouch(_ input: TouchInput, timestamp: Double) {
        window.context?.touchRouter.route(input, planes: [self], timestamp: timestamp)
    }

    func update(_ frame: FrameInfo) {}

    func draw(in renderer: Renderer, frame: FrameInfo) {
        _ = window.takeDirtyRect()
        window.render(in: renderer)
    }

    var needsFrame: Bool { window.hasPendingWork }

    func repaint(in renderer: Renderer, fresh: Bool) {
        if fresh { window.fullRedrawPending = true }
        // A visible window with a square, opaque background paints all of each dirty area
        // itself; clearing it first would only be painted over.
        let windowPaintsDirtyArea = !window.isHidden && window.alpha >= 1 && window.cornerRadii.isZero
            && (window.backgroundColor?.a ?? 0) == 255
        let areas = window.takeDirtyAreas { dirty in
            renderer.save()
            renderer.clip(to: dirty.integral)
            renderer.noteRepaintedArea()
            if !windowPaintsDirtyArea {
                renderer.replace(dirty.integral, with: (window.backgroundColor ?? .black).resolvedColor(with: window.traitCollection))
            }
            window.render(in: renderer)
            renderer.restore()
        }
        renderer.stats.dirtyAreasThisFrame = areas
    }
}
