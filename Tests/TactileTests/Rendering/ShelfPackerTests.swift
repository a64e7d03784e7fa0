import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics

/// The atlas's shelf packer: items never overlap, stay inside the page, and a full page says so.
@Suite struct ShelfPackerTests {
    @Test func seededItemsNeverOverlapAndStayInside() {
        var rng = SeededGenerator(seed: 17)
        for round in 0..<20 {
            var packer = ShelfPacker(width: 256, height: 256)
            var placed: [(x: Int32, y: Int32, w: Int32, h: Int32)] = []
            var refused = 0
            for _ in 0..<400 {
                let w = Int32(1 + rng.below(90)), h = Int32(1 + rng.below(40))
                guard let p = packer.insert(width: w, height: h) else { refused += 1; continue }
                #expect(p.x >= 0 && p.y >= 0 && p.x + w <= 256 && p.y + h <= 256, "round \(round): outside the page")
                for q in placed {
                    let apart = p.x + w <= q.x || q.x + q.w <= p.x || p.y + h <= q.y || q.y + q.h <= p.y
                    #expect(apart, "round \(round): (\(p.x), \(p.y), \(w), \(h)) overlaps (\(q.x), \(q.y), \(q.w), \(q.h))")
                    if !apart { return }
                }
                placed.append((p.x, p.y, w, h))
            }
            #expect(refused > 0, "400 items up to 90x40 cannot all fit in 256x256")
            let area = placed.reduce(0) { $0 + Int($1.w) * Int($1.h) }
            #expect(area > 256 * 256 / 2, "round \(round): the page is only \(area * 100 / 65536) % used")
        }
    }

    @Test func badSizesAndResetting() {
        var packer = ShelfPacker(width: 64, height: 64)
        #expect(packer.insert(width: 0, height: 5) == nil)
        #expect(packer.insert(width: -3, height: 5) == nil)
        #expect(packer.insert(width: 65, height: 5) == nil)
        #expect(packer.insert(width: 5, height: 65) == nil)
        #expect(packer.insert(width: 64, height: 64) != nil)
        #expect(packer.insert(width: 1, height: 1) == nil, "a full page refuses")
        packer.reset()
        let p = packer.insert(width: 10, height: 10)
        #expect(p?.x == 0 && p?.y == 0, "a reset page starts again at the top-left")
    }
}
