import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// The GL renderers draw what the software renderer draws: a few screens rendered in a
/// window on `opengl` and `opengles2` (Xvfb with Mesa's llvmpipe) match the offscreen
/// software frames within 4 levels per channel.
///
/// Cancelled (skipped), with the reason, when Xvfb is not installed or no GL context can be
/// made there, so a machine without them still passes. `scripts/install-deps.sh` (run by
/// `make test`) installs xvfb and Mesa.
@MainActor
@Suite(.serialized) struct GLParityTests {
    static let tolerance = 4

    /// The screens compared: name, UI size, rotation, and a builder (called once per renderer).
    static let screens: [(name: String, size: Size, rotation: DisplayRotation, build: @MainActor () -> View)] = [
        ("button grid", Size(width: 400, height: 240), .none, buttonGrid),
        ("shapes and borders", Size(width: 400, height: 240), .none, shapes),
        ("controls, rotated 90°", Size(width: 240, height: 400), .clockwise90, controls),
        ("text fields' clear buttons", Size(width: 320, height: 120), .none, clearButtons),
    ]

    static func buttonGrid() -> View {
        let root = View()
        root.backgroundColor = Color(r: 30, g: 30, b: 40)
        for i in 0..<15 {
            let b = View(frame: Rect(x: Float(5 + (i % 3) * 130), y: Float(5 + (i / 3) * 43), width: 120, height: 40))
            b.backgroundColor = Color(r: 40, g: 160, b: 90)
            b.cornerRadius = 8
            b.clipsToBounds = true
            let accent = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            accent.backgroundColor = Color(r: 200, g: 80, b: 60)
            b.addSubview(accent)
            let title = Label(text: "Button \(i)")
            title.frame = Rect(x: 46, y: 10, width: 74, height: 20)
            title.textColor = .white
            b.addSubview(title)
            root.addSubview(b)
        }
        return root
    }

    static func shapes() -> View {
        let root = View()
        root.backgroundColor = .white
        let framed = View(frame: Rect(x: 10, y: 10, width: 180, height: 90))
        framed.backgroundColor = Color(r: 250, g: 200, b: 60)
        framed.cornerRadii = CornerRadii(topLeft: 30, topRight: 6, bottomRight: 24, bottomLeft: 0)
        framed.borderWidth = 3
        framed.borderColor = .systemBlue
        root.addSubview(framed)
        let dot = View(frame: Rect(x: 210, y: 12, width: 67, height: 67))
        dot.backgroundColor = Color(r: 0, g: 0, b: 0, a: 128)
        dot.cornerRadius = 33.5
        root.addSubview(dot)
        let faded = View(frame: Rect(x: 20, y: 120, width: 300, height: 100))
        faded.backgroundColor = Color(r: 60, g: 90, b: 200)
        faded.alpha = 0.6
        faded.cornerRadius = 20
        faded.clipsToBounds = true
        let inner = View(frame: Rect(x: -10, y: 40, width: 200, height: 80))
        inner.backgroundColor = Color(r: 230, g: 40, b: 40)
        inner.cornerRadius = 12
        faded.addSubview(inner)
        root.addSubview(faded)
        return root
    }

    static func controls() -> View {
        let root = View()
        root.backgroundColor = Color(r: 242, g: 242, b: 247)
        let title = Label(text: "Settings")
        title.frame = Rect(x: 16, y: 16, width: 200, height: 30)
        root.addSubview(title)
        let toggle = Switch(frame: Rect(x: 16, y: 70, width: 51, height: 31))
        toggle.setOn(true)
        root.addSubview(toggle)
        let slider = Slider(frame: Rect(x: 16, y: 130, width: 200, height: 31))
        slider.value = 0.3
        root.addSubview(slider)
        let button = StyledButton(frame: Rect(x: 16, y: 190, width: 200, height: 44))
        button.setTitle("Done", for: .normal)
        root.addSubview(button)
        return root
    }

    /// The clear button's × (drawn as lines, GLES and the software renderer placed its
    /// anti-aliased edges differently; issue 21's virtual Pi saw it), at whole and half points.
    static func clearButtons() -> View {
        let root = View()
        root.backgroundColor = Color(r: 28, g: 32, b: 48)
        for (i, x) in [Float(10), 10.5].enumerated() {
            let f = TextField(frame: Rect(x: x, y: 8 + Float(i) * 44, width: 296, height: 38 + Float(i) * 5))
            f.text = "Fjord"
            f.clearButtonMode = .always
            root.addSubview(f)
        }
        return root
    }

    @Test func glFramesMatchSoftwareFrames() throws {
        let drivers = ["opengl", "opengles2"].filter { WindowOutput.renderDriverNames.contains($0) }
        guard !drivers.isEmpty else { try skipTest("this SDL has no opengl or opengles2 render driver"); return }
        guard let server = try XvfbServer.start() else { return }
        defer { server.stop() }
        for driver in drivers {
            try compare(driver: driver, server: server)
        }
    }

    func compare(driver: String, server: XvfbServer) throws {
        for screen in Self.screens {
            let software = Harness(root: screen.build(), size: screen.size, rotation: screen.rotation).render()
            let gl: Bitmap
            do {
                gl = try server.withDisplay { try Self.renderInWindow(screen.build(), size: screen.size, rotation: screen.rotation, driver: driver) }
            } catch {
                try skipTest("no \(driver) window under Xvfb (\(error)): GL parity not checked")
                return
            }
            #expect(gl.width == software.width && gl.height == software.height, "\(screen.name): sizes differ")
            guard gl.width == software.width && gl.height == software.height else { continue }
            let (worst, differing) = pixelDifference(gl, software, channels: 3)
            #expect(worst <= Self.tolerance, "\(screen.name) on \(driver): \(differing) pixels differ, by up to \(worst) levels")
            print("GL parity: \(screen.name) on \(driver) (batched): \(differing) pixels differ, by up to \(worst) levels")
        }
    }

    /// Draws `root` in a window with the named render driver and reads the frame before
    /// presenting it.
    static func renderInWindow(_ root: View, size: Size, rotation: DisplayRotation, driver: String) throws -> Bitmap {
        var c = DisplayConfiguration()
        c.videoDrivers = ["x11"]
        c.rendererDriver = driver
        c.size = size
        c.rotation = rotation
        c.resizable = false
        c.highDPI = false
        c.vsync = false
        let output = try WindowOutput(configuration: c)
        let transform = DisplayTransform(outputSize: output.outputSize, rotation: rotation)
        let engine = Engine(output: output, clock: VirtualClock(), displayTransform: transform)
        engine.window.rootView = root
        // The GL renderers batch (RenderStrategy): this compares the batched path with software.
        #expect(engine.renderer.renderStrategy == .batched, "\(driver) should batch")
        engine.runFrame(force: true)
        engine.renderer.captureNextPresent()
        engine.window.setNeedsFullRedraw()
        engine.runFrame(force: true)
        return engine.readPixels()
    }
}

/// An Xvfb server on a free display number, for the length of a test.
@MainActor
final class XvfbServer {
    let process: Process
    let display: String

    private init(process: Process, display: String) {
        self.process = process
        self.display = display
    }

    /// Starts Xvfb, or skips the test with the reason (and returns `nil`) when it cannot.
    static func start() throws -> XvfbServer? {
        let path = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else {
            try skipTest("Xvfb is not installed (apt-get install xvfb libgl1-mesa-dri): GL parity not checked")
            return nil
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        // Xvfb picks a free display and writes its number to fd 1.
        p.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { try skipTest("Xvfb did not start (\(error)): GL parity not checked"); return nil }
        // Read the display number with a deadline: `availableData` would block forever if
        // Xvfb neither wrote nor exited (poll(2) bounds every wait).
        var text = ""
        let fd = pipe.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(10)
        while !text.contains("\n") && Date() < deadline {
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, 200)
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { if !p.isRunning { break } else { continue } }
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, Int(number) != nil else {
            kill(p.processIdentifier, SIGKILL)
            try skipTest("Xvfb did not report a display: GL parity not checked")
            return nil
        }
        return XvfbServer(process: p, display: ":" + number)
    }

    /// Runs `body` with `DISPLAY` naming this server (restored after; the tests run on the
    /// main actor, so no other test sees it). SDL's video subsystem is stopped afterwards.
    func withDisplay<T>(_ body: () throws -> T) throws -> T {
        let old = getenv("DISPLAY").map { String(cString: $0) }
        setenv("DISPLAY", display, 1)
        defer {
            SDLRuntime.shutdownVideo()
            if let old { setenv("DISPLAY", old, 1) } else { unsetenv("DISPLAY") }
        }
        return try body()
    }

    /// Stops the server. SIGKILL: the child inherits the test process's blocked signals,
    /// so Xvfb would not see a SIGTERM.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        // Bounded: a server that is already gone (or a reaper that never reports) must
        // not hold the suite.
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(10_000) }
    }
}
