/// The damage of the last frames a swapping window presented, so a back buffer of a known
/// age (`EGL_EXT_buffer_age`, `GLX_EXT_buffer_age`) is brought up to date by copying only
/// what changed since it was last drawn, not the whole canvas.
///
/// A back buffer of age *n* holds the frame presented *n* swaps ago: it lacks the damage of
/// the *n* − 1 frames presented since (plus the frame being drawn). Age 0 (never presented,
/// or unknown) or an age older than the ``depth`` frames kept means the whole buffer. Only
/// swapped frames are recorded (a frame that presented nothing did not age any buffer).
/// The storage is made once; recording and asking allocate nothing.
struct SwapChainDamage {
    /// The most frames remembered: buffer ages up to `depth + 1` are served (Mesa's swap
    /// chains are 2–4 buffers deep).
    static let depth = 4
    private var frames: [PresentDamage]
    private var newest = 0
    private var count = 0

    init() { frames = (0..<SwapChainDamage.depth).map { _ in PresentDamage() } }

    /// Records the damage of a frame that was just swapped onto the screen.
    mutating func presented(_ damage: PresentDamage) {
        newest = (newest + 1) % SwapChainDamage.depth
        frames[newest].reset()
        frames[newest].add(contentsOf: damage)
        count = min(count + 1, SwapChainDamage.depth)
    }

    /// Forgets every frame (the buffers' contents are unknown: a resize, another context).
    mutating func forget() { count = 0 }

    /// Adds what a back buffer of `age` lacks of the last presented frame to `damage`.
    func addStaleAreas(age: Int, to damage: inout PresentDamage) {
        guard age >= 1, age - 1 <= count else { damage.markWhole(); return }
        for k in 0..<(age - 1) {
            damage.add(contentsOf: frames[(newest - k + SwapChainDamage.depth) % SwapChainDamage.depth])
        }
    }
}
