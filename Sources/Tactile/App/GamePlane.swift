/// The plane of a game's world: it runs the game's fixed-step ``Game/update(dt:)`` while
/// running, draws it every frame, and receives the touches no plane above claimed.
///
/// ```swift
/// let world = engine.addGamePlane(MyGame())   // at the bottom, engine made continuous
/// world.pause()                                // on-demand frames for a menu
/// world.resume()
/// ```
///
/// Its own clock follows the frames' times: paused time is not simulated, and a resumed
/// game continues from where it stopped.
@MainActor
public final class GamePlane: EnginePlane {
    /// The game.
    public let game: Game
    /// The fixed timestep (rate, steps run, interpolation).
    public var timestep: FixedTimestep
    /// `true` while updates are suspended (drawing continues on the frames that happen).
    public private(set) var isPaused = false
    /// Multiplies elapsed time (slow motion below 1).
    public var timeScale: Double = 1 { didSet { timeScale = timeScale.sanitized(0...1000, nan: 1) } }
    /// The engine, when added with ``Engine/addGamePlane(_:rate:at:)``; pausing and resuming
    /// switch its continuous mode.
    public weak var engine: Engine?
    /// The number of updates run so far.
    public var updateCount: Int { timestep.totalSteps }

    private var lastTime: Double?

    /// Creates a plane for `game` stepping `rate` times a second.
    public init(game: Game, rate: Double = 60) {
        self.game = game
        self.timestep = FixedTimestep(rate: rate)
    }

    /// Stops updates and lets the engine sleep between events (menus).
    public func pause() {
        isPaused = true
        lastTime = nil
        engine?.isContinuous = false
        engine?.setNeedsFrame()
    }

    /// Restarts updates and continuous frames; time paused is not simulated.
    public func resume() {
        isPaused = false
        lastTime = engine?.now
        engine?.isContinuous = true
    }

    /// Frame time and rate from the engine: seconds of work in the last frame, and frames
    /// per second (smoothed).
    public var frameStatistics: (duration: Double, framesPerSecond: Double) {
        (engine?.lastFrameDuration ?? 0, engine?.framesPerSecond ?? 0)
    }

    public func claimsTouch(at point: Point) -> Bool { game.claimsTouch(at: point) }

    public func handleTouch(_ input: TouchInput, timestamp: Double) { game.handleTouch(input) }

    public func update(_ frame: FrameInfo) {
        guard !isPaused else { lastTime = nil; return }
        defer { lastTime = frame.time }
        guard let last = lastTime else { return }
        let scale = timeScale.isFinite ? max(0, timeScale) : 1
        let n = timestep.advance(by: (frame.time - last) * scale)
        let dt = timestep.step
        for _ in 0..<n { game.update(dt: dt) }
    }

    public func draw(in renderer: Renderer, frame: FrameInfo) {
        game.draw(in: renderer, interpolation: timestep.interpolation)
    }

    /// The game plane asks for frames only through the engine's continuous mode.
    public var needsFrame: Bool { false }
}
