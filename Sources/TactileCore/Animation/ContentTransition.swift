/// A running ``View/transition(with:duration:options:animations:completion:)``: the picture of
/// the view taken before the change, faded out over the new content as `progress` goes 0 → 1.
@MainActor
final class ContentTransition {
    var snapshot: RenderSnapshot?
    var progress: Float = 0
    var animation: ValueAnimation?

    init(snapshot: RenderSnapshot) { self.snapshot = snapshot }
}
