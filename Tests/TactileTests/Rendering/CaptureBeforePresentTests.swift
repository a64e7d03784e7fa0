import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// A window's frame is read before it is presented when asked (the back buffer is
/// undefined after a present), and only then.
@MainActor
@Suite(.serialized) struct CaptureBeforePresentTests {
    @Test func aCapturedFrameIsTheFrameDrawnAndIsTakenOnce() throws {
        var c = DisplayConfiguration()
        c.videoDrivers = ["offscreen"]
        c.renderer = .software
        c.size = Size(width: 120, height: 80)
        let output = try WindowOutput(configuration: c)
        let engine = Engine(output: output, clock: VirtualClock())
        let root = View()
        root.backgroundColor = Color(r: 10, g: 120, b: 200)
        let box = View(frame: Rect(x: 20, y: 20, width: 30, height: 30))
        box.backgroundColor = Color(r: 250, g: 200, b: 0)
        root.addSubview(box)
        engine.window.rootView = root

        engine.runFrame(force: true)
        let nothingRead = output.renderer.takeCapturedFrame() == nil
        #expect(nothingRead, "nothing is read unless asked")

        engine.renderer.captureNextPresent()
        box.backgroundColor = Color(r: 200, g: 0, b: 60)
        engine.runFrame()
        guard let frame = output.renderer.takeCapturedFrame() else {
            Issue.record("the frame was not captured")
            return
        }
        #expect(frame.width == 120 && frame.height == 80)
        #expect(frame.pixel(x: 30, y: 30) == Color(r: 200, g: 0, b: 60), "the box as drawn in that frame")
        #expect(frame.pixel(x: 100, y: 60) == Color(r: 10, g: 120, b: 200))
        let takenOnce = output.renderer.takeCapturedFrame() == nil
        #expect(takenOnce, "a captured frame is taken once")

        // readPixels returns the captured frame when there is one.
        engine.renderer.captureNextPresent()
        engine.runFrame(force: true)
        #expect(engine.readPixels().pixel(x: 30, y: 30) == Color(r: 200, g: 0, b: 60))
    }
}
