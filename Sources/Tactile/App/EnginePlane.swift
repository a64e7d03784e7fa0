/// One of the things an engine draws and routes touches to, bottom to top: a game's world,
/// the retained view tree, an immediate-mode overlay. (A plane is a whole-window surface,
/// as a display controller stacks hardware planes; a view's `layer` is UIKit's `CALayer` façade.)
///
/// A new finger goes to the top-most plane that claims its location; it stays captured by
/// that plane until it lifts. A finger nothing claims goes to the bottom plane (a game's
/// own touch handler receives the touches nothing else took).
@MainActor
public protocol EnginePlane: AnyObject {
    /// Whether a finger landing at `point` (UI points) belongs to this plane.
    func claimsTouch(at point: Point) -> Bool
    /// A change of a finger this plane captured.
    func handleTouch(_ input: TouchInput, timestamp: Double)
    /// Advances the plane's state before layout and drawing.
    func update(_ frame: FrameInfo)
    /// Draws the plane.
    func draw(in renderer: Renderer, frame: FrameInfo)
    /// `true` while the plane needs another frame (an animation, a held control).
    var needsFrame: Bool { get }
}

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
