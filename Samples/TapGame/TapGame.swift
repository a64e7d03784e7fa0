import Tactile

/// The game's world: targets appear, fingers pop them (tap the orange ones, swipe across
/// the blue ones), an expired target costs a life, three lost lives end the game.
///
/// It runs in a ``GamePlane``: ``update(dt:)`` at a fixed 60 Hz, ``draw(in:interpolation:)``
/// every frame, and ``handleTouch(_:)`` for the fingers nothing above it claimed (each
/// finger on its own, so several can play at once).
@MainActor
final class TapGame: Game {
    enum Phase { case ready, playing, over }

    let size: Size
    private(set) var phase: Phase = .ready
    private(set) var score = 0
    private(set) var best = 0
    private(set) var lives = 3
    private(set) var time: Double = 0
    private(set) var targets: [Target] = []
    private(set) var bursts: [Burst] = []
    /// Seconds of red flash left after a life was lost.
    private(set) var flash: Double = 0
    /// The fixed step (for interpolating animations between steps).
    var step: Double = 1.0 / 60
    /// Prints each spawn with the clock time (to write input scripts).
    var trace = false
    weak var engine: Engine?

    private let seed: UInt64
    private var round: UInt64 = 0
    private var rng: SeededRandom
    private var nextSpawn: Double = 0
    private var nextID = 0
    private var fingers: [FingerID: (last: Point, travelled: Float)] = [:]

    init(size: Size, seed: UInt64) {
        self.size = size
        self.seed = seed
        rng = SeededRandom(seed: seed)
        targets.reserveCapacity(32)
        bursts.reserveCapacity(64)
    }

    /// Starts a round (the same seed and round number replay the same targets).
    func start() {
        rng = SeededRandom(seed: seed &+ round)
        round += 1
        phase = .playing
        score = 0
        lives = 3
        time = 0
        nextSpawn = 0.4
        targets.removeAll(keepingCapacity: true)
        bursts.removeAll(keepingCapacity: true)
        flash = 0
    }

    // MARK: Simulation

    func update(dt: Double) {
        time += dt
        flash = max(0, flash - dt)
        for i in bursts.indices { bursts[i].age += dt }
        bursts.removeAll { $0.age >= Burst.duration }
        guard phase == .playing else { return }
        if time >= nextSpawn { spawn() }
        for i in targets.indices { targets[i].age += dt }
        while let i = targets.firstIndex(where: { $0.age >= $0.lifetime }) {
            let t = targets.remove(at: i)
            bursts.append(Burst(center: t.center, color: Color(r: 230, g: 60, b: 60)))
            lives -= 1
            flash = 0.3
            if lives <= 0 {
                phase = .over
                best = max(best, score)
                targets.removeAll(keepingCapacity: true)
                if trace { print("over clock=\(fmt(engine?.now ?? 0)) score=\(score)") }
                return
            }
        }
    }

    private func spawn() {
        let kind: Target.Kind = rng.float(in: 0...1) < 0.3 ? .swipe : .tap
        let r: Float = kind == .swipe ? 40 : 34
        var center = Point(x: 0, y: 0)
        // A free spot below the HUD, not on top of another target.
        for _ in 0..<12 {
            center = Point(x: rng.float(in: 60...(size.width - 60)), y: rng.float(in: 110...(size.height - 50)))
            if !targets.contains(where: { $0.center.distance(to: center) < $0.radius + r + 10 }) { break }
        }
        let lifetime = max(1.6, 2.8 - Double(score) * 0.04)
        targets.append(Target(id: nextID, kind: kind, center: center, radius: r, lifetime: lifetime))
        if trace {
            print("spawn clock=\(fmt(engine?.now ?? 0)) id=\(nextID) kind=\(kind) x=\(Int(center.x)) y=\(Int(center.y)) life=\(fmt(lifetime))")
        }
        nextID += 1
        nextSpawn = time + max(0.5, 1.15 - Double(score) * 0.02)
    }

    private func pop(at index: Int) {
        let t = targets.remove(at: index)
        score += t.kind == .swipe ? 2 : 1
        bursts.append(Burst(center: t.center, color: t.kind == .swipe ? Color(r: 120, g: 190, b: 255) : Color(r: 255, g: 190, b: 80)))
        if trace { print("pop clock=\(fmt(engine?.now ?? 0)) id=\(t.id) score=\(score)") }
    }

    // MARK: Touches (the ones no widget or view took)

    func handleTouch(_ input: TouchInput) {
        let p = input.location
        switch input.phase {
        case .began:
            fingers[input.finger] = (p, 0)
            guard phase == .playing else { return }
            if let i = targets.lastIndex(where: { $0.kind == .tap && $0.contains(p) }) { pop(at: i) }
        case .moved:
            guard let f = fingers[input.finger] else { return }
            let travelled = f.travelled + f.last.distance(to: p)
            fingers[input.finger] = (p, travelled)
            guard phase == .playing, travelled >= 24 else { return }
            while let i = targets.lastIndex(where: { $0.kind == .swipe && $0.isCrossed(from: f.last, to: p) }) { pop(at: i) }
        case .ended, .cancelled:
            fingers[input.finger] = nil
        }
    }

    // MARK: Drawing

    func draw(in renderer: Renderer, interpolation: Double) {
        let r = renderer
        r.fill(Rect(origin: .zero, size: size), color: Color(r: 18, g: 22, b: 34))
        var x: Float = 40
        while x < size.width {
            r.fill(Rect(x: x, y: 0, width: 1, height: size.height), color: Color(r: 28, g: 34, b: 50))
            x += 80
        }
        var y: Float = 40
        while y < size.height {
            r.fill(Rect(x: 0, y: y, width: size.width, height: 1), color: Color(r: 28, g: 34, b: 50))
            y += 80
        }
        let lead = phase == .playing ? interpolation * step : 0
        for t in targets { drawTarget(t, age: t.age + lead, in: r) }
        for b in bursts {
            let k = Float(min(1, (b.age + lead) / Burst.duration))
            var c = b.color
            c.a = UInt8(255 * (1 - k))
            r.strokeCircle(center: b.center, radius: 20 + 50 * k, width: 4, color: c)
        }
        if flash > 0 {
            r.fill(Rect(origin: .zero, size: size), color: Color(r: 200, g: 30, b: 30, a: UInt8(min(1, flash / 0.3) * 90)))
        }
    }

    private func drawTarget(_ t: Target, age: Double, in r: Renderer) {
        let grow = Float(min(1, age / 0.15))
        let radius = t.radius * (0.4 + 0.6 * grow)
        let left = Float(max(0, 1 - age / t.lifetime))
        let urgent = left < 0.3
        // The timer ring shrinks onto the target as time runs out.
        r.strokeCircle(center: t.center, radius: radius + 4 + 16 * left, width: 3,
                       color: urgent ? Color(r: 240, g: 80, b: 80) : Color(r: 200, g: 200, b: 220, a: 160))
        switch t.kind {
        case .tap:
            r.fillCircle(center: t.center, radius: radius, color: Color(r: 245, g: 150, b: 40))
            r.fillCircle(center: t.center, radius: radius * 0.62, color: Color(r: 255, g: 236, b: 200))
            r.fillCircle(center: t.center, radius: radius * 0.3, color: Color(r: 245, g: 150, b: 40))
        case .swipe:
            r.fillCircle(center: t.center, radius: radius, color: Color(r: 50, g: 120, b: 230))
            let c = t.center, s = radius * 0.45
            for dx in [-s * 0.6, s * 0.4] {
                r.drawLine(from: Point(x: c.x + dx - s * 0.5, y: c.y - s), to: Point(x: c.x + dx + s * 0.5, y: c.y), width: 4, color: .white)
                r.drawLine(from: Point(x: c.x + dx + s * 0.5, y: c.y), to: Point(x: c.x + dx - s * 0.5, y: c.y + s), width: 4, color: .white)
            }
        }
    }
}

/// Two decimals, for traces.
func fmt(_ v: Double) -> String {
    let c = (v * 100).rounded()
    let whole = Int(c / 100), frac = Int(abs(c).truncatingRemainder(dividingBy: 100))
    return "\(whole)." + (frac < 10 ? "0" : "") + "\(frac)"
}
