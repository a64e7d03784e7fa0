import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Where Tactile reports problems it recovers from (a missing font replaced by the default,
/// a dropped inconsistent touch): standard error by default, replaceable by the app.
///
/// Two levels: the process's ``handler`` (what an app sets once at start), and a handler for
/// one task and its child tasks (``withHandler(_:_:)``), which wins over the process's. A test
/// captures its own reports with the second, so tests that check diagnostics need not run
/// one at a time.
public enum Diagnostics {
    /// Receives each report not sent to a task's handler; defaults to printing
    /// `tactile: <message>` on standard error. Reading and replacing it is safe from any thread.
    public static var handler: @Sendable (String) -> Void {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// The process's handler, behind a lock (reports come from any thread).
    private static let current = Mutex<@Sendable (String) -> Void>({ message in
        let line = "tactile: \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    })

    /// The handler of the current task, if one was set with ``withHandler(_:_:)``.
    @TaskLocal private static var taskHandler: (@Sendable (String) -> Void)?

    /// Runs `body` with the reports made in this task (and its child tasks) sent to `handler`
    /// instead of the process's ``handler``; returns what `body` returns.
    public static func withHandler<R>(_ handler: @escaping @Sendable (String) -> Void, _ body: () throws -> R) rethrows -> R {
        try $taskHandler.withValue(handler, operation: body)
    }

    /// Sends a message to the current task's handler, or else to ``handler``.
    public static func report(_ message: String) { (taskHandler ?? handler)(message) }
}
