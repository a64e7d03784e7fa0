/// Everything the engine knows about one finger, from touch-down until its view and
/// recognizers are done with it: the plane that captured it, the view hit, the responder
/// chain of the touch-down, the recognizers that see it, and what its view has received.
///
/// Records are made and changed by the ``TouchRouter`` only (one owner per finger's state);
/// the public ``Touch`` reads what it shows from its record.
@MainActor
final class TouchRecord {
    /// What the view of a touch has received so far.
    enum ViewDelivery: Equatable {
        /// Nothing yet (a recognizer may still hold `began` back).
        case pending
        /// `touchesBegan`, and the last phase sent since.
        case began(Touch.Phase)
        /// The end (`touchesEnded`/`touchesCancelled`) was sent or will never be: nothing
        /// more goes to the view. `viewHasBegun` tells whether it saw the touch begin.
        case done(viewHasBegun: Bool)
    }

    /// The touch views and recognizers see.
    let touch: Touch
    /// The plane that captured the finger at touch-down; `nil` for the window.
    let plane: EnginePlane?
    /// The view hit at touch-down, held until it has received the touch's end (as `UITouch`
    /// keeps its view), so a view taken out of the tree still gets its `touchesCancelled`.
    private(set) var hitView: View?
    /// The responder chain from the hit view up, as it was at touch-down. The default touch
    /// methods forward along it; held until the view got the touch's end.
    private(set) var responderChain: [Responder] = []
    /// The recognizers that receive the touch: those of the hit view and its ancestors,
    /// innermost first (one that ignores the touch or is abandoned leaves the list).
    var recognizers: [GestureRecognizer] = []
    /// Phases held back from the view while a recognizer that delays them decides.
    var heldPhases: [Touch.Phase] = []
    /// What the view has received.
    var viewDelivery: ViewDelivery = .pending

    init(touch: Touch, plane: EnginePlane?, hitView: View?) {
        self.touch = touch
        self.plane = plane
        self.hitView = hitView
        touch.record = self
    }

    /// Set once the view received `touchesBegan` (only then does it get a cancel).
    var viewHasBegun: Bool {
        switch viewDelivery {
        case .pending: return false
        case .began: return true
        case let .done(began): return began
        }
    }

    /// Set when nothing more goes to the view (ended, or cancelled by a recognizer or the system).
    var isDoneForView: Bool {
        if case .done = viewDelivery { return true }
        return false
    }

    /// Pins `view` as the touch's view and records the responder chain from it up. A chain
    /// that loops back (an app's `next` override) is cut where it repeats.
    func pin(_ view: View) {
        hitView = view
        touch.view = view
        responderChain.removeAll(keepingCapacity: true)
        var responder: Responder? = view
        while let r = responder, responderChain.count < 1_000, !responderChain.contains(where: { $0 === r }) {
            responderChain.append(r)
            responder = r.next
        }
    }

    /// Lets the view and the chain go once the view got the touch's end.
    func releaseView() {
        hitView = nil
        responderChain = []
    }

    /// The responder a default touch method of `responder` forwards this touch to: the
    /// next one on the chain of the touch-down, or `responder.next` when `responder` is not
    /// on it (or the chain was let go).
    func responder(after responder: Responder) -> Responder? {
        guard let i = responderChain.firstIndex(where: { $0 === responder }) else { return responder.next }
        return i + 1 < responderChain.count ? responderChain[i + 1] : nil
    }
}
