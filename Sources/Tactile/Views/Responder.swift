/// An object that can handle touches and keys, and passes what it does not handle to its
/// ``next`` responder, as `UIResponder`.
///
/// A view's next responder is its superview; the window's is its
/// ``Window/fallbackResponder`` (none unless the app sets one). The default implementations forward, so an override that
/// calls `super` forwards exactly as in UIKit.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The responder that receives what this one does not handle.
    open var next: Responder? { nil }

    /// Fingers touched down.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system took the touches away (view removed, hidden or disabled, a gesture
    /// recognised, focus lost). Each held touch is cancelled exactly once.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A key went down; the default forwards it.
    open func keyDown(_ key: KeyInput) {
        next?.keyDown(key)
    }

    /// A key went up; the default forwards it.
    open func keyUp(_ key: KeyInput) {
        next?.keyUp(key)
    }

    // MARK: First responder

    /// The window this responder is first responder of (weak; see ``FirstResponder``).
    weak var firstResponderWindow: Window?

    /// Whether this responder can take the keyboard focus (text fields say yes).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder lets the focus go when asked.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder has the keyboard focus: keys and typed text go to it first.
    public var isFirstResponder: Bool { firstResponderWindow?.firstResponder === self }

    /// Asks to become the window's first responder (a view in a window, visible, that
    /// ``canBecomeFirstResponder``); the former first responder resigns first. Returns
    /// whether this responder is first responder afterwards. Subclasses call `super`.
    @discardableResult
    open func becomeFirstResponder() -> Bool { FirstResponder.become(self) }

    /// Gives up the keyboard focus. Returns `false` when ``canResignFirstResponder`` says
    /// no. Subclasses call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool { FirstResponder.resign(self) }
}
