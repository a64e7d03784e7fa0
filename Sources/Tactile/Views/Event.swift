/// The touches of a window at the moment a change is delivered, as `UIEvent`.
@MainActor
public final class Event {
    /// The clock time of the change, in seconds.
    public internal(set) var timestamp: Double = 0
    weak var window: Window?

    init(window: Window?) { self.window = window }

    /// Every finger currently down in the window (including the one that changed).
    public var allTouches: Set<Touch>? {
        guard let window else { return nil }
        return Set(window.activeTouches.values)
    }

    /// The touches whose pinned view is `view`.
    public func touches(for view: View) -> Set<Touch>? {
        guard let window else { return nil }
        let set = Set(window.activeTouches.values.lazy.filter { $0.view === view })
        return set.isEmpty ? nil : set
    }

    /// The touches that are delivered to `recognizer`.
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch>? {
        guard let window else { return nil }
        let set = Set(window.activeTouches.values.lazy.filter { t in t.gestureRecognizers.contains { $0 === recognizer } })
        return set.isEmpty ? nil : set
    }
}
