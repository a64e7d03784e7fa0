import CSDL2
import Foundation

/// Times the frame loop: wall time (SDL's performance counter, the default) or the
/// thread's CPU time (`--clock cpu`), which leaves out time spent waiting for a core on a
/// busy machine.
@MainActor
enum BenchClock {
    enum Kind: String { case wall, cpu }

    static var kind = Kind.wall

    /// A point in time, in nanoseconds.
    static func now() -> UInt64 {
        switch kind {
        case .wall:
            let ticks = SDL_GetPerformanceCounter(), frequency = SDL_GetPerformanceFrequency()
            return UInt64(Double(ticks) * 1e9 / Double(frequency))
        case .cpu:
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
        }
    }

    static func millisecondsSince(_ start: UInt64) -> Double {
        Double(now() &- start) / 1e6
    }
}
