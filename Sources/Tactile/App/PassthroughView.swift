/// A view that is never the target of a touch itself: touches on its empty area fall
/// through to whatever is beneath it (a game's world), while its subviews receive theirs.
/// Use it as the root of a retained overlay above a game.
@MainActor
open class PassthroughView: View {
    open override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
