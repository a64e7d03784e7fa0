/// The parameters of the `View.animate` block being run, kept on the update cycle (UIKit
/// keeps them on its animation context for the run-loop turn).
extension UpdateCycle {
    /// The parameters property changes made now animate with (`nil`: they apply at once).
    static var currentAnimation: AnimationSpec? { current.animation }

    /// Runs `body` with `spec` as the animation parameters (`nil`: no animation), restoring
    /// the outer block's afterwards. Changes made inside stay on this cycle even when a view
    /// of another engine is changed.
    static func withAnimation(_ spec: AnimationSpec?, _ body: () -> Void) {
        let cycle = current
        let outerRunning = running, outerSpec = cycle.animation
        running = cycle
        cycle.animation = spec
        body()
        cycle.animation = outerSpec
        running = outerRunning
    }
}
