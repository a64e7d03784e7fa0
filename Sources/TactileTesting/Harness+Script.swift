import Tactile

extension Harness {
    /// Plays a ``TouchScript`` (a `--script` file, or what `--record` wrote) on the virtual
    /// clock from now: each step at its time, through the same input path as ``touchDown(at:finger:)``;
    /// `shot` steps call `onShot` with their name after rendering. Runs frames until the last step.
    public func play(_ script: TouchScript, onShot: ((String, Bitmap) -> Void)? = nil) {
        let start = clock.now
        for step in script.steps {
            let due = start + step.time
            if due > clock.now { advance(by: due - clock.now) }
            switch step.action {
            case let .down(f, p): touchDown(at: p, finger: f)
            case let .move(f, p): touchMove(to: p, finger: f)
            case let .up(f, p): touchUp(at: p, finger: f)
            case let .key(code):
                send(sdlEvent: SDLEventFactory.key(code: code, down: true))
                send(sdlEvent: SDLEventFactory.key(code: code, down: false))
            case let .shot(name): onShot?(name, render())
            }
        }
    }

    /// Reads and plays a script file (errors name the file and line).
    public func play(contentsOfFile path: String, onShot: ((String, Bitmap) -> Void)? = nil) throws {
        play(try TouchScript(contentsOfFile: path), onShot: onShot)
    }
}
