/// What an app does when nobody touches it: how the frame loop sleeps, and when the screen
/// dims or blanks. Part of ``DisplayConfiguration`` (`"idle"` in `tactile.json`).
public struct IdleConfiguration: Hashable, Sendable {
    /// How the loop waits for the next event when there is nothing to draw.
    public var wait: IdleWaitPolicy = .automatic
    /// Wake-ups a second of the budgeted wait (``IdleWaitPolicy/budgeted``): the longest
    /// added touch latency is one interval (60: at most one 60 Hz frame).
    public var wakeUpsPerSecond: Double = 60
    /// Seconds without input before the screen dims; `nil` never dims.
    public var dimAfter: Double? = nil
    /// Seconds without input before the screen goes black; `nil` never blanks.
    public var blankAfter: Double? = nil
    /// The brightness of a dimmed screen, 0 (black) to 1 (unchanged).
    public var dimmedBrightness: Float = 0.3

    /// The defaults: automatic wait, 60 wake-ups a second when polling, no dimming.
    public init() {}
}

/// How ``Application`` sleeps when nothing needs drawing.
///
/// SDL's `SDL_WaitEventTimeout` blocks in the kernel only on video drivers that implement a
/// native wait (X11, Wayland, Windows, Cocoa in SDL 2.26). On the others (KMSDRM on a
/// Raspberry Pi without a desktop, offscreen, dummy) it pumps events and sleeps one
/// millisecond in a loop: about 1,000 wake-ups a second for a screen that shows nothing new.
/// The budgeted wait polls at ``IdleConfiguration/wakeUpsPerSecond`` instead and sleeps
/// in between, trading at most one interval of touch latency for a few dozen wake-ups.
public enum IdleWaitPolicy: String, Hashable, Sendable, CaseIterable {
    /// Blocking where the driver waits natively, budgeted everywhere else.
    case automatic
    /// Always `SDL_WaitEventTimeout` (SDL's own loop on drivers without a native wait).
    case blocking
    /// Always poll at the configured rate and sleep in between.
    case budgeted

    /// Video drivers whose `WaitEventTimeout` blocks in the kernel (SDL 2.26's
    /// `SDL_VideoDevice.WaitEventTimeout` is set by these backends only).
    public static let nativeWaitDrivers: Set<String> = ["x11", "wayland", "windows", "cocoa"]

    /// The wait to use on `driver` (SDL's name, e.g. `"KMSDRM"`; `nil` when no video
    /// subsystem runs, as headless): ``blocking`` or ``budgeted``.
    public func resolved(forDriver driver: String?) -> IdleWaitPolicy {
        switch self {
        case .blocking, .budgeted: return self
        case .automatic:
            guard let d = driver?.lowercased() else { return .budgeted }
            return IdleWaitPolicy.nativeWaitDrivers.contains(d) ? .blocking : .budgeted
        }
    }

    /// How long one idle sleep lasts, in whole milliseconds: until the next timer, but no
    /// longer than `maximum`, and for the budgeted wait no longer than one interval of
    /// `wakeUpsPerSecond`. A due timer gives 0 (do not sleep).
    public func sleepMilliseconds(secondsUntilTimer: Double?, wakeUpsPerSecond: Double, maximum: Int32) -> Int32 {
        var ms = Double(max(0, maximum))
        if let s = secondsUntilTimer { ms = min(ms, s.isFinite ? max(0, s * 1000) : ms) }
        if self == .budgeted {
            let rate = wakeUpsPerSecond.isFinite && wakeUpsPerSecond > 0 ? min(1000, wakeUpsPerSecond) : 60
            ms = min(ms, 1000 / rate)
        }
        return Int32(ms.rounded(.up))
    }
}
