/// The closure-based actions of a ``GestureRecognizer``, whose closures receive the recognizer
/// as its own type (`r` is a ``LongPressGestureRecognizer`` in
/// `LongPressGestureRecognizer { r in print(r.state) }`).
///
/// Every recognizer conforms; the protocol exists so that `Self` names the recognizer's own
/// class in the closures, which Swift 6.0 allows in a protocol extension only.
@MainActor
public protocol GestureRecognizerActions: GestureRecognizer {}

extension GestureRecognizer: GestureRecognizerActions {}

extension GestureRecognizerActions {
    /// Creates a recognizer with a first action, which receives the recognizer as its own
    /// type: `LongPressGestureRecognizer { r in print(r.state) }`.
    public init(action: @escaping @MainActor (Self) -> Void) {
        self.init()
        addAction(action)
    }

    /// Adds an action, run on every state change that UIKit reports to targets (`began`,
    /// `changed`, `ended`/`recognized`, `cancelled`). The closure receives the recognizer
    /// as its own type. Capture the view weakly: the view owns its recognizers.
    @discardableResult
    public func addAction(_ action: @escaping @MainActor (Self) -> Void) -> GestureActionToken {
        appendAction { action(unsafeDowncast($0, to: Self.self)) }
    }
}
