import ArgumentParser
import SampleSupport
import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// A meeting-room booking panel for an 800x480 touchscreen: status header with a clock,
/// large booking buttons, a PIN keypad, a scrolling list of today's and tomorrow's bookings,
/// a settings screen (the room renamed on the on-screen keyboard), idle dimming.
///
/// Configuration comes from `tactile.json` (or `--config`) and `TACTILE_*` variables, then
/// the command line. `--rotation 90` turns the UI to portrait (480x800) on the 800x480 panel.
struct Main: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "kiosk", abstract: "A room-booking touchscreen panel.")

    @OptionGroup var common: AppOptions

    @Option(help: "Measure the idle cost: run the real loop this many seconds untouched and print CPU, wake-ups and frames.")
    var measureIdle: Double?

    @Flag(help: "With --measure-idle: stop the clock, so the screen is entirely static.")
    var staticScreen = false

    @Option(help: "Simulate this many hours of scripted use on a virtual clock and print memory, cache and texture counts.")
    var soak: Double?

    @Option(help: "With --soak: the text cache's capacity in entries (default: the renderer's, 1024).")
    var textCacheCapacity: Int?

    func run() throws {
        var base = DisplayConfiguration()
        base.title = "Room panel"
        var display = try DisplayConfiguration.load(file: common.config, base: base)
        var options = common
        // The file sets rotation and size unless the command line says otherwise.
        let rotation = options.rotation ?? display.rotation
        var size = options.size ?? display.size
        // The panel is 800x480: turned a quarter, the UI is portrait.
        if rotation.swapsAxes && size == Size(width: 800, height: 480) { size = Size(width: 480, height: 800) }
        display.size = size
        display.rotation = rotation
        options.size = nil
        options.rotation = nil

        if let hours = soak {
            try MainActor.assumeIsolated { try Soak.run(hours: hours, size: display.size, rotation: rotation, textCacheCapacity: textCacheCapacity) }
            return
        }
        if let seconds = measureIdle {
            if common.headless || (DisplayConfiguration.environmentHasNoDisplay && display.videoDrivers.isEmpty) { display.headless = true }
            try MainActor.assumeIsolated { try IdleMeasurement.run(seconds: seconds, configuration: display, ticking: !staticScreen) }
            return
        }
        // Drivers named in tactile.json (KMSDRM on a Pi's console) mean "open a window" to the
        // shared runner, which otherwise goes headless when there is no DISPLAY.
        if !display.videoDrivers.isEmpty && getenv("TACTILE_VIDEO_DRIVER") == nil {
            setenv("TACTILE_VIDEO_DRIVER", display.videoDrivers.joined(separator: ","), 0)
        }
        try SampleRunner.main(name: "kiosk", options: options, configuration: display) { context in
            // KIOSK_STILL_CLOCK: the clock stands at 09:41:00, the headless tour's start (the virtual
            // Pi's tours: under emulation a clock frame costs more than its second and input waits
            // behind it; and a booking's "until" minute is then the headless tour's).
            let still = getenv("KIOSK_STILL_CLOCK") != nil
            let controller = KioskController(engine: context.engine, headless: context.isHeadless, idle: display.idle, stillClock: still)
            controller.start(ticking: !still)
            Retained.controller = controller
            if getenv("KIOSK_TRACE_INPUT") != nil { InputTrace.install(on: context.engine) }
        }
    }
}

/// Keeps the controller alive for the run.
@MainActor
enum Retained {
    static var controller: KioskController?
}

Main.main()
