import Dispatch
import Foundation
import SnapshotTesting

/// Runs a main-actor rendering for a snapshot strategy: at once when the assertion is made
/// on the main thread (a `@MainActor` test), otherwise on the main queue (the main actor's
/// executor) before swift-snapshot-testing starts waiting, so a nonisolated test works too.
///
/// Not a main-actor `Task` that the library's `XCTWaiter` waits for: on Linux that wait holds
/// the main queue, so the task ran only when the wait timed out, and every main-actor test
/// running in parallel stalled with it (the whole suite took the snapshot's `timeout`).
enum MainActorSnapshot {
    static func run<T: Sendable>(_ body: @escaping @MainActor @Sendable () -> T) -> Async<T> {
        if isOnMainQueue {
            return Async(value: MainActor.assumeIsolated { body() })
        }
        return Async { callback in
            let value = DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
            callback(value)
        }
    }

    private static let mainKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, which is the main actor's executor (on
    /// Linux a `@MainActor` test may run there without being on the process's first thread).
    static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainKey) == true
    }
}
