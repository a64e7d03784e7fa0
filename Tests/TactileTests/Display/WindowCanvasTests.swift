import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// A software window draws into its own canvas (`WindowCanvas`) and presents only the
/// changed rectangles; what reaches the window surface is what the old path (SDL's software
/// renderer drawing the window surface through a kept canvas texture) put there, byte for byte.
@MainActor
@Suite(.serialized) struct WindowCanvasTests {
    /// A software window under SDL's offscreen video driver (its window surface is RGB888, as
    /// an X11 window's at depth 24), with or without the canvas.
    func window(canvas: Bool, size: Size) throws -> WindowOutput {
        let saved = WindowCanvas.isEnabled
        WindowCanvas.isEnabled = canvas
        defer { WindowCanvas.isEnabled = saved }
        var c = DisplayConfiguration()
        c.videoDrivers = ["offscreen"]
        c.renderer = .software
        c.size = size
        return try WindowOutput(configuration: c)
    }

    /// The frames of `build()` on both paths: the first one, then one after each change.
    func frames(_ build: () -> View, size: Size, changes: [(View) -> Void]) throws -> (old: [Bitmap], new: [Bitmap], damage: [Int]) {
        var result: [[Bitmap]] = []
        var damage: [Int] = []
        for useCanvas in [false, true] {
            let output = try window(canvas: useCanvas, size: size)
            #expect(output.preservesContents == useCanvas)
            let engine = Engine(output: output, clock: VirtualClock())
            let root = build()
            engine.window.rootView = root
            engine.runFrame(force: true)
            var shots = [engine.readPixels()]
            for change in changes {
                change(root)
                engine.setNeedsFrame()  // a frame is drawn even when the change changed nothing
                engine.runFrame()
                if useCanvas { damage.append(output.renderer.damage.rects.count) }
                shots.append(engine.readPixels())
            }
            result.append(shots)
        }
        return (result[0], result[1], damage)
    }

    func expectIdentical(_ name: String, _ f: (old: [Bitmap], new: [Bitmap], damage: [Int])) {
        #expect(f.old.count == f.new.count)
        for (i, (o, n)) in zip(f.old, f.new).enumerated() {
            let (worst, pixels) = pixelDifference(o, n)
            #expect(o.width == n.width && o.height == n.height && o.width > 0)
            #expect(worst == 0, "\(name) frame \(i): \(pixels) pixels differ, by up to \(worst) levels")
        }
        if let last = f.new.last { try? last.writePNG(to: TestOutput.path("window-canvas-\(name).png")) }
    }

    @Test func galleryScreenReachesTheWindowAsBefore() throws {
        let changes: [(View) -> Void] = [
            { $0.subviews.first?.backgroundColor = Color(r: 200, g: 40, b: 90, a: 180) },
            { $0.subviews.last?.alpha = 0.5 },
            { $0.subviews.last?.isHidden = true },
        ]
        let f = try frames(BatchedRenderingTests.gallery, size: Size(width: 400, height: 330), changes: changes)
        expectIdentical("gallery", f)
    }

    @Test func oneChangedButtonPresentsOneArea() throws {
        let changes: [(View) -> Void] = [
            { $0.subviews[7].backgroundColor = Color(r: 250, g: 200, b: 0) },
            { $0.subviews[7].backgroundColor = Color(r: 20, g: 90, b: 250) },
            { _ in },  // a frame in which nothing changed: nothing to present
        ]
        let f = try frames({ BatchedRenderingTests.grid(60) }, size: Size(width: 400, height: 250), changes: changes)
        expectIdentical("grid", f)
        #expect(f.damage == [1, 1, 0], "one button's area, then none (got \(f.damage))")
    }

    @Test func parityScreensReachTheWindowAsBefore() throws {
        for screen in GLParityTests.screens where screen.rotation == .none {
            expectIdentical(screen.name.filter { $0.isLetter }, try frames(screen.build, size: screen.size, changes: []))
        }
    }

    /// A resized window's canvas follows the window surface, and frames after the resize are
    /// still the old path's.
    @Test func aResizedWindowStillMatches() throws {
        var shots: [Bitmap] = []
        for useCanvas in [false, true] {
            let output = try window(canvas: useCanvas, size: Size(width: 300, height: 200))
            let engine = Engine(output: output, clock: VirtualClock())
            engine.window.rootView = BatchedRenderingTests.grid(30)
            engine.runFrame(force: true)
            output.setWindowSize(Size(width: 420, height: 260))
            engine.handle(.resized(Size(width: 420, height: 260)))
            engine.runFrame(force: true)
            shots.append(engine.readPixels())
        }
        #expect(shots[0].width == 420 && shots[0].height == 260)
        #expect(shots[1].width == 420 && shots[1].height == 260)
        let (worst, pixels) = pixelDifference(shots[0], shots[1])
        #expect(worst == 0, "after a resize: \(pixels) pixels differ, by up to \(worst) levels")
    }
}
