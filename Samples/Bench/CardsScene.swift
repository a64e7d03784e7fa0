import Foundation
import Tactile

/// `--scene cards`: N cards, each with a soft shadow, a gradient header and a progress
/// ring (issue 27), drawn offscreen at 800x480. Times, in ms per frame: the scene at rest,
/// one ring changing per frame, one card moving per frame (position only), and the same
/// with the shadows off; then full repaints with and without shadows. Counts shadow blurs
/// and ring rasterisations in the timed frames (0 blurs expected).
@MainActor
enum CardsScene {
    static func makeEngine(n: Int, shadows: Bool) throws -> (Engine, VirtualClock, [View], [ProgressRingView]) {
        let output = try OffscreenOutput(size: Size(width: 800, height: 480))
        let clock = VirtualClock()
        let engine = Engine(output: output, clock: clock)
        let screen = View(frame: .zero)
        screen.backgroundColor = Color(r: 236, g: 238, b: 242)
        var cards: [View] = [], rings: [ProgressRingView] = []
        for i in 0..<n {
            let card = View(frame: Rect(x: Float(14 + (i % 6) * 130), y: Float(14 + (i / 6) * 92), width: 118, height: 78))
            card.backgroundColor = .white
            card.cornerRadius = 12
            if shadows {
                card.layer.shadowOpacity = 0.25
                card.layer.shadowRadius = 6
                card.layer.shadowOffset = Size(width: 0, height: 3)
            }
            let header = GradientView(frame: Rect(x: 0, y: 0, width: 118, height: 24),
                                      gradient: GradientLayer(colors: [Color(r: 90, g: 200, b: 250), Color(r: 0, g: 122, b: 255)]))
            header.gradientLayer.startPoint = Point(x: 0, y: 0.5)
            header.gradientLayer.endPoint = Point(x: 1, y: 0.5)
            card.clipsToBounds = true
            card.addSubview(header)
            let ring = ProgressRingView(frame: Rect(x: 70, y: 30, width: 40, height: 40))
            ring.lineWidth = 5
            ring.progress = Float(i % 10) / 10
            card.addSubview(ring)
            screen.addSubview(card)
            cards.append(card)
            rings.append(ring)
        }
        engine.window.rootView = screen
        engine.runFrame(force: true)
        return (engine, clock, cards, rings)
    }

    static func timed(_ frames: Int, _ clock: VirtualClock, _ engine: Engine, _ change: (Int) -> Void) -> Double {
        for i in 0..<10 { change(i); clock.advance(by: 1.0 / 60); engine.runFrame() }
        let start = BenchClock.now()
        for i in 0..<frames { change(i); clock.advance(by: 1.0 / 60); engine.runFrame() }
        return BenchClock.millisecondsSince(start) / Double(frames)
    }

    static func run(n: Int, frames: Int) throws -> Bitmap {
        var last = Bitmap(width: 0, height: 0)
        for shadows in [true, false] {
            let (engine, clock, cards, rings) = try makeEngine(n: n, shadows: shadows)
            let tag = shadows ? "cards" : "cards-noshadow"
            let rest = timed(frames, clock, engine) { _ in }
            BenchOutput.result(name: "\(tag)-rest", n: n, frames: frames, msPerFrame: rest)
            let blurs0 = Layer.shadowMasksBlurred
            let raster0 = rings.reduce(0) { $0 + $1.progressLayer.rasterizations }
            let ring = timed(frames, clock, engine) { i in rings[i % rings.count].progress = Float(i % 97) / 97 }
            let raster1 = rings.reduce(0) { $0 + $1.progressLayer.rasterizations }
            BenchOutput.result(name: "\(tag)-one-ring", n: n, frames: frames, msPerFrame: ring)
            let move = timed(frames, clock, engine) { i in
                let c = cards[i % cards.count]
                c.frame.origin.x += (i / cards.count) % 2 == 0 ? 3 : -3
            }
            BenchOutput.result(name: "\(tag)-one-move", n: n, frames: frames, msPerFrame: move)
            let full = timed(frames, clock, engine) { _ in engine.window.setNeedsFullRedraw() }
            BenchOutput.result(name: "\(tag)-full-repaint", n: n, frames: frames, msPerFrame: full)
            print("name=\(tag) n=\(n) shadow_blurs_in_timed_frames=\(Layer.shadowMasksBlurred - blurs0) ring_rasterizations_per_ring_frame=\(String(format: "%.2f", Double(raster1 - raster0) / Double(frames + 10)))")
            if shadows { last = engine.readPixels() }
        }
        return last
    }
}
