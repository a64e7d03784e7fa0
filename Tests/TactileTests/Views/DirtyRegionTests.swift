import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The window keeps a list of dirty areas (merged where they overlap, joined where side by
/// side, at most 32) and repaints each on its own instead of their union.
@MainActor
@Suite struct DirtyRegionTests {
    @Test func overlappingAreasMergeAndContainedOnesAreDropped() {
        var region = DirtyRegion()
        region.add(Rect(x: 0, y: 0, width: 10, height: 10))
        region.add(Rect(x: 2, y: 2, width: 3, height: 3))
        #expect(region.rects == [Rect(x: 0, y: 0, width: 10, height: 10)])
        region.add(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(region.rects == [Rect(x: 0, y: 0, width: 15, height: 15)])
        region.add(Rect(x: 100, y: 100, width: 5, height: 5))
        #expect(region.rects.count == 2)
        // A rectangle bridging the two merges all three.
        region.add(Rect(x: 12, y: 12, width: 90, height: 90))
        #expect(region.rects == [Rect(x: 0, y: 0, width: 105, height: 105)])
    }

    @Test func badRectanglesAreIgnoredAndFractionsGrowToWholePoints() {
        var region = DirtyRegion()
        region.add(Rect(x: .nan, y: 0, width: 10, height: 10))
        region.add(Rect(x: 0, y: 0, width: .infinity, height: 10))
        region.add(Rect(x: 0, y: 0, width: 0, height: 10))
        #expect(region.isEmpty)
        region.add(Rect(x: 0.5, y: 0.25, width: 2, height: 2))
        #expect(region.rects == [Rect(x: 0, y: 0, width: 3, height: 3)])
    }

    @Test func pastCapacityTheListBecomesItsBoundingBox() {
        var region = DirtyRegion()
        for i in 0..<DirtyRegion.capacity { region.add(Rect(x: Float(i * 20), y: 0, width: 5, height: 5)) }
        #expect(region.rects.count == DirtyRegion.capacity)
        region.add(Rect(x: 0, y: 100, width: 5, height: 5))
        #expect(region.rects == [Rect(x: 0, y: 0, width: Float((DirtyRegion.capacity - 1) * 20 + 5), height: 105)])
    }

    @Test func sideBySideAreasAreJoinedWhenTaken() {
        var region = DirtyRegion()
        region.add(Rect(x: 0, y: 0, width: 10, height: 10))
        region.add(Rect(x: 10, y: 0, width: 10, height: 10))   // touching: not overlapping
        region.add(Rect(x: 200, y: 200, width: 10, height: 10))
        #expect(region.rects.count == 3)
        region.take(whole: nil)
        #expect(region.isEmpty)
        #expect(Set(region.lastTaken.map { "\($0)" }) == Set([Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 200, y: 200, width: 10, height: 10)].map { "\($0)" }))
    }

    /// Seeded random areas: whatever is added lies inside what is taken, and the taken areas
    /// never overlap (no pixel is painted twice).
    @Test func randomAreasAreCoveredWithoutOverlap() {
        var rng = SeededGenerator(seed: 26)
        for _ in 0..<200 {
            var region = DirtyRegion()
            var added: [Rect] = []
            for _ in 0..<Int.random(in: 1...40, using: &rng) {
                let r = Rect(x: Float(Int.random(in: 0..<780, using: &rng)), y: Float(Int.random(in: 0..<460, using: &rng)),
                             width: Float(Int.random(in: 1...120, using: &rng)), height: Float(Int.random(in: 1...60, using: &rng)))
                added.append(r)
                region.add(r)
            }
            region.take(whole: nil)
            let taken = region.lastTaken
            #expect(taken.count <= DirtyRegion.capacity)
            for r in added { #expect(taken.contains { $0.contains(r) }, "\(r) is not repainted") }
            for i in taken.indices {
                for j in taken.indices where j > i {
                    let a = taken[i], b = taken[j]
                    let overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
                    #expect(!overlap, "\(a) overlaps \(b)")
                }
            }
        }
    }

    /// A clock in one corner and a button in the other: two small areas are repainted, not the
    /// rectangle between them, and the frame equals a full redraw.
    @Test func changesInOppositeCornersRepaintTwoSmallAreas() {
        func build() -> (View, Label, View) {
            let root = View()
            root.backgroundColor = Color(r: 30, g: 30, b: 40)
            let clock = Label(text: "12:00")
            clock.frame = Rect(x: 8, y: 8, width: 80, height: 24)
            clock.textColor = .white
            root.addSubview(clock)
            let button = View(frame: Rect(x: 680, y: 420, width: 100, height: 40))
            button.backgroundColor = Color(r: 40, g: 160, b: 90)
            button.cornerRadius = 8
            root.addSubview(button)
            for i in 0..<30 {
                let v = View(frame: Rect(x: Float(100 + (i % 6) * 90), y: Float(60 + (i / 6) * 70), width: 80, height: 50))
                v.backgroundColor = Color(r: 90, g: 90, b: UInt8(100 + i * 4))
                v.cornerRadius = 6
                root.addSubview(v)
            }
            return (root, clock, button)
        }
        let (root, clock, button) = build()
        let h = Harness(root: root)
        _ = h.render()
        clock.text = "12:01"
        button.backgroundColor = Color(r: 200, g: 80, b: 60)
        let partial = h.render()
        #expect(h.renderer.stats.dirtyAreasThisFrame == 2)
        let areas = h.window.lastRepaintedAreas
        #expect(areas.count == 2)
        let pixels = areas.reduce(Float(0)) { $0 + $1.width * $1.height }
        #expect(pixels < 800 * 480 / 20, "repainted \(pixels) points: \(areas)")
        #expect(areas.contains { $0.contains(Rect(x: 680, y: 420, width: 100, height: 40)) })
        #expect(areas.contains { $0.contains(Rect(x: 8, y: 8, width: 80, height: 24)) })
        // Nothing between them was repainted: of the 30 middle views none was drawn (the window
        // and the root draw once per area, then the clock and the button).
        #expect(h.renderer.stats.viewsDrawnThisFrame <= 6)

        let (root2, clock2, button2) = build()
        clock2.text = "12:01"
        button2.backgroundColor = Color(r: 200, g: 80, b: 60)
        let fresh = Harness(root: root2)
        let full = fresh.render()
        let (worst, differing) = pixelDifference(partial, full)
        #expect(worst == 0, "\(differing) pixels differ from a full redraw")
    }

    /// A full redraw is one area: the window.
    @Test func fullRedrawIsOneArea() {
        let h = Harness(root: View())
        h.window.setNeedsFullRedraw()
        _ = h.render()
        #expect(h.renderer.stats.dirtyAreasThisFrame == 1)
        #expect(h.window.lastRepaintedAreas == [h.window.bounds])
    }
}
