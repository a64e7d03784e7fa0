import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// ChartView: decimation keeps the envelope, one cached raster, bad input never traps,
/// the accessibility summary.
@MainActor
@Suite struct ChartViewTests {
    /// Seeded noise with a spike, so the envelope has a known minimum and maximum.
    static func noise(_ n: Int, seed: UInt64 = 7) -> [Float] {
        var s = seed
        return (0..<n).map { i in
            s = s &* 6364136223846793005 &+ 1442695040888963407
            let r = Float(s >> 40) / Float(1 << 24)
            return sin(Float(i) / Float(max(n, 1)) * 12) * 40 + r * 10
        }
    }

    @Test func aMillionPointsGiveAtMostTwoPointsAPixelColumn() {
        var values = Self.noise(1_000_000)
        values[123_456] = 500
        values[876_543] = -300
        let chart = ChartView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        chart.series = values
        guard let path = chart.plotLayer.path else { Issue.record("no path"); return }
        #expect(path.elements.count <= 2 * 300) // segments: at most two points a pixel column
        #expect(path.elements.count >= 300)
        let d = ChartDecimation(values, columns: 300)
        let mins = d.minimum.filter(\.isFinite), maxs = d.maximum.filter(\.isFinite)
        #expect(mins.min() == -300 && maxs.max() == 500)
        #expect(mins.count == 300)
        // Each column's envelope is the true min/max of its samples.
        for c in [0, 37, 123, 299] {
            let slice = values[(c * values.count / 300)..<((c + 1) * values.count / 300)]
            #expect(d.minimum[c] == slice.min() && d.maximum[c] == slice.max())
        }
        // The path's vertical extent is the whole height: the spikes survive.
        let ys: [Float] = path.elements.compactMap {
            switch $0 { case .move(let p), .line(let p): p.y; default: nil }
        }
        #expect((ys.min() ?? 99) <= 1.01 && (ys.max() ?? 0) >= 98.99)
    }

    @Test func shortSeriesAreDrawnPointForPoint() {
        let chart = ChartView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        chart.series = [1, 2, .nan, 4, .infinity, 3]
        #expect(chart.plotLayer.path?.elements.count == 4)
        #expect(chart.dataRange == 1...4)
    }

    @Test func rasterisedOnceAtRest() {
        let chart = ChartView(frame: Rect(x: 0, y: 0, width: 200, height: 80))
        chart.series = Self.noise(5000)
        let h = Harness(subviews: [chart], size: Size(width: 220, height: 100))
        _ = h.render()
        _ = h.render()
        chart.setNeedsDisplay()
        _ = h.render()
        #expect(chart.plotLayer.rasterizations == 1)
        let builds = chart.pathBuilds
        chart.tintColor = .systemRed
        _ = h.render()
        #expect(chart.pathBuilds == builds && chart.plotLayer.rasterizations == 2)
        chart.series = Self.noise(5000, seed: 9)
        _ = h.render()
        #expect(chart.plotLayer.rasterizations == 3)
    }

    @Test func badInputNeverTraps() {
        let chart = ChartView(frame: Rect(x: 0, y: 0, width: 120, height: 60))
        let h = Harness(subviews: [chart], size: Size(width: 140, height: 80))
        let cases: [[Float]] = [[], [.nan], [.infinity, -.infinity], [-5, -3, -9], [.greatestFiniteMagnitude, -.greatestFiniteMagnitude],
                                [Float.leastNonzeroMagnitude, 0, -Float.leastNonzeroMagnitude], [7, 7, 7], Array(repeating: .nan, count: 10_000), Self.noise(1_000_000)]
        for style in [ChartView.Style.line, .bar] {
            chart.style = style
            for values in cases {
                chart.series = values
                _ = h.render()
            }
        }
        chart.series = []
        #expect(chart.plotLayer.path == nil)
        chart.lineWidth = .nan
        chart.lineWidth = -3
        chart.lineWidth = .infinity
        chart.yRange = -Float.infinity...Float.infinity
        chart.yRange = 5...5
        chart.series = [1, 9, 3]
        for f in [Rect(x: .nan, y: 0, width: .nan, height: .nan), Rect(x: 0, y: 0, width: .infinity, height: 1e30),
                  Rect(x: 0, y: 0, width: -50, height: -1), Rect(x: 0, y: 0, width: 0.2, height: 0.2)] {
            chart.frame = f
            _ = h.render()
        }
        #expect(chart.lineWidth >= 0 && chart.lineWidth.isFinite)
    }

    @Test func accessibilitySummary() {
        let chart = ChartView(frame: Rect(x: 0, y: 0, width: 120, height: 60))
        chart.series = (0..<1000).map { Float($0) / 10 - 2.5 }
        #expect(chart.isAccessibilityElement)
        #expect(chart.accessibilityLabel == "Chart")
        #expect(chart.accessibilityTraits.contains(.image))
        #expect(chart.accessibilityValue == "1,000 points, minimum -2.5, maximum 97.4")
        chart.series = []
        #expect(chart.accessibilityValue == "No data")
        chart.series = [.nan]
        #expect(chart.accessibilityValue == "1 point, no finite values")
    }
}

#if canImport(SnapshotTesting)
import SnapshotTesting

/// A line and a bar chart, light and dark.
@MainActor
@Suite(.serialized) struct ChartViewSnapshotTests {
    static func scene(style: UserInterfaceStyle) -> Harness {
        let root = View(frame: Rect(x: 0, y: 0, width: 420, height: 300))
        root.backgroundColor = .systemBackground
        let line = ChartView(frame: Rect(x: 20, y: 20, width: 380, height: 120))
        line.series = ChartViewTests.noise(5000)
        let bars = ChartView(frame: Rect(x: 20, y: 160, width: 180, height: 120))
        bars.style = .bar
        bars.series = [3, 7, -2, 9, 5, .nan, 6, 1, 8, 4]
        bars.tintColor = .systemGreen
        let dense = ChartView(frame: Rect(x: 220, y: 160, width: 180, height: 120))
        dense.style = .bar
        dense.series = ChartViewTests.noise(100_000, seed: 3)
        dense.tintColor = .systemOrange
        for v in [line, bars, dense] { root.addSubview(v) }
        let h = Harness(root: root, size: Size(width: 420, height: 300))
        h.window.overrideUserInterfaceStyle = style
        return h
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func charts(style: UserInterfaceStyle) throws {
        let h = Self.scene(style: style)
        try h.render().writePNG(to: TestOutput.path("graphics/charts-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "charts-\(style)")
    }
}
#endif
