/// Options of ``View/animate(withDuration:delay:options:animations:completion:)``, as
/// `UIView.AnimationOptions`.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Views under the animation keep receiving touches (by default, as UIKit, they do not).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen when the property is already animating, instead of its
    /// previous model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (the completion then runs only when interrupted, with `false`).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run forwards, then backwards (each way takes the duration).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)

    /// ``View/transition(with:duration:options:animations:completion:)``: the old content fades
    /// out over the new (the only transition drawn; UIKit's flips and curls are drawn as this).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

    /// ``View/transition(from:to:duration:options:completion:)`` hides `fromView` and shows
    /// `toView` instead of removing one and adding the other.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)

    /// UIKit's ease-in-out (the default when no curve is given).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// UIKit's ease-in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// UIKit's ease-out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options select.
    var easing: Easing {
        switch (rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
