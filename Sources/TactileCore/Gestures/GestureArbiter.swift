/// UIKit's rules for recognizers competing over the same touches (stateless: the state is
/// in the recognizers and in the ``TouchRouter``'s records).
///
/// - Recognizers of the hit view and of each ancestor see a touch, innermost first, before
///   the view does; the first to recognise prevents the others (an inner pan beats an outer
///   one) unless both allow simultaneous recognition.
/// - Recognising with `cancelsTouchesInView` cancels the view's touches once (a view that
///   never saw the touch begin gets nothing).
/// - `delaysTouchesBegan`/`delaysTouchesEnded` hold phases back from the view while a
///   recognizer may still recognise; they are delivered when it fails, dropped when it
///   recognises (`TouchRouter+Recognizers.swift`).
/// - `require(toFail:)` holds a recognition until the other fails.
///
/// State transitions live in `GestureArbiter+Rules.swift`.
@MainActor
enum GestureArbiter {
    /// The enabled recognizers of `view` and its ancestors, innermost first.
    static func recognizers(forHitView view: View) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        var v: View? = view
        while let current = v {
            for r in current.recognizerStorage where r.isEnabled { out.append(r) }
            v = current.superview
        }
        return out
    }

    /// A recognizer that has seen touches and may still recognise.
    static func isUndecided(_ r: GestureRecognizer) -> Bool {
        r.view != nil && r.isEnabled && !r.isFinished && r.state == .possible && r.isEngaged
    }
}
