import Dispatch
import Foundation
import SnapshotTesting

/// Runs a main-actor rendering for a snapshot strategy: at once when the assertion is made
/// on the main thread (a `@MainActor` test), otherwise as a main-actor task that
/// swift-snapshot-testing waits for (its `timeout`), so a nonisolated test works too.
enum MainActorSnapshot {
    static func run<T: Sendable>(_ body: @escaping @MainActor @Sendable () -> T) -> Async<T> {
        if isOnMainQueue {
            return Async(value: MainActor.assumeIsolated { body() })
        }
        return Async { callback in
            let box = CallbackBox(callback)
            Task { @MainActor in box.callback(body()) }
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

    /// Carries swift-snapshot-testing's callback (not `Sendable`) to the main actor; it is
    /// called exactly once, and the waiting thread does nothing with it meanwhile.
    private final class CallbackBox<T>: @unchecked Sendable {
        let callback: (T) -> Void
        init(_ callback: @escaping (T) -> Void) { self.callback = callback }
    }
}
