import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit

@MainActor
@Suite struct EventTranslatorTests {
    var translator = EventTranslator(transform: DisplayTransform(outputSize: Size(width: 800, height: 480)), windowID: 7)

    @Test mutating func fingerBecomesWindowPoints() {
        let e = translator.translate(SDLEventFactory.finger(.began, finger: 3, x: 0.25, y: 0.5, windowID: 7))
        guard case let .touch(t)? = e else { Issue.record("expected a touch, got \(String(describing: e))"); return }
        #expect(t.location == Point(x: 200, y: 240))
        #expect(t.phase == .began)
        #expect(t.finger == FingerID(device: 1, finger: 3))
    }

    @Test mutating func windowlessFingerEventsAreAccepted() {
        // SDL2's KMSDRM backend sends finger events with windowID 0.
        let e = translator.translate(SDLEventFactory.finger(.began, finger: 1, x: 0.5, y: 0.5, windowID: 0))
        #expect(e != nil)
    }

    @Test mutating func syntheticMouseTwinOfATouchIsDropped() {
        _ = translator.translate(SDLEventFactory.finger(.began, finger: 1, x: 0.5, y: 0.5))
        #expect(translator.translate(SDLEventFactory.mouse(.began, x: 400, y: 240, synthetic: true)) == nil)
        #expect(translator.translate(SDLEventFactory.mouse(.moved, x: 410, y: 240, synthetic: true)) == nil)
        #expect(translator.translate(SDLEventFactory.mouse(.ended, x: 410, y: 240, synthetic: true)) == nil)
        #expect(translator.droppedEvents == 3)
    }

    @Test mutating func syntheticTouchFromTheMouseIsDropped() {
        var e = SDLEventFactory.finger(.began, device: -1, finger: 0, x: 0.5, y: 0.5)
        e.tfinger.touchId = -1  // SDL_MOUSE_TOUCHID
        #expect(translator.translate(e) == nil)
    }

    @Test mutating func mouseIsOneTouchStream() {
        guard case let .touch(down)? = translator.translate(SDLEventFactory.mouse(.began, x: 10, y: 20)) else {
            Issue.record("mouse down is a touch"); return
        }
        #expect(down.finger == .mouse && down.phase == .began && down.location == Point(x: 10, y: 20))
        guard case let .touch(move)? = translator.translate(SDLEventFactory.mouse(.moved, x: 15, y: 20)) else {
            Issue.record("a drag is a touch move"); return
        }
        #expect(move.phase == .moved)
        guard case .touch(let up)? = translator.translate(SDLEventFactory.mouse(.ended, x: 15, y: 20)) else {
            Issue.record("mouse up ends the touch"); return
        }
        #expect(up.phase == .ended)
        // Without a button held, motion is hover, not a touch.
        #expect(translator.translate(SDLEventFactory.mouse(.moved, x: 1, y: 1)) == .hover(Point(x: 1, y: 1)))
    }

    @Test mutating func fingerUpWithoutDownIsDroppedAndCounted() {
        #expect(translator.translate(SDLEventFactory.finger(.ended, finger: 9, x: 0.1, y: 0.1)) == nil)
        #expect(translator.translate(SDLEventFactory.finger(.moved, finger: 9, x: 0.1, y: 0.1)) == nil)
        #expect(translator.droppedEvents == 2)
    }

    @Test mutating func fingersKeepTheirOwnIDs() {
        _ = translator.translate(SDLEventFactory.finger(.began, finger: 1, x: 0.1, y: 0.1))
        _ = translator.translate(SDLEventFactory.finger(.began, finger: 2, x: 0.9, y: 0.9))
        #expect(translator.activeFingers.count == 2)
        guard case let .touch(t)? = translator.translate(SDLEventFactory.finger(.ended, finger: 2, x: 0.9, y: 0.9)) else {
            Issue.record("finger 2 up"); return
        }
        #expect(t.finger.finger == 2)
        #expect(translator.activeFingers.count == 1)
    }

    @Test mutating func resizeUpdatesTheMapping() {
        #expect(translator.translate(SDLEventFactory.resize(width: 400, height: 200)) == .resized(Size(width: 400, height: 200)))
        guard case let .touch(t)? = translator.translate(SDLEventFactory.finger(.began, finger: 1, x: 0.5, y: 0.5)) else {
            Issue.record("touch"); return
        }
        #expect(t.location == Point(x: 200, y: 100))
    }
}
