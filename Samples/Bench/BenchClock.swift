import CSDL2

/// Wall time from SDL's performance counter.
enum BenchClock {
    static func now() -> UInt64 { SDL_GetPerformanceCounter() }

    static func millisecondsSince(_ start: UInt64) -> Double {
        Double(SDL_GetPerformanceCounter() &- start) * 1000 / Double(SDL_GetPerformanceFrequency())
    }
}
