import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// On a slow display (KMSDRM under emulation: over a second a frame) a finger's press and
/// release, queued by SDL while a frame draws, are handled one after the other before the
/// next frame. A tap must still press the button.
@MainActor
@Suite struct SlowFrameInputTests {
    @Test func aPressAndReleaseHandledBeforeOneFrameStillTap() {
        let root = View()
        let button = Button(title: "OK")
        button.frame = Rect(x: 20, y: 20, width: 120, height: 60)
        root.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        let h = Harness(root: root, size: Size(width: 200, height: 120))
        h.runFrame()
        let x: Float = 80 / 200, y: Float = 50 / 120
        h.engine.handle(sdlEvent: SDLEventFactory.finger(.began, finger: 0, x: x, y: y))
        h.engine.handle(sdlEvent: SDLEventFactory.finger(.ended, finger: 0, x: x, y: y))
        h.advance(by: 1.5)
        h.runFrame()
        #expect(taps == 1, "a press and release queued within one slow frame must tap once")
    }
}
