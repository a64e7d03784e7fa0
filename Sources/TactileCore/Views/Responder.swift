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

    /// Sees this responder's focus changes first (its editing controller, for text views).
    package weak var focusGate: (any FocusGate)?

    /// The responder that receives what this one does not handle.
    open var next: Responder? { nil }

    /// Fingers touched down. The default forwards them up the touch's responder chain.
    ///
    /// A touch's chain is fixed at touch-down: the default implementations of the four
    /// touch methods forward to the responder that followed this one when the finger came
    /// down (``Touch/view``'s superviews then, the window, its ``Window/fallbackResponder``),
    /// even if a view has moved since, so each responder on it sees a whole touch:
    /// `began (moved)* (ended | cancelled)`. A view that leaves its superview has its touches
    /// cancelled, and that cancel goes up the old chain; the new ancestors see nothing of
    /// the touch. (UIKit asks `next` at each call, so there a view moved mid-touch can leave
    /// old ancestors without an end and new ones without a beginning.)
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        forward(touches) { $0.touchesBegan($1, with: event) }
    }

    /// Fingers moved; the default forwards them (see ``touchesBegan(_:with:)``).
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        forward(touches) { $0.touchesMoved($1, with: event) }
    }

    /// Fingers lifted; the default forwards them (see ``touchesBegan(_:with:)``).
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        forward(touches) { $0.touchesEnded($1, with: event) }
    }

    /// The system took the touches away (view removed, hidden or disabled, a gesture
    /// recognised, focus lost). Each held touch is cancelled exactly once. The default
    /// forwards them (see ``touchesBegan(_:with:)``).
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        forward(touches) { $0.touchesCancelled($1, with: event) }
    }

    /// Sends `touches` to the responder after this one on each touch's chain (``next`` for a
    /// touch whose chain this responder is not on), grouped by that responder.
    private func forward(_ touches: Set<Touch>, _ send: (Responder, Set<Touch>) -> Void) {
        if touches.count == 1, let touch = touches.first {
            if let target = touch.responder(after: self) { send(target, touches) }
            return
        }
        var groups: [(responder: Responder, touches: Set<Touch>)] = []
        for touch in touches {
            guard let target = touch.responder(after: self) else { continue }
            if let i = groups.firstIndex(where: { $0.responder === target }) {
                groups[i].touches.insert(touch)
            } else {
                groups.append((target, [touch]))
            }
        }
        for group in groups { send(group.responder, group.touches) }
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
    open func becomeFirstResponder() -> Bool {
        guard let gate = focusGate else { return FirstResponder.become(self) }
        return gate.becomeFirstResponder { FirstResponder.become(self) }
    }

    /// Gives up the keyboard focus. Returns `false` when ``canResignFirstResponder`` says
    /// no. Subclasses call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let gate = focusGate else { return FirstResponder.resign(self) }
        return gate.resignFirstResponder { FirstResponder.resign(self) }
    }
}

/// What sees a responder's focus changes first (`Responder.focusGate`): a text field's or
/// text view's editing controller, which may refuse a change (the app's delegate says no)
/// and begins or ends editing around it.
@MainActor
package protocol FocusGate: AnyObject {
    /// The responder's `becomeFirstResponder()`; `become` is the focus change itself.
    func becomeFirstResponder(_ become: () -> Bool) -> Bool
    /// The responder's `resignFirstResponder()`; `resign` is the focus change itself.
    func resignFirstResponder(_ resign: () -> Bool) -> Bool
}
