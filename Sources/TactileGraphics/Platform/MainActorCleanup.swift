import Synchronization

/// What a main-actor object's `deinit` does with its main-actor work (cancelling timers,
/// freeing SDL textures), the same on Swift 6.0 and 6.2.
///
/// Swift 6.2's `isolated deinit` is not in Swift 6.0 (Debian trixie's `swiftlang`), whose
/// `deinit` of a `@MainActor` class is nonisolated: it runs on the thread that drops the last
/// reference. That is the main actor in practice (the engine, views and timers are owned by
/// the tree and the loop), but a `@MainActor` class is `Sendable`, so a task elsewhere can
/// hold the last reference. So a `deinit` asks `MainQueue.isOnMainActor` (which never traps) and
/// - on the main actor, does its work at once inside `MainActor.assumeIsolated` (what an
///   isolated deinit does there);
/// - elsewhere, hands `Sendable` work to the main actor with ``run(_:)`` (timers are
///   cancelled on the loop's next turn) or, for SDL handles, which only the thread that made
///   them may free, leaves them to SDL (textures go with their renderer) and says so once
///   per process with ``releasedOffMainActor(_:)``.
package enum MainActorCleanup {
    /// Runs `work` on the main actor: now when the caller is on it, else on its queue.
    package static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if MainQueue.isOnMainActor {
            MainActor.assumeIsolated(work)
        } else {
            Task { @MainActor in work() }
        }
    }

    /// Reports (once per process, naming the first) that an object holding SDL resources was
    /// released off the main actor, where they cannot be freed: they are left to SDL.
    package static func releasedOffMainActor(_ type: String) {
        let first = reported.withLock { done in
            defer { done = true }
            return !done
        }
        if first {
            Diagnostics.report("\(type) released off the main actor: its SDL resources (and those released with it) are left to SDL; release it on the main actor")
        }
    }

    private static let reported = Mutex(false)
}
