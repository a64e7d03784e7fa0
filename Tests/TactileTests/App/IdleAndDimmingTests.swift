import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct IdleDrawingTests {
    /// A static screen draws nothing over a virtual minute of frames; a clock label that
    /// changes once a second draws once a second: 60 frames, not 3,600.
    @Test func idleScreenDrawsOnlyTheClocksChanges() {
        let label = TickingLabel()
        let root = screen(with: label, at: Rect(x: 10, y: 10, width: 120, height: 30))
        let h = Harness(root: root)
        h.advance(by: 1)
        let before = h.renderer.stats.framesPresented
        h.advance(by: 60)
        #expect(h.renderer.stats.framesPresented == before, "a static screen drew frames")

        h.engine.timers.scheduleRepeating(every: 1) { label.value += 1 }
        let start = h.renderer.stats.framesPresented
        let draws = label.draws
        let rasterized = h.renderer.stats.textRasterizations
        h.advance(by: 60)
        #expect(h.renderer.stats.framesPresented - start == 60)
        #expect(label.draws - draws == 60)
        #expect(label.value == 60)
        // Each new number is rasterised once; nothing else is.
        #expect(h.renderer.stats.textRasterizations - rasterized <= 60)
    }

    /// The real loop, headless (no video driver: SDL's wait would spin every millisecond),
    /// with the budgeted wait at 30 wake-ups a second: over 0.25 s it wakes about 8
    /// times and draws only the frames asked for. Upper bounds only, so a loaded machine
    /// cannot fail it. (CPU time is measured by `kiosk --measure-idle`, not here: other
    /// tests run in this process at the same time.)
    @Test func applicationLoopDoesNotSpin() throws {
        var config = DisplayConfiguration()
        config.headless = true
        config.size = Size(width: 200, height: 100)
        config.idle.wait = .budgeted
        config.idle.wakeUpsPerSecond = 30
        let app = try Application(configuration: config)
        #expect(app.idleWait == .budgeted)
        let label = TickingLabel()
        app.window.rootView = screen(with: label, at: Rect(x: 0, y: 0, width: 100, height: 30))
        app.engine.timers.scheduleRepeating(every: 0.1) { label.value += 1 }
        app.engine.timers.schedule(after: 0.25) { app.quit() }
        let started = app.engine.now
        app.run()
        let elapsed = app.engine.now - started
        #expect(elapsed >= 0.24)
        // 30 a second plus one per timer firing (2 label ticks and the quit).
        #expect(app.idleWakeUps <= Int(elapsed * 30) + 6, "\(app.idleWakeUps) wake-ups in \(elapsed) s")
        #expect(app.idleWakeUps >= 3)
        // The first frame, then one per label change.
        #expect(app.engine.frameIndex <= 4, "\(app.engine.frameIndex) frames")
        #expect(label.value == 2)
    }
}

@MainActor
@Suite struct InactivityDimmerTests {
    @Test func dimsBlanksAndTheWakingTouchPressesNothing() throws {
        let button = TapCounter()
        let root = screen(with: button, at: Rect(x: 300, y: 200, width: 200, height: 80))
        let h = Harness(root: root)
        var idle = IdleConfiguration()
        idle.dimAfter = 60
        idle.blankAfter = 300
        idle.dimmedBrightness = 0.25
        let dimmer = InactivityDimmer.install(on: h.engine, configuration: idle)
        #expect(InactivityDimmer.install(on: h.engine, configuration: idle) === dimmer)
        // Minutes pass in quarter-second frames (the dimmer's timer is exact either way).
        h.frameInterval = 0.25
        var changes: [InactivityDimmer.State] = []
        dimmer.onStateChange = { changes.append($0) }

        // Activity postpones dimming.
        h.advance(by: 50)
        h.tap(at: Point(x: 400, y: 240))
        #expect(button.taps == 1)
        h.advance(by: 50)
        #expect(dimmer.state == .awake)
        h.advance(by: 11)
        #expect(dimmer.state == .dimmed)
        h.frameInterval = 1.0 / 60
        h.advance(by: 2)
        h.frameInterval = 0.25
        let dimmed = h.render().pixel(x: 400, y: 240)
        // Red at a quarter brightness.
        #expect(abs(Int(dimmed.r) - 64) <= 2 && dimmed.g == 0)

        // The waking tap is swallowed: the screen wakes, the button does not fire.
        h.tap(at: Point(x: 400, y: 240))
        #expect(button.taps == 1)
        #expect(dimmer.state == .awake && dimmer.swallowedTouches == 1)
        #expect(h.recordFrame().shapeColor(at: Point(x: 400.5, y: 240.5)) == .red)
        h.tap(at: Point(x: 400, y: 240))
        #expect(button.taps == 2)

        // A finger held down on the dark screen and dragged is swallowed up to its lift.
        h.advance(by: 301)
        #expect(dimmer.state == .blanked)
        #expect(h.recordFrame().shapeColor(at: Point(x: 400.5, y: 240.5)) == .black)
        h.touchDown(at: Point(x: 100, y: 100))
        h.touchMove(to: Point(x: 400, y: 240))
        h.touchUp(at: Point(x: 400, y: 240))
        #expect(button.taps == 2 && dimmer.state == .awake)
        #expect(changes == [.dimmed, .awake, .dimmed, .blanked, .awake])
        // Only one timer is pending at a time.
        #expect(h.engine.timers.count == 1)
    }

    /// An application configured to dim installs the dimmer itself.
    @Test func applicationInstallsTheConfiguredDimmer() throws {
        var c = DisplayConfiguration()
        c.headless = true
        c.size = Size(width: 100, height: 60)
        let plain = try Application(configuration: c)
        #expect(InactivityDimmer.installed(on: plain.engine) == nil)
        c.idle.dimAfter = 30
        let dimming = try Application(configuration: c)
        let dimmer = try #require(InactivityDimmer.installed(on: dimming.engine))
        #expect(dimmer.configuration.dimAfter == 30 && dimming.engine.timers.count == 1)
    }

    @Test func aKeyWakesTheScreenAndIsSwallowed() {
        let h = Harness(root: View())
        var idle = IdleConfiguration()
        idle.dimAfter = 10
        let dimmer = InactivityDimmer.install(on: h.engine, configuration: idle)
        h.frameInterval = 0.25
        var keys = 0
        h.engine.onKey = { _ in keys += 1 }
        h.advance(by: 11)
        #expect(dimmer.state == .dimmed)
        h.send(sdlEvent: SDLEventFactory.key(code: 32, down: true))
        #expect(dimmer.state == .awake && keys == 0)
        h.send(sdlEvent: SDLEventFactory.key(code: 32, down: false))
        #expect(keys == 1)
    }
}
