/// The touches of a window at the moment a change is delivered, as `UIEvent`.
@MainActor
public final class Event {
    /// The clock time of the change, in seconds.
    public internal(set) var timestamp: Double = 0
    /// The router whose touches this event lists.
    weak var router: TouchRouter?

    init() {}

    /// Every finger currently down in the window (including the one that changed).
    public var allTouches: Set<Touch>? {
        guard let router else { return nil }
        return Set(router.active.values.lazy.map(\.touch))
    }

    /// The touches whose pinned view is `view`.
    public func touches(for view: View) -> Set<Touch>? {
        guard let router else { return nil }
        let set = Set(router.active.values.lazy.map(\.touch).filter { $0.view === view })
        return set.isEmpty ? nil : set
    }

    /// The touches that are delivered to `recognizer`.
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch>? {
        guard let router else { return nil }
        let set = Set(router.active.values.lazy.filter { r in r.recognizers.contains { $0 === recognizer } }.map(\.touch))
        return set.isEmpty ? nil : set
    }
}
