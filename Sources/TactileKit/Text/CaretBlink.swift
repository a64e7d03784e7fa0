/// The caret's blink, one for ``TextField`` and ``TextView`` alike (owned by their
/// `TextEditingController`): on the engine's clock, on for a while, then off,
/// and steady (no more frames) after a timeout without input.
@MainActor
final class CaretBlink {
    /// Whether the caret is drawn now.
    private(set) var isOn = true
    private var token: TimerToken?
    private weak var host: WindowContext?
    private var start: Double = 0

    /// Whether a blink timer runs.
    var isBlinking: Bool { token != nil }

    /// Shows the caret and starts blinking on `host` (none: the caret stays on). Each tick
    /// asks `isFocused` (not focused: the blink stops) and calls `redraw`.
    func restart(on host: WindowContext?, interval: Double, timeout: Double,
                 isFocused: @escaping @MainActor () -> Bool, redraw: @escaping @MainActor () -> Void) {
        stop()
        guard let host else { return }
        self.host = host
        start = host.now
        token = host.timers.scheduleRepeating(every: interval) { [weak self] in
            guard let self else { return }
            guard isFocused(), let host = self.host else { self.stop(); return }
            if host.now - self.start >= timeout { self.stop() } else { self.isOn.toggle() }
            redraw()
        }
    }

    /// Stops blinking; the caret shows.
    func stop() {
        if let t = token { host?.timers.cancel(t) }
        token = nil
        isOn = true
    }
}
