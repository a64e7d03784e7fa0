import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ZeroLagTests {
    static let normal = Color(r: 40, g: 120, b: 200)
    static let pressed = Color(r: 220, g: 60, b: 40)

    /// An outer "button" with three levels of subviews; returns the innermost one.
    private func deepButton() -> (Harness, outer: View, deepest: RecordingView, press: LongPressGestureRecognizer, states: () -> [GestureRecognizer.State]) {
        let root = View()
        root.backgroundColor = .black
        let outer = View(frame: Rect(x: 40, y: 40, width: 300, height: 200))
        outer.backgroundColor = Self.normal
        let level1 = View(frame: Rect(x: 20, y: 20, width: 200, height: 140))
        let level2 = View(frame: Rect(x: 10, y: 10, width: 150, height: 100))
        let level3 = RecordingView(frame: Rect(x: 10, y: 10, width: 100, height: 60))
        level3.backgroundColor = .white
        level1.addSubview(level2)
        level2.addSubview(level3)
        outer.addSubview(level1)
        root.addSubview(outer)
        var seen: [GestureRecognizer.State] = []
        let press = LongPressGestureRecognizer { [weak outer] r in
            seen.append(r.state)
            switch r.state {
            case .began: outer?.backgroundColor = Self.pressed
            case .ended, .cancelled: outer?.backgroundColor = Self.normal
            default: break
            }
        }
        press.minimumPressDuration = 0
        outer.addGestureRecognizer(press)
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        return (h, outer, level3, press, { seen })
    }

    @Test func pressOnDeepSubviewShowsInTheVeryNextFrame() throws {
        let (h, outer, deepest, press, states) = deepButton()
        // (40+20+10+10+5, 40+20+10+10+5): inside level3, three levels below the outer view.
        let p = Point(x: 85, y: 85)
        #expect(h.window.hitTest(p, with: nil) === deepest)
        let framesBefore = h.engine.frameIndex
        // One injected touch-down, which runs exactly one frame.
        h.touchDown(at: p)
        #expect(h.engine.frameIndex == framesBefore + 1)
        #expect(press.state == .began)
        #expect(states() == [.began])
        #expect(outer.backgroundColor == Self.pressed)
        // The frame that was presented (not a re-render) shows the pressed colour, on the
        // outer view's own background and under the subviews.
        let frame = h.engine.readPixels()
        try frame.writePNG(to: TestOutput.path("gestures-zero-lag-pressed.png"))
        #expect(frame.pixel(x: 45, y: 45) == Self.pressed)
        #expect(frame.pixel(x: 75, y: 75) == Self.pressed) // level 2, inside level 1
        #expect(frame.pixel(x: 85, y: 85) == .white)         // the deepest view draws on top
        #expect(frame.pixel(x: 20, y: 20) == .black)
        h.touchUp()
        #expect(states() == [.began, .ended])
        let after = h.engine.readPixels()
        try after.writePNG(to: TestOutput.path("gestures-zero-lag-released.png"))
        #expect(after.pixel(x: 45, y: 45) == Self.normal)
    }

    @Test func beganFiresDuringTheDispatchNotInAFrame() {
        let (h, _, _, press, _) = deepButton()
        // Feed the SDL event without running a frame: the state changes inside the dispatch.
        let framesBefore = h.engine.frameIndex
        h.engine.handle(sdlEvent: SDLEventFactory.finger(.began, finger: 1, x: 85.0 / 400, y: 85.0 / 300))
        #expect(press.state == .began)
        #expect(h.engine.frameIndex == framesBefore)
        h.engine.handle(sdlEvent: SDLEventFactory.finger(.ended, finger: 1, x: 85.0 / 400, y: 85.0 / 300))
        #expect(press.state == .possible)
    }

    @Test func tapFiresDuringTheDispatchOfTheTouchUp() {
        let (h, target) = makeScene()
        var taps = 0
        target.addTapGestureRecognizer { taps += 1 }
        let framesBefore = h.engine.frameIndex
        h.engine.handle(sdlEvent: SDLEventFactory.finger(.began, finger: 1, x: 0.25, y: 0.5))
        #expect(taps == 0)
        h.engine.handle(sdlEvent: SDLEventFactory.finger(.ended, finger: 1, x: 0.25, y: 0.5))
        #expect(taps == 1)
        #expect(h.engine.frameIndex == framesBefore)
    }
}
