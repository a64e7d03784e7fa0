import Foundation
import Tactile

/// `--scene layers`: N standalone sublayers (rounded, bordered, a third rotated) on one view,
/// drawn offscreen at 800x480. Times, in ms per frame: at rest, and with every layer running
/// an endless autoreversing position + opacity animation, then the same with no layer rotated
/// (`layers-animating-flat`, the counterpart of LVGL's `lvgl_anim`); counts allocations per
/// animated frame when `Tools/malloc-counter.c` is preloaded.
@MainActor
enum LayersScene {
    static func run(n: Int, frames: Int) throws -> Bitmap {
        let output = try OffscreenOutput(size: Size(width: 800, height: 480))
        let clock = VirtualClock()
        let engine = Engine(output: output, clock: clock)
        let screen = View(frame: .zero)
        screen.backgroundColor = Color(r: 236, g: 238, b: 242)
        engine.window.rootView = screen
        var layers: [Layer] = []
        for i in 0..<n {
            let l = Layer()
            l.frame = Rect(x: Float(10 + (i % 16) * 49), y: Float(10 + (i / 16 % 9) * 52), width: 40, height: 40)
            l.backgroundColor = Color(r: UInt8(40 + i * 7 % 200), g: 120, b: 220)
            l.cornerRadius = 8
            l.borderWidth = 2
            if i % 3 == 0 { l.transform = Transform3DMakeRotation(0.3, 0, 0, 1) }
            screen.layer.addSublayer(l)
            layers.append(l)
        }
        engine.runFrame(force: true)
        func timed(_ body: () -> Void = {}) -> Double {
            for _ in 0..<10 { clock.advance(by: 1.0 / 60); engine.runFrame() }
            let start = BenchClock.now()
            for _ in 0..<frames { clock.advance(by: 1.0 / 60); engine.runFrame() }
            return BenchClock.millisecondsSince(start) / Double(frames)
        }
        BenchOutput.result(name: "layers-rest", n: n, frames: frames, msPerFrame: timed())
        for (i, l) in layers.enumerated() {
            let move = BasicAnimation(keyPath: "position.y")
            move.byValue = 20
            move.duration = 0.5 + Double(i % 5) / 10
            move.autoreverses = true
            move.repeatCount = .infinity
            let fade = BasicAnimation(keyPath: "opacity")
            fade.toValue = 0.3
            fade.autoreverses = true
            fade.repeatCount = .infinity
            l.add(move, forKey: "move")
            l.add(fade, forKey: "fade")
        }
        for _ in 0..<10 { clock.advance(by: 1.0 / 60); engine.runFrame() }
        let before = AnimateScene.mallocCount?()
        let animated = timed()
        BenchOutput.result(name: "layers-animating", n: n, frames: frames, msPerFrame: animated)
        if let b = before, let f = AnimateScene.mallocCount {
            print("name=layers-animating n=\(n) allocations_per_frame=\(String(format: "%.2f", Double(f() - b) / Double(frames + 10)))")
        }
        Transaction.begin()
        Transaction.setDisableActions(true)
        for l in layers { l.transform = Transform3DIdentity }
        Transaction.commit()
        for _ in 0..<10 { clock.advance(by: 1.0 / 60); engine.runFrame() }
        let flatBefore = AnimateScene.mallocCount?()
        let flat = timed()
        BenchOutput.result(name: "layers-animating-flat", n: n, frames: frames, msPerFrame: flat)
        if let b = flatBefore, let f = AnimateScene.mallocCount {
            print("name=layers-animating-flat n=\(n) allocations_per_frame=\(String(format: "%.2f", Double(f() - b) / Double(frames + 10)))")
        }
        return engine.readPixels()
    }
}
