import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

#if canImport(Glibc)
import Glibc
#endif

/// The key named by a configuration error, or `nil` for another error.
private func failingKey(_ body: () throws -> Void) -> (key: String, message: String)? {
    do {
        try body()
        return nil
    } catch let TactileError.configuration(key, message) {
        return (key, message)
    } catch {
        return nil
    }
}

@Suite struct DisplayConfigurationTests {
    @Test func defaultsAreADesktopWindow() throws {
        let c = try DisplayConfiguration.load(environment: [:])
        #expect(c.size == Size(width: 800, height: 480))
        #expect(!c.fullscreen && c.showCursor && c.rotation == .none && c.calibration == .identity)
        #expect(c.idle.wait == .automatic && c.idle.wakeUpsPerSecond == 60 && c.idle.dimAfter == nil)
        #expect(c.videoDrivers.isEmpty && c.renderer == .auto && c.logicalSize == nil)
    }

    @Test func aKioskFileIsRead() throws {
        let c = try DisplayConfiguration(json: """
        {
          "title": "Room 4.12", "display": 1, "fullscreen": true, "rotation": 270,
          "videoDriver": ["KMSDRM", "x11"], "renderer": "software", "logicalSize": [800, 480],
          "calibration": { "swapAxes": true, "invertY": true },
          "idle": { "wait": "budgeted", "wakeUpsPerSecond": 30, "dimAfter": "5m", "blankAfter": 3600, "dimmedBrightness": 0.1 }
        }
        """)
        #expect(c.title == "Room 4.12" && c.displayIndex == 1 && c.fullscreen)
        #expect(c.rotation == .clockwise270 && c.videoDrivers == ["KMSDRM", "x11"] && c.renderer == .software)
        #expect(c.logicalSize == Size(width: 800, height: 480))
        #expect(c.calibration == TouchCalibration(swapAxes: true, invertX: false, invertY: true))
        #expect(c.idle.wait == .budgeted && c.idle.wakeUpsPerSecond == 30)
        #expect(c.idle.dimAfter == 300 && c.idle.blankAfter == 3600 && c.idle.dimmedBrightness == 0.1)
        // Fullscreen and nothing said about the cursor: hidden.
        #expect(!c.showCursor)
    }

    @Test func environmentOverridesTheFile() throws {
        let path = TestOutput.path("tactile-config-test-\(getpid()).json")
        let f = try #require(fopen(path, "w"))
        fputs(#"{ "rotation": 90, "fullscreen": true, "cursor": "hide" }"#, f)
        fclose(f)
        defer { unlink(path) }
        let c = try DisplayConfiguration.load(environment: [
            "TACTILE_CONFIG": path, "TACTILE_ROTATION": "180", "TACTILE_CURSOR": "1",
            "TACTILE_CALIBRATION": "swap, invert-x", "TACTILE_VIDEO_DRIVER": "KMSDRM,offscreen",
            "TACTILE_DIM_AFTER": "90s", "TACTILE_LOGICAL_SIZE": "1024x600", "TACTILE_IDLE_WAIT": "blocking",
        ])
        #expect(c.rotation == .clockwise180 && c.fullscreen && c.showCursor)
        #expect(c.calibration == TouchCalibration(swapAxes: true, invertX: true))
        #expect(c.videoDrivers == ["KMSDRM", "offscreen"] && c.idle.dimAfter == 90 && c.idle.wait == .blocking)
        #expect(c.logicalSize == Size(width: 1024, height: 600))
    }

    @Test func badValuesNameTheirKey() {
        let cases: [(String, String, String)] = [
            (#"{"rotation": 45}"#, "rotation", "0, 90, 180 or 270"),
            (#"{"rotation": "sideways"}"#, "rotation", "\"sideways\""),
            (#"{"size": "800 by 480"}"#, "size", "800x480"),
            (#"{"size": [0, 480]}"#, "size", "size like"),
            (#"{"logicalSize": {"width": 800}}"#, "logicalSize", "size like"),
            (#"{"display": -1}"#, "display", "display index"),
            (#"{"fullscreen": "maybe"}"#, "fullscreen", "true or false"),
            (#"{"renderer": "vulkan"}"#, "renderer", "\"vulkan\""),
            (#"{"videoDriver": 3}"#, "videoDriver", "driver name"),
            (#"{"cursor": "blink"}"#, "cursor", "auto"),
            (#"{"calibration": {"swapAxes": "yes please"}}"#, "calibration.swapAxes", "true or false"),
            (#"{"calibration": {"mirror": true}}"#, "calibration.mirror", "unknown key"),
            (#"{"calibration": "upside-down"}"#, "calibration", "upside-down"),
            (#"{"idle": {"dimAfter": -5}}"#, "idle.dimAfter", "above zero"),
            (#"{"idle": {"dimAfter": "5 fortnights"}}"#, "idle.dimAfter", "duration"),
            (#"{"idle": {"dimAfter": 600, "blankAfter": 60}}"#, "idle.blankAfter", "later than idle.dimAfter"),
            (#"{"idle": {"wakeUpsPerSecond": 0}}"#, "idle.wakeUpsPerSecond", "between 1 and 1000"),
            (#"{"idle": {"dimmedBrightness": 2}}"#, "idle.dimmedBrightness", "between 0 and 1"),
            (#"{"idle": {"wait": "spin"}}"#, "idle.wait", "budgeted"),
            (#"{"idle": {"dimafter": 5}}"#, "idle.dimafter", "did you mean 'idle.dimAfter'"),
            (#"{"Rotation": 90}"#, "Rotation", "did you mean 'rotation'"),
            (#"{"maxFPS": 0}"#, "maxFPS", "between 1 and 1000"),
            ("[1, 2]", "file", "JSON object"),
            ("{\n  \"rotation\": 90,\n  \"fullscreen\": tru\n}", "file", "line 3"),
            ("{\n  \"rotation\": 90\n  \"fullscreen\": true\n}", "file", "line 3"),
            (#"{"title": "unterminated}"#, "file", "unterminated string"),
            ("", "file", "end of file"),
        ]
        for (json, key, fragment) in cases {
            let error = failingKey { _ = try DisplayConfiguration(json: json, file: "kiosk.json") }
            #expect(error?.key == key, "\(json)")
            #expect(error?.message.contains(fragment) == true, "\(json): \(error?.message ?? "no error")")
        }
        // The file's name is in the message.
        #expect(failingKey { _ = try DisplayConfiguration(json: #"{"rotation": 1}"#, file: "/etc/kiosk.json") }?
            .message.contains("/etc/kiosk.json") == true)
    }

    @Test func badEnvironmentValuesNameTheVariable() {
        let cases: [(String, String)] = [
            ("TACTILE_ROTATION", "45"), ("TACTILE_SIZE", "big"), ("TACTILE_FULLSCREEN", "sometimes"),
            ("TACTILE_DIM_AFTER", "0"), ("TACTILE_IDLE_WAKEUPS", "100000"), ("TACTILE_CALIBRATION", "tilt"),
            ("TACTILE_RENDERER", "metal"), ("TACTILE_DISPLAY", "first"),
        ]
        for (variable, value) in cases {
            let error = failingKey { _ = try DisplayConfiguration.load(environment: [variable: value]) }
            #expect(error?.key == variable, "\(variable)=\(value): \(String(describing: error))")
        }
    }

    @Test func missingNamedFileIsAnErrorMissingDefaultIsNot() throws {
        let e = failingKey { _ = try DisplayConfiguration.load(file: "/nonexistent/tactile.json", environment: [:]) }
        #expect(e?.key == "file" && e?.message.contains("/nonexistent/tactile.json") == true)
        let v = failingKey { _ = try DisplayConfiguration.load(environment: ["TACTILE_CONFIG": "/nonexistent/x.json"]) }
        #expect(v?.key == "TACTILE_CONFIG")
        _ = try DisplayConfiguration.load(environment: [:])
    }

    @Test func idleWaitResolvesPerDriver() {
        #expect(IdleWaitPolicy.automatic.resolved(forDriver: "x11") == .blocking)
        #expect(IdleWaitPolicy.automatic.resolved(forDriver: "wayland") == .blocking)
        #expect(IdleWaitPolicy.automatic.resolved(forDriver: "KMSDRM") == .budgeted)
        #expect(IdleWaitPolicy.automatic.resolved(forDriver: "offscreen") == .budgeted)
        #expect(IdleWaitPolicy.automatic.resolved(forDriver: nil) == .budgeted)
        #expect(IdleWaitPolicy.blocking.resolved(forDriver: "KMSDRM") == .blocking)
        // Budgeted: one interval at most, less when a timer is due sooner, 0 when due.
        #expect(IdleWaitPolicy.budgeted.sleepMilliseconds(secondsUntilTimer: nil, wakeUpsPerSecond: 60, maximum: 1000) == 17)
        #expect(IdleWaitPolicy.budgeted.sleepMilliseconds(secondsUntilTimer: nil, wakeUpsPerSecond: 30, maximum: 1000) == 34)
        #expect(IdleWaitPolicy.budgeted.sleepMilliseconds(secondsUntilTimer: 0.005, wakeUpsPerSecond: 30, maximum: 1000) == 5)
        #expect(IdleWaitPolicy.budgeted.sleepMilliseconds(secondsUntilTimer: 0, wakeUpsPerSecond: 30, maximum: 1000) == 0)
        // Blocking: until the timer or the slice.
        #expect(IdleWaitPolicy.blocking.sleepMilliseconds(secondsUntilTimer: 0.75, wakeUpsPerSecond: 30, maximum: 1000) == 750)
        #expect(IdleWaitPolicy.blocking.sleepMilliseconds(secondsUntilTimer: nil, wakeUpsPerSecond: 30, maximum: 1000) == 1000)
    }
}
