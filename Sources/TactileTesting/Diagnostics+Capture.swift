import Synchronization
import Tactile

extension Diagnostics {
    /// The reports made while `body` runs in this task, in order, instead of printing them.
    /// Other tests running in parallel keep their own reports.
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let lines = Mutex<[String]>([])
        try withHandler({ line in lines.withLock { $0.append(line) } }, body)
        return lines.withLock { $0 }
    }
}
