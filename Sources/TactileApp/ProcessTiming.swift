import Tactile
#if canImport(Glibc)
import Glibc
#endif

/// Seconds since this process started, from the kernel's record of its start
/// (`/proc/self/stat`, 10 ms resolution), for `--timing`.
enum ProcessTiming {
    static func secondsSinceProcessStart() -> Double? {
        guard let stat = try? TextFile.read("/proc/self/stat"), let uptime = try? TextFile.read("/proc/uptime") else { return nil }
        // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 22 (starttime) is the 20th after the name.
        guard fields.count > 19, let ticks = Double(fields[19]), let up = Double(uptime.split(separator: " ").first ?? "") else { return nil }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard hz > 0 else { return nil }
        return max(0, up - ticks / hz)
    }
}
