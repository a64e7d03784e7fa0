/// Groups layer changes, as `CATransaction`: between ``begin()`` and ``commit()`` changes to
/// standalone layers animate implicitly with ``animationDuration()`` and
/// ``animationTimingFunction()``, or not at all after ``setDisableActions(_:)``; the
/// ``setCompletionBlock(_:)`` block runs once every animation added inside has finished (at
/// the next frame when there was none). Settings made outside `begin`/`commit` belong to the
/// implicit transaction, which ends at the next frame. Main-actor only.
@MainActor
public enum Transaction {
    /// One open transaction.
    final class Frame {
        var disableActions: Bool?
        var duration: Double?
        var timing: MediaTimingFunction?
        let group = TransactionGroup()
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    private static var stack: [Frame] = []
    /// The duration of implicit animations when none is set, and of explicit ones with duration 0.
    static let defaultDuration = 0.25

    /// Opens a transaction (nested ones inherit the settings of the enclosing ones).
    public static func begin() {
        let f = Frame(isImplicit: false)
        if let outer = stack.last { outer.group.adopt(f.group) }
        stack.append(f)
    }

    /// Closes the innermost transaction opened by ``begin()``; an unbalanced commit is reported.
    public static func commit() {
        guard let i = stack.lastIndex(where: { !$0.isImplicit }) else {
            Diagnostics.report("Transaction.commit() without begin(); ignored")
            return
        }
        let f = stack.remove(at: i)
        f.group.commit()
    }

    /// Ends the implicit transaction (the engine calls it each frame).
    static func commitImplicit() {
        guard let f = stack.first, f.isImplicit, stack.count == 1 else { return }
        stack.removeAll()
        f.group.commit()
    }

    /// Does nothing: changes show at the next frame (`CATransaction.flush`).
    public static func flush() {}

    /// `true` turns implicit animations off for the changes of this transaction.
    public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// Whether implicit animations are off.
    public static func disableActions() -> Bool { stack.reversed().lazy.compactMap(\.disableActions).first ?? false }

    /// The duration of implicit animations (0.25 s by default); NaN or negative counts as 0.25.
    public static func setAnimationDuration(_ seconds: Double) {
        current.duration = seconds.isFinite && seconds >= 0 ? min(seconds, 86_400) : defaultDuration
    }

    /// The duration of implicit animations.
    public static func animationDuration() -> Double { stack.reversed().lazy.compactMap(\.duration).first ?? defaultDuration }

    /// The pace of implicit animations (`nil`: the default curve).
    public static func setAnimationTimingFunction(_ f: MediaTimingFunction?) { current.timing = f }

    /// The pace of implicit animations.
    public static func animationTimingFunction() -> MediaTimingFunction? { stack.reversed().lazy.compactMap(\.timing).first }

    /// Runs `block` once every animation added in this transaction has finished.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) { current.group.completion = block }

    /// The innermost transaction, the implicit one made when none is open.
    static var current: Frame {
        if let f = stack.last { return f }
        let f = Frame(isImplicit: true)
        stack.append(f)
        LayerAnimator.shared?.needsFrame()
        return f
    }

    /// The group animations added now belong to.
    static var currentGroup: TransactionGroup { current.group }
}

/// The animations of one transaction, and its completion block.
@MainActor
final class TransactionGroup {
    var completion: (@MainActor () -> Void)?
    private var remaining = 0
    private var committed = false
    private weak var parent: TransactionGroup?

    func add() { remaining += 1 }

    /// A nested transaction counts as one animation of its enclosing one.
    func adopt(_ child: TransactionGroup) {
        add()
        child.parent = self
    }

    func end() {
        remaining -= 1
        finishIfDone()
    }

    func commit() {
        committed = true
        finishIfDone()
    }

    private func finishIfDone() {
        guard committed, remaining <= 0 else { return }
        committed = false
        let c = completion
        completion = nil
        let p = parent
        parent = nil
        LayerAnimator.schedule {
            c?()
            p?.end()
        }
    }
}
