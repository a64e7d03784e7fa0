import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// The time of day shown by the kiosk: the real local time in a window, or a fixed start
/// (09:41:00) plus the engine's virtual clock when headless, so PNGs are repeatable; `still`
/// (KIOSK_STILL_CLOCK, the virtual Pi's tours) stands at 09:41:00, so a booking made in a
/// tour whose steps emulation stretches to minutes ends at the headless tour's minute.
@MainActor
final class WallClock {
    private let engine: Engine
    private let fixedStart: Double?
    private let still: Bool

    init(engine: Engine, headless: Bool, still: Bool = false) {
        self.engine = engine
        self.still = still
        fixedStart = headless || still ? 9 * 3600 + 41 * 60 : nil
    }

    /// Seconds since local midnight.
    var secondsOfDay: Double {
        if let fixedStart, still { return fixedStart }
        if let fixedStart { return (fixedStart + engine.now).truncatingRemainder(dividingBy: 86400) }
        var tv = timeval()
        gettimeofday(&tv, nil)
        var t = tv.tv_sec
        var parts = tm()
        localtime_r(&t, &parts)
        return Double(parts.tm_hour * 3600 + parts.tm_min * 60 + parts.tm_sec) + Double(tv.tv_usec) / 1_000_000
    }

    /// Seconds until the displayed second changes.
    var untilNextSecond: Double {
        let s = secondsOfDay
        return max(0.001, s.rounded(.down) + 1 - s)
    }

    /// "09:41:05" (or without seconds).
    static func format(_ seconds: Double, withSeconds: Bool = true) -> String {
        let s = Int(seconds) % 86400
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let hm = two(s / 3600) + ":" + two(s / 60 % 60)
        return withSeconds ? hm + ":" + two(s % 60) : hm
    }
}
