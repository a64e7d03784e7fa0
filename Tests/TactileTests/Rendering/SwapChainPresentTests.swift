import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// A swap chain of `depth` buffers simulated on an offscreen output: presenting keeps the
/// surface's pixels as the shown frame and puts back the frame presented `depth` swaps ago
/// (magenta garbage before every buffer was presented once), reporting that age like
/// `EGL_EXT_buffer_age`. What `GLSwapPresenter` does with a real driver, minus the driver.
@MainActor
private final class SimulatedSwapChain: FramePresenter {
    let output: OffscreenOutput
    let depth: Int
    private var queue: [(frame: Bitmap, presented: Bool)]
    private var age = 0
    private var history = SwapChainDamage()
    private(set) var shown: Bitmap?
    private(set) var swaps = 0
    private(set) var swappedLastFrame = true

    init(output: OffscreenOutput, depth: Int) {
        self.output = output
        self.depth = depth
        let size = output.readPixels()
        let garbage = Bitmap(width: size.width, height: size.height, fill: Color(r: 255, g: 0, b: 255))
        queue = Array(repeating: (garbage, false), count: depth - 1)
    }

    var keepsPresentedFrame: Bool { false }
    var knowsBackBufferAge: Bool { true }

    func addBackBufferStaleAreas(to damage: inout PresentDamage) { history.addStaleAreas(age: age, to: &damage) }

    func present(_ damage: PresentDamage) {
        guard !damage.isEmpty else { swappedLastFrame = false; return }
        let frame = output.readPixels()
        shown = frame
        swaps += 1
        swappedLastFrame = true
        history.presented(damage)
        guard depth > 1 else { age = 1; return }
        queue.append((frame, true))
        let back = queue.removeFirst()
        output.overwritePixels(with: back.frame)
        age = back.presented ? depth : 0
    }

    func readFrame() -> Bitmap? { nil }
}

/// A window that swaps buffers of a known age gets only the areas its back buffer lacks
/// copied from the kept canvas, and the frames it shows equal whole frames of the same tree.
@MainActor
struct SwapChainPresentTests {
    private static let size = Size(width: 400, height: 250)

    private static func run(depth: Int, seed: UInt64) throws -> (mismatches: [Int], partial: Int, skipped: Bool) {
        let root = BatchedRenderingTests.grid(60)
        let h = Harness(root: root, size: size)
        let chain = SimulatedSwapChain(output: h.output, depth: depth)
        h.output.renderer.presenter = chain
        h.engine.runFrame(force: true)
        var rng = SeededGenerator(seed: seed)
        var changes: [(Int, Color)] = []
        var mismatches: [Int] = []
        var partial = 0
        for frame in 0..<10 {
            // One to three buttons change a frame, anywhere on the grid.
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let change = (Int.random(in: 0..<60, using: &rng),
                              Color(r: UInt8.random(in: 0...255, using: &rng), g: UInt8.random(in: 0...255, using: &rng), b: 90))
                root.subviews[change.0].backgroundColor = change.1
                changes.append(change)
            }
            h.engine.runFrame()
            if h.engine.compositor.lastCopiedAreas != nil { partial += 1 }
            let whole = BatchedRenderingTests.grid(60)
            for (view, colour) in changes { whole.subviews[view].backgroundColor = colour }
            let expected = Harness(root: whole, size: size).render()
            if chain.shown != expected { mismatches.append(frame) }
        }
        try chain.shown?.writePNG(to: TestOutput.path("swap-chain-depth\(depth).png"))
        let swaps = chain.swaps
        h.engine.runFrame(force: true)  // nothing changed: no swap
        let skipped = chain.swaps == swaps && !h.output.renderer.lastPresentSwapped
        return (mismatches, partial, skipped)
    }

    @Test(arguments: [2, 3])
    func shownFramesEqualWholeFrames(depth: Int) throws {
        let result = try SwapChainPresentTests.run(depth: depth, seed: 2611 + UInt64(depth))
        #expect(result.mismatches.isEmpty, "depth \(depth): frames \(result.mismatches) differ from whole frames")
        // Every frame once each buffer was presented (all but the first depth - 1) copies areas only.
        #expect(result.partial >= 10 - depth, "depth \(depth): only \(result.partial) of 10 frames copied areas only")
        #expect(result.skipped, "depth \(depth): a frame without change was swapped")
    }

    /// A frame drawn whole under a plane (a kiosk's dimming veil, an overlay) and then one
    /// without it: the veil must leave the screen although the tree itself did not change
    /// (found on KMSDRM with Mesa's buffer ages: the woken kiosk stayed dark).
    @Test(arguments: [2, 3])
    func planeGoneIsShownGone(depth: Int) throws {
        let root = BatchedRenderingTests.grid(60)
        let h = Harness(root: root, size: SwapChainPresentTests.size)
        let chain = SimulatedSwapChain(output: h.output, depth: depth)
        h.output.renderer.presenter = chain
        let dimmer = InactivityDimmer.install(on: h.engine, configuration: IdleConfiguration())
        dimmer.fadeDuration = 0
        for _ in 0..<depth + 1 { h.engine.runFrame(force: true) }
        let expected = Harness(root: BatchedRenderingTests.grid(60), size: SwapChainPresentTests.size).render()
        #expect(chain.shown == expected ? true : false)
        dimmer.dim()
        for _ in 0..<depth + 1 { h.engine.runFrame() }
        #expect(chain.shown != expected ? true : false, "depth \(depth): the veil was not shown")
        dimmer.wake()
        h.engine.runFrame()
        let woken = chain.shown == expected
        #expect(woken, "depth \(depth): the veil stayed after waking")
        if !woken { try chain.shown?.writePNG(to: TestOutput.path("swap-chain-woken-\(depth).png")) }
        let overlay = h.engine.addImmediatePlane { ui in ui.label("Overlay", frame: Rect(x: 20, y: 20, width: 200, height: 40)) }
        h.engine.runFrame()
        h.engine.removePlane(overlay)
        h.engine.runFrame()
        let gone = chain.shown == expected
        #expect(gone, "depth \(depth): the removed overlay stayed")
        if !gone { try chain.shown?.writePNG(to: TestOutput.path("swap-chain-plane-gone-\(depth).png")) }
    }

    @Test func unknownAgeOrTooOldCopiesTheWholeCanvas() {
        var history = SwapChainDamage()
        var damage = PresentDamage()
        history.addStaleAreas(age: 0, to: &damage)
        #expect(damage.isWhole)
        var frame = PresentDamage()
        frame.add(Rect(x: 10, y: 10, width: 20, height: 20))
        for _ in 0..<SwapChainDamage.depth { history.presented(frame) }
        damage.reset()
        history.addStaleAreas(age: SwapChainDamage.depth + 1, to: &damage)
        #expect(!damage.isWhole && damage.rects.count == SwapChainDamage.depth)
        damage.reset()
        history.addStaleAreas(age: SwapChainDamage.depth + 2, to: &damage)
        #expect(damage.isWhole)
        damage.reset()
        history.addStaleAreas(age: 1, to: &damage)
        #expect(damage.isEmpty)
        history.forget()
        history.addStaleAreas(age: 2, to: &damage)
        #expect(damage.isWhole)
        var negative = PresentDamage()
        history.addStaleAreas(age: -5, to: &negative)
        #expect(negative.isWhole)
    }
}
