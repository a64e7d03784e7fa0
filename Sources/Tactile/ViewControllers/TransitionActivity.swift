/// How many view controller transitions (pushes, pops, presentations, dismissals, progress
/// animations) are running, so tests and runners can wait for them on the virtual clock.
@MainActor
public enum TransitionActivity {
    /// Transitions running now, including interactive ones a finger holds.
    public internal(set) static var running = 0
}
