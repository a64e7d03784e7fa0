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
    /// `true` while the plane draws nothing (an awake ``InactivityDimmer``, a screen reader
    /// without focus): the engine then skips it, so the retained tree beneath keeps repainting
    /// and presenting only what changed. A plane drawn above the tree makes every frame whole.
    /// The default is `false`.
    var isHidden: Bool { get }
}

extension EnginePlane {
    public var isHidden: Bool { false }
}
