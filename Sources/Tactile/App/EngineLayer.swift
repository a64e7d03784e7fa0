/// One of the things an engine draws and routes touches to, bottom to top: a game's world,
/// the retained view tree, an immediate-mode overlay.
///
/// A new finger goes to the top-most layer that claims its location; it stays captured by
/// that layer until it lifts. A finger nothing claims goes to the bottom layer (a game's
/// own touch handler receives the touches nothing else took).
@MainActor
public protocol EngineLayer: AnyObject {
    /// Whether a finger landing at `point` (UI points) belongs to this layer.
    func claimsTouch(at point: Point) -> Bool
    /// A change of a finger this layer captured.
    func handleTouch(_ input: TouchInput, timestamp: Double)
    /// Advances the layer's state before layout and drawing.
    func update(_ frame: FrameInfo)
    /// Draws the layer.
    func draw(in renderer: Renderer, frame: FrameInfo)
    /// `true` while the layer needs another frame (an animation, a held control).
    var needsFrame: Bool { get }
}

/// The retained view tree as a layer.
@MainActor
final class WindowLayer: EngineLayer {
    unowned let window: Window

    init(window: Window) { self.window = window }

    func claimsTouch(at point: Point) -> Bool {
        guard let hit = window.claimHit(at: point) else { return false }
        return hit !== window
    }

    func handleTouch(_ input: TouchInput, timestamp: Double) {
        window.sendTouch(input, timestamp: timestamp)
    }

    func update(_ frame: FrameInfo) {}

    func draw(in renderer: Renderer, frame: FrameInfo) {
        _ = window.takeDirtyRect()
        window.render(in: renderer)
    }

    var needsFrame: Bool { window.hasPendingWork }
}
