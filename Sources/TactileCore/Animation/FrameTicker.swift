/// What an engine runs at the start of every frame besides its timers: display links and
/// view animations. While it has anything active the engine wants frames (``Engine/wantsFrame``),
/// so the loop stays awake exactly as long as something moves.
@MainActor
package final class FrameTicker {
    private var links: [DisplayLink] = []
    /// The view animations driven by this engine's frames.
    let animator = Animator()
    /// The time of the frame being run (``DisplayLink/timestamp``).
    private(set) var frameTime: Double = 0
    /// The expected time between frames.
    var frameDuration: Double = 1.0 / 60.0

    package init() { links.reserveCapacity(8) }

    /// `true` while a display link runs or a view animates.
    package var isActive: Bool { !links.isEmpty || animator.isActive }

    func add(_ link: DisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    func remove(_ link: DisplayLink) {
        links.removeAll { $0 === link }
    }

    /// Runs the display links, then advances the animations, for the frame at `time`.
    package func tick(time: Double) {
        frameTime = time
        if !links.isEmpty {
            let current = links  // a link may add, pause or invalidate links in its callback
            for link in current where link.isScheduled { link.fire(time: time, duration: frameDuration) }
        }
        animator.tick(time: time)
    }
}
