/// Animations run together on one layer, as `CAAnimationGroup`: each child's
/// ``Animation/beginTime`` is seconds after the group's start, and the group's duration cuts them.
@MainActor
open class AnimationGroup: Animation {
    /// The animations; their ``Animation/isRemovedOnCompletion`` and delegates are not used.
    public var animations: [Animation]?

    /// Copies the children too (changing one after the group was added changes nothing).
    open override func copyValues(to copy: Animation) {
        super.copyValues(to: copy)
        guard let c = copy as? AnimationGroup, AnimationGroup.depth < 32 else { return }
        AnimationGroup.depth += 1
        defer { AnimationGroup.depth -= 1 }
        c.animations = animations?.map { $0 === self ? c : $0.copy() }
    }

    override func apply(fraction: Double, to values: inout LayerPresentation, layer: Layer) {
        guard AnimationGroup.depth < 32 else { return }  // a group inside itself
        AnimationGroup.depth += 1
        defer { AnimationGroup.depth -= 1 }
        let local = fraction * effectiveDuration
        for a in animations ?? [] where a !== self {
            let (f, _) = a.phase(elapsed: local - (a.beginTime.isFinite ? a.beginTime : 0))
            if let f { a.apply(fraction: f, to: &values, layer: layer) }
        }
    }

    private static var depth = 0

    override func validate(for layer: Layer) -> Bool {
        (animations ?? []).allSatisfy { $0 === self || $0 is AnimationGroup || $0.validate(for: layer) }
    }
}
