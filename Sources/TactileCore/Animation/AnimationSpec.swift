/// The parameters of the `View.animate` block being run: property changes made inside it
/// animate with these.
@MainActor
struct AnimationSpec {
    var duration: Double
    var delay: Double
    var easing: Easing
    var options: AnimationOptions
    let group: CompletionGroup
    /// Set when a ``PropertyAnimator`` records the block.
    var driver: PropertyAnimator?

    /// The spec of the innermost `animations` block running now (`nil` outside any, or inside
    /// ``View/performWithoutAnimation(_:)``); kept on the update cycle.
    static var current: AnimationSpec? { UpdateCycle.currentAnimation }
}
