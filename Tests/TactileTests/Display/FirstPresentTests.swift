import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// On KMSDRM SDL spends the first swap of a new fullscreen window recreating its surfaces, so
/// a window there presents one black frame when it opens and the app's first frame reaches the
/// panel (`FirstPresent`; seen black in the virtual Pi before).
@MainActor
@Suite(.serialized) struct FirstPresentTests {
    @Test func kmsdrmWindowsArePrimedOthersAreNot() {
        #expect(FirstPresent.needsPriming(videoDriver: "KMSDRM"))
        #expect(FirstPresent.needsPriming(videoDriver: "kmsdrm"))
        for d in ["x11", "wayland", "offscreen", "dummy", "", "KMSDRM_LEGACY?"] {
            #expect(!FirstPresent.needsPriming(videoDriver: d), "\(d)")
        }
    }

    func firstFrame(primed: Bool) throws -> (Bitmap, Int) {
        let saved = FirstPresent.alsoPrimed
        if primed { FirstPresent.alsoPrimed = ["offscreen"] }
        defer { FirstPresent.alsoPrimed = saved }
        let before = FirstPresent.primedWindows
        var c = DisplayConfiguration()
        c.videoDrivers = ["offscreen"]
        c.renderer = .software
        c.size = Size(width: 160, height: 100)
        let output = try WindowOutput(configuration: c)
        let primes = FirstPresent.primedWindows - before
        let engine = Engine(output: output, clock: VirtualClock())
        let root = View()
        root.backgroundColor = Color(r: 30, g: 120, b: 200)
        let child = View(frame: Rect(x: 20, y: 20, width: 60, height: 40))
        child.backgroundColor = Color(r: 250, g: 200, b: 0)
        root.addSubview(child)
        engine.window.rootView = root
        engine.runFrame(force: true)
        return (engine.readPixels(), primes)
    }

    /// The priming present happens once per window and the first frame is still whole (the
    /// window's damage tracking is not fooled by the black present before it).
    @Test func primingPresentsOnceAndKeepsTheFirstFrame() throws {
        let (plain, none) = try firstFrame(primed: false)
        let (primed, once) = try firstFrame(primed: true)
        #expect(none == 0)
        #expect(once == 1)
        let (worst, pixels) = pixelDifference(plain, primed)
        #expect(plain.width == 160 && primed.width == 160)
        #expect(worst == 0, "\(pixels) pixels differ by up to \(worst)")
        let corner = primed.pixel(x: 5, y: 5), inner = primed.pixel(x: 40, y: 40)
        #expect(corner.b == 200 && inner.r == 250, "not a black frame: \(corner) \(inner)")
    }
}
