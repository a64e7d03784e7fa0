#if canImport(Glibc)
import Glibc
#endif
import Tactile

/// This process's CPU time and memory, for the samples' idle-cost and long-running
/// measurements (`tactile-bench`, `kiosk --soak`, `kiosk --measure-idle`).
package struct ProcessUsage: Hashable, Sendable {
    /// User plus system CPU seconds (`getrusage(RUSAGE_SELF)`).
    package var cpuSeconds: Double
    /// Resident memory in bytes (`/proc/self/statm`; 0 where it cannot be read).
    package var residentBytes: Int
    /// Voluntary context switches: roughly, how often the process went to sleep.
    package var voluntaryContextSwitches: Int

    /// Reads the current figures.
    package static func current() -> ProcessUsage {
        var u = rusage()
        getrusage(RUSAGE_SELF.rawValue, &u)
        let cpu = Double(u.ru_utime.tv_sec) + Double(u.ru_stime.tv_sec)
            + (Double(u.ru_utime.tv_usec) + Double(u.ru_stime.tv_usec)) / 1_000_000
        return ProcessUsage(cpuSeconds: cpu, residentBytes: residentBytes(), voluntaryContextSwitches: Int(u.ru_nvcsw))
    }

    /// Resident memory from `/proc/self/statm` (its second field, in pages).
    static func residentBytes() -> Int {
        guard let text = try? TextFile.read("/proc/self/statm") else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
