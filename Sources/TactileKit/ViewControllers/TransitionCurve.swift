/// The timing curve of a view controller transition (as `UIView.AnimationCurve`).
public enum TransitionCurve: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Slow start and end (UIKit's default curve).
    case easeInOut
    /// Fast start, slow end: the curve of pushes and presentations.
    case easeOut

    /// The eased value of `t` (clamped to 0...1).
    public func value(at t: Double) -> Double {
        let x = t.isFinite ? min(1, max(0, t)) : 1
        switch self {
        case .linear: return x
        case .easeInOut: return x * x * (3 - 2 * x)
        case .easeOut: return 1 - (1 - x) * (1 - x) * (1 - x)
        }
    }
}
