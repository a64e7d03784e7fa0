/// A handle to an event observer; pass it to ``Engine/removeEventObserver(_:)``.
public struct EventObserverToken: Hashable, Sendable {
    let id: Int
}

/// What an event observer decides about an event.
public enum EventObservation: Sendable, Hashable {
    /// The event goes on to later observers and to dispatch.
    case pass
    /// The event stops here: later observers and the app never see it (a touch that wakes
    /// a dimmed screen must not also press the button under the finger).
    case consume
}

/// The engine's observers of input, in the order they were added.
@MainActor
struct EventObservers {
    private var entries: [(id: Int, body: @MainActor (InputEvent) -> EventObservation)] = []
    private var nextID = 1

    mutating func add(first: Bool, _ body: @escaping @MainActor (InputEvent) -> EventObservation) -> EventObserverToken {
        let id = nextID
        nextID += 1
        if first { entries.insert((id, body), at: 0) } else { entries.append((id, body)) }
        return EventObserverToken(id: id)
    }

    mutating func remove(_ token: EventObserverToken) {
        entries.removeAll { $0.id == token.id }
    }

    /// Shows `event` to each observer in turn; `false` when one consumed it.
    func pass(_ event: InputEvent) -> Bool {
        guard !entries.isEmpty else { return true }
        // A copy: an observer may add or remove observers.
        let current = entries
        for e in current where e.body(event) == .consume { return false }
        return true
    }
}
