// Needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Dispatch
import Foundation
import SnapshotTesting
import Tactile

/// Runs a main-actor rendering for a snapshot strategy: at once when the assertion is made
/// on the main thread (a `@MainActor` test), otherwise on the main queue (the main actor's
/// executor) before swift-snapshot-testing starts waiting, so a nonisolated test works too.
///
/// Not a main-actor `Task` that the library's `XCTWaiter` waits for: on Linux that wait holds
/// the main queue, so the task ran only when the wait timed out, and every main-actor test
/// running in parallel stalled with it (the whole suite took the snapshot's `timeout`).
enum MainActorSnapshot {
    static func run<T: Sendable>(_ body: @escaping @MainActor @Sendable () -> T) -> Async<T> {
        if MainQueue.isOnMainActor {
            return Async(value: MainActor.assumeIsolated { body() })
        }
        return Async { callback in
            let value = DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
            callback(value)
        }
    }
}
#endif
