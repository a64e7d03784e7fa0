import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Where Tactile reports problems it recovers from (a missing font replaced by the default,
/// a dropped inconsistent touch): standard error by default, replaceable by the app.
public enum Diagnostics {
    /// Receives each report; defaults to printing `tactile: <message>` on standard error.
    /// Reading and replacing it is safe from any thread.
    public static var handler: @Sendable (String) -> Void {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// The handler, behind a lock (reports come from any thread).
    private static let current = Mutex<@Sendable (String) -> Void>({ message in
        let line = "tactile: \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    })

    /// Sends a message to ``handler``.
    public static func report(_ message: String) { handler(message) }
}
