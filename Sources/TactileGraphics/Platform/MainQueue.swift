internal import CSDL2
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

// swift-corelibs-libdispatch's run-loop hooks, the ones Foundation's CFRunLoop uses on Linux
// to own the main queue (exported by libdispatch.so; declared in its private header
// `queue_private.h`): the main queue's wake-up handle (an `eventfd`, non-blocking, written to
// by libdispatch whenever work is enqueued on an empty main queue, from any thread: a
// `DispatchQueue.main.async`, a fired `asyncAfter`, a main-actor job) and its drain.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func _dispatchMainQueueHandle() -> Int32
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func _dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)
// glibc 2.30+ (Debian 11 and later); Swift does not import variadic `syscall`.
@_silgen_name("gettid")
private func _gettid() -> Int32

/// The loop's side of GCD's main queue, which is also the main actor's executor on Linux.
///
/// **Why these hooks.** On Linux nothing drains the main queue unless the thread that owns
/// it runs `dispatchMain()` (which never returns) or a CFRunLoop (Foundation's `RunLoop`).
/// `RunLoop.main.run(mode:before:)` with a tiny timeout would drain it, but it costs a
/// Foundation dependency (tens of megabytes in a static kiosk binary) and still cannot sleep
/// in SDL's event wait and the queue's at once. So the loop does what CFRunLoop does itself:
/// it calls `_dispatch_main_queue_callback_4CF` once a loop turn (a no-op when the queue is
/// empty), and its idle wait wakes on the queue's `eventfd` (`_dispatch_get_main_queue_handle_4CF`):
/// the budgeted wait `poll(2)`s it instead of sleeping; the blocking wait (`SDL_WaitEventTimeout`,
/// which cannot wait on a file descriptor) gets an SDL user event from a small waker thread
/// that sleeps in `poll(2)` on that descriptor and pushes one event per wake-up. Idle, both
/// sleep: nothing runs until work is enqueued.
///
/// The drain runs only on the process's main thread (libdispatch binds the main queue to
/// it, and crashes when drained elsewhere). Inside a main-queue job (a `@MainActor` test run
/// by a CFRunLoop), libdispatch does not drain re-entrantly and the call does nothing; there
/// ``Application/runAsync(frames:beforeFrame:)`` yields to the executor every loop turn instead.
package enum MainQueue {
    /// The main queue's wake-up descriptor.
    static let handle: Int32 = _dispatchMainQueueHandle()

    /// `true` on the process's main thread (the only thread that may drain the queue).
    static var isMainThread: Bool { getpid() == _gettid() }

    /// `true` on the main actor's executor: the process's main thread, or a thread draining
    /// the main queue for it (a CFRunLoop, or `dispatchMain()` as a test runner does), where
    /// `MainActor.assumeIsolated` does not trap (Swift 6.0 and 6.3; a test checks it).
    package static var isOnMainActor: Bool {
        isMainThread || DispatchQueue.getSpecific(key: mainQueueKey.key) == true
    }

    /// A key set on the main queue, so a thread draining it can tell.
    private static let mainQueueKey: SpecificKey = {
        let key = SpecificKey()
        DispatchQueue.main.setSpecific(key: key.key, value: true)
        return key
    }()

    /// The key, immutable once made (6.0's Dispatch does not mark it `Sendable`).
    private struct SpecificKey: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()
    }

    /// Runs the jobs queued on the main queue now (those enqueued meanwhile run next turn).
    package static func drain() {
        guard isMainThread else { return }
        _dispatchMainQueueCallback(nil)
    }

    /// Whether ``drain()`` runs main-queue jobs here: `false` off the main thread, or inside a
    /// job of the main queue (libdispatch does not drain re-entrantly). Enqueues one empty job.
    package static func canDrainHere() -> Bool {
        guard isMainThread else { return false }
        let ran = Flag()
        DispatchQueue.main.async { ran.value = true }
        drain()
        return ran.value
    }

    private final class Flag: @unchecked Sendable { var value = false }

    /// Sleeps until work is enqueued or `milliseconds` pass; returns `true` on work.
    package static func wait(milliseconds: Int32) -> Bool {
        guard handle >= 0 else {
            SDL_Delay(UInt32(max(0, milliseconds)))
            return false
        }
        var p = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        let r = poll(&p, 1, max(0, milliseconds))
        guard r > 0 else { return false }
        consumeWakeUp()
        return true
    }

    /// Clears the descriptor's count so the next wait sleeps again.
    static func consumeWakeUp() {
        var value: UInt64 = 0
        _ = read(handle, &value, 8)
    }
}

/// A thread that turns main-queue wake-ups into SDL user events, so that
/// `SDL_WaitEventTimeout` returns when a job is enqueued.
package final class MainQueueWaker {
    /// The SDL event type it pushes (the translator ignores it).
    let eventType: UInt32
    private let stop: Int32  // the write end of a pipe whose read end stops the thread
    private var thread = pthread_t()
    private var started = false

    /// Starts the thread; `nil` when the descriptor or SDL's user events are unavailable.
    package init?() {
        let type = SDL_RegisterEvents(1)
        guard MainQueue.handle >= 0, type != UInt32.max else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        eventType = type
        stop = ends[1]
        let context = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        context[0] = MainQueue.handle
        context[1] = ends[0]
        context[2] = Int32(bitPattern: type)
        let rc = pthread_create(&thread, nil, { raw in
            guard let c = raw?.assumingMemoryBound(to: Int32.self) else { return nil }
            let queue = c[0], stop = c[1], type = UInt32(bitPattern: c[2])
            c.deallocate()
            var fds = [pollfd(fd: queue, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            while true {
                let r = poll(&fds, 2, -1)
                if r < 0 && errno == EINTR { continue }
                if r < 0 || fds[1].revents != 0 { break }
                if fds[0].revents != 0 {
                    MainQueue.consumeWakeUp()
                    var e = SDL_Event()
                    e.type = type
                    _ = SDL_PushEvent(&e)
                }
            }
            close(stop)
            return nil
        }, context)
        guard rc == 0 else {
            context.deallocate()
            close(ends[0])
            close(ends[1])
            return nil
        }
        started = true
    }

    /// Stops the thread and waits for it.
    package func cancel() {
        guard started else { return }
        started = false
        var one: UInt8 = 1
        _ = write(stop, &one, 1)
        pthread_join(thread, nil)
        close(stop)
    }

    deinit { cancel() }
}
