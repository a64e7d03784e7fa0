import Synchronization

/// A clock time (seconds) written on the main actor and readable from any thread, for
/// ``EngineClock/now`` (Swift's `Clock` protocol reads its time outside any actor).
final class TimeMirror: Sendable {
    private let bits = Atomic<UInt64>(0)

    /// The last time stored.
    func load() -> Double { Double(bitPattern: bits.load(ordering: .acquiring)) }

    /// Stores a time.
    func store(_ seconds: Double) { bits.store(seconds.bitPattern, ordering: .releasing) }
}
