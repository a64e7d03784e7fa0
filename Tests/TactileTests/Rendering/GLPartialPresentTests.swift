import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// A GL window under Xvfb (Mesa's llvmpipe has `GLX_MESA_copy_sub_buffer`) keeps its back
/// buffer: after frames that change one button each, the back buffer (read before the present)
/// still equals the software frame of the same state, although only the changed areas were
/// repainted into it.
@MainActor
@Suite(.serialized) struct GLPartialPresentTests {
    @Test func partialFramesKeepTheWholeFrame() throws {
        let drivers = ["opengl", "opengles2"].filter { WindowOutput.renderDriverNames.contains($0) }
        guard !drivers.isEmpty else { try skipTest("this SDL has no opengl or opengles2 render driver"); return }
        guard let server = try XvfbServer.start() else { return }
        defer { server.stop() }
        let size = Size(width: 400, height: 250)
        let changes: [(Int, Color)] = [(7, Color(r: 250, g: 200, b: 0)), (40, Color(r: 20, g: 90, b: 250)),
                                       (7, Color(r: 200, g: 30, b: 60)), (0, Color(r: 255, g: 255, b: 255))]
        for driver in drivers {
            var result: (frame: Bitmap, areas: [Int], presenter: Bool)?
            do {
                result = try server.withDisplay { () throws -> (Bitmap, [Int], Bool) in
                    var c = DisplayConfiguration()
                    c.videoDrivers = ["x11"]
                    c.rendererDriver = driver
                    c.size = size
                    c.resizable = false
                    c.highDPI = false
                    c.vsync = false
                    let output = try WindowOutput(configuration: c)
                    let engine = Engine(output: output, clock: VirtualClock())
                    let root = BatchedRenderingTests.grid(60)
                    engine.window.rootView = root
                    engine.runFrame(force: true)
                    var areas: [Int] = []
                    for (i, (view, colour)) in changes.enumerated() {
                        root.subviews[view].backgroundColor = colour
                        if i == changes.count - 1 { engine.renderer.captureNextPresent() }
                        engine.runFrame()
                        // Repainted straight into the kept back buffer, one area a change.
                        areas.append(engine.compositor.lastStrategy == .outputIsCanvas ? engine.renderer.damage.rects.count : -1)
                    }
                    return (engine.readPixels(), areas, output.renderer.presenter is GLSubBufferPresenter)
                }
            } catch {
                try skipTest("no \(driver) window under Xvfb (\(error)): partial GL frames not checked")
                return
            }
            guard let result else { continue }
            guard result.presenter else {
                try skipTest("\(driver) under Xvfb has no GLX_MESA_copy_sub_buffer: partial GL frames not checked")
                continue
            }
            #expect(result.areas == [1, 1, 1, 1], "\(driver): each change repainted only its area in the back buffer (\(result.areas))")
            let root = BatchedRenderingTests.grid(60)
            for (view, colour) in changes { root.subviews[view].backgroundColor = colour }
            let software = Harness(root: root, size: size).render()
            let (worst, differing) = pixelDifference(result.frame, software, channels: 3)
            #expect(worst <= GLParityTests.tolerance, "\(driver): \(differing) pixels differ from the software frame, by up to \(worst) levels")
        }
    }
}
