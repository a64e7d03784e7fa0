import Testing
@testable import Gallery
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// What answering AT-SPI costs the app (a figure for BENCHMARKS.md; printed, never asserted):
/// a client reading a screen asks the frame for its children, then each child's name, role
/// and states, one call each; the bridge builds the tree once per batch of calls.
@MainActor
@Suite struct ATSPICost {
    @Test func readingTheGallerysScreensThroughTheBridgeIsMeasured() {
        let gallery = GalleryController()
        let h = Harness(rootViewController: gallery, size: Size(width: 800, height: 480))
        guard let b = ATSPIBridge.unconnected(engine: h.engine, applicationName: "gallery") else { return }
        let clock = ContinuousClock()
        var total = Duration.zero
        var calls = 0, batches = 0
        for i in 0..<(gallery.viewControllers?.count ?? 0) {
            gallery.selectedIndex = i
            h.advance(by: 0.1)
            for _ in 0..<5 {
                total += clock.measure {
                    let n = b.answerScreenRead()
                    calls += n
                }
                batches += 1
            }
        }
        #expect(calls > 0)
        let us = (Double(total.components.seconds) * 1e6 + Double(total.components.attoseconds) / 1e12)
        print("AT-SPI bridge: \(batches) reads of a gallery screen, \(calls / max(1, batches)) calls each, \(Int(us / Double(max(1, batches)))) µs a screen, \(Int(us / Double(max(1, calls)))) µs a call")
    }
}
