import Tactile

/// A `ListView` of N rows (title and subtitle) on an 800x480 screen, flicked by a scripted
/// fast drag and left to decelerate on a virtual clock (the same motion whatever the
/// machine): wall time per fling frame against a full redraw of the same screen, and the
/// number of rows (cells) made, which must not grow with N.
@MainActor
enum ListFlickScene {
    struct Result {
        var flingMsPerFrame: Double
        var fullRedrawMsPerFrame: Double
        var flingFrames: Int
        var cellsCreated: Int
        var travelled: Float
        var textRasterizationsDuringFling: Int
        var lastFrame: Bitmap
    }

    static func run(n: Int, frames: Int) throws -> Result {
        let size = Size(width: 800, height: 480)
        let output = try OffscreenOutput(size: size)
        let clock = VirtualClock()
        let engine = Engine(output: output, clock: clock)
        let list = ListView(frame: Rect(origin: .zero, size: size))
        list.rowHeight = 56
        list.numberOfRows = { _ in n }
        list.configureRow = { cell, ip in
            cell.textLabel?.text = "Room \(ip.row + 1)"
            cell.detailTextLabel?.text = "Free from \(8 + ip.row % 10):00 · seats \(4 + ip.row % 12)"
        }
        engine.window.rootView = list
        engine.runFrame(force: true)

        // A fast drag up: 300 pt in 0.1 s (3,000 pt/s), one move per 1/60 s frame.
        let dt = 1.0 / 60
        let finger = FingerID(device: 1, finger: 1)
        func touch(_ phase: TouchInput.Phase, _ y: Float) {
            engine.handle(.touch(TouchInput(finger: finger, phase: phase, location: Point(x: 400, y: y))))
        }
        touch(.began, 420)
        engine.runFrame()
        for i in 1...6 {
            clock.advance(by: dt)
            touch(.moved, 420 - Float(i) * 50)
            engine.runFrame()
        }
        touch(.ended, 120)
        let atLift = list.contentOffset.y
        let rasterBefore = engine.renderer.stats.textRasterizations
        // The fling, frame by frame until it rests (at most 10 s).
        var flingFrames = 0
        let start = BenchClock.now()
        while list.isDecelerating && flingFrames < 600 {
            clock.advance(by: dt)
            engine.runFrame()
            flingFrames += 1
        }
        let flingMs = BenchClock.millisecondsSince(start) / Double(max(1, flingFrames))
        let raster = engine.renderer.stats.textRasterizations - rasterBefore
        let travelled = list.contentOffset.y - atLift

        // Full redraws of the screen at rest.
        engine.runFrame(force: true)
        let redrawStart = BenchClock.now()
        for _ in 0..<frames {
            engine.window.setNeedsFullRedraw()
            engine.runFrame()
        }
        let redrawMs = BenchClock.millisecondsSince(redrawStart) / Double(frames)
        return Result(flingMsPerFrame: flingMs, fullRedrawMsPerFrame: redrawMs, flingFrames: flingFrames,
                      cellsCreated: list.cellsCreated, travelled: travelled,
                      textRasterizationsDuringFling: raster, lastFrame: engine.readPixels())
    }
}
