/// What a view that is animating carries: its running property animations and what is on
/// screen (its presentation). A view without animations has none (`View.animationState` is `nil`).
@MainActor
final class ViewAnimationState {
    weak var view: View?
    var animations: [ViewPropertyAnimation] = []
    var presentation: Presentation
    /// The window area drawn last frame (repainted when the view moves on).
    var lastDirty = Rect.zero
    /// The window `lastDirty` is in (the view may have left it since).
    weak var window: Window?
    /// No animation allows user interaction: hit testing skips the view (as UIKit).
    var blocksTouches = false

    init(view: View) {
        self.view = view
        presentation = Presentation(model: view)
        animations.reserveCapacity(4)
    }

    func index(of key: AnimatedKey) -> Int? { animations.firstIndex { $0.key == key } }

    func updateBlocksTouches() {
        blocksTouches = animations.contains { !$0.options.contains(.allowUserInteraction) }
    }
}
