import SampleSupport
import Tactile

/// A simulated day (or `hours`) of use on a virtual clock: every ten minutes someone wakes
/// the dimmed panel and books the room, mistypes a PIN, changes settings, ends a booking or
/// flicks through the bookings list, all through SDL finger events. Prints memory (RSS), text-cache entries and
/// image textures each hour, so growth shows.
@MainActor
enum Soak {
    static func run(hours: Double, size: Size, rotation: DisplayRotation, textCacheCapacity: Int?) throws {
        let clock = VirtualClock()
        let outSize = rotation.swapsAxes ? Size(width: size.height, height: size.width) : size
        let output = try OffscreenOutput(size: outSize)
        let engine = Engine(output: output, clock: clock, displayTransform: DisplayTransform(outputSize: outSize, rotation: rotation))
        if let textCacheCapacity { engine.renderer.textCache.capacity = textCacheCapacity }
        let kiosk = KioskController(engine: engine, headless: true, idle: IdleConfiguration())
        kiosk.start()
        engine.runFrame(force: true)
        var frames = 0
        var taps = 0

        /// Runs frames as the real loop would: at timers, and every 1/60 s while something animates.
        func run(until t: Double) {
            while clock.now < t {
                var next = t
                if engine.wantsFrame {
                    next = min(next, clock.now + 1.0 / 60)
                } else if let s = engine.secondsUntilNextTimer {
                    next = min(next, clock.now + s)
                }
                clock.advance(to: next)
                if engine.runFrame() { frames += 1 }
            }
        }
        func finger(_ phase: TouchInput.Phase, _ p: Point) {
            let o = engine.displayTransform.outputPoint(fromUI: p)
            engine.handle(sdlEvent: SDLEventFactory.finger(phase, finger: 1, x: o.x / outSize.width, y: o.y / outSize.height))
        }
        func centre(_ v: View) -> Point { v.convert(Point(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
        func tap(_ p: Point) {
            taps += 1
            finger(.began, p)
            run(until: clock.now + 0.08)
            finger(.ended, p)
            run(until: clock.now + 0.4)
        }
        func tap(_ v: View?) { if let v { tap(centre(v)) } }
        func enter(_ digits: String) {
            for d in digits { tap(kiosk.pin?.key(String(d))) }
            tap(kiosk.pin?.key("OK"))
        }
        func drag(_ v: View, from a: Float, to b: Float) {
            let left = v.convert(Point(x: 20, y: v.bounds.midY), to: nil)
            let w = v.bounds.width - 40
            finger(.began, Point(x: left.x + w * a, y: left.y))
            for i in 1...10 {
                run(until: clock.now + 1.0 / 60)
                finger(.moved, Point(x: left.x + w * (a + (b - a) * Float(i) / 10), y: left.y))
            }
            finger(.ended, Point(x: left.x + w * b, y: left.y))
            run(until: clock.now + 0.4)
        }

        func report(_ label: String) {
            let u = ProcessUsage.current()
            let r = engine.renderer
            print("\(label): RSS \(String((Double(u.residentBytes) / 1_048_576 * 10).rounded() / 10)) MB, "
                  + "text cache \(r.textCache.count) entries / \(r.textCache.bytes / 1024) KB, image textures \(r.imageTextureCount), "
                  + "timers \(engine.timers.count), frames \(frames), taps \(taps), dimmer \(kiosk.dimmer?.state ?? .awake)")
        }

        report("start")
        let end = hours * 3600
        var visit = 0
        var nextReport = 3600.0
        while clock.now < end {
            run(until: Double(visit + 1) * 600)
            // Wake the panel (this tap is swallowed when dimmed).
            tap(centre(kiosk.root.header))
            switch visit % 6 {
            case 0, 4:
                tap(visit % 6 == 0 ? kiosk.home.book15 : kiosk.home.book60)
                enter(kiosk.model.pin)
                // The booking saves under a spinner, then an alert confirms it: Enter closes it.
                run(until: clock.now + KioskController.savingTime + 1)
                engine.handle(sdlEvent: SDLEventFactory.key(code: 13, down: true))
                engine.handle(sdlEvent: SDLEventFactory.key(code: 13, down: false))
                run(until: clock.now + 0.5)
            case 1:
                tap(kiosk.home.book30)
                enter("1111")
                tap(kiosk.pin?.cancel)
            case 2:
                tap(kiosk.home.settings)
                enter(kiosk.model.pin)
                if let s = kiosk.settings {
                    tap(s.upcomingSwitch); tap(s.upcomingSwitch)
                    tap(s.dimSwitch); tap(s.dimSwitch)
                    drag(s.dimSlider, from: 0.05, to: 0.6)
                    drag(s.dimSlider, from: 0.6, to: 0.04)
                    tap(s.done)
                }
            case 3:
                tap(kiosk.home.end)
            case 5:
                // The bookings list: a flick, then back.
                tap(kiosk.home.bookings)
                if let b = kiosk.bookings {
                    let c = centre(b.list)
                    finger(.began, Point(x: c.x, y: c.y + 80))
                    for i in 1...4 {
                        run(until: clock.now + 1.0 / 60)
                        finger(.moved, Point(x: c.x, y: c.y + 80 - Float(i) * 40))
                    }
                    finger(.ended, Point(x: c.x, y: c.y - 80))
                    run(until: clock.now + 3)
                    tap(b.back)
                }
            default:
                break
            }
            visit += 1
            if clock.now >= nextReport {
                report("hour \(Int(nextReport / 3600))")
                nextReport += 3600
            }
        }
        print("visits: \(kiosk.visits.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")); "
              + "dimmer swallowed \(kiosk.dimmer?.swallowedTouches ?? 0) waking touches")
    }
}
