import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// App code that reloads, deletes and selects from inside the collection view's own
/// callbacks (cell configuration, selection, highlight), seeded: nothing traps, and
/// afterwards the cells on screen match the data.
@MainActor
@Suite struct CollectionFuzzTests {
    @Test(arguments: FuzzScale.seeds([UInt64(1), 7, 42, 1234], default: 2))
    func reentrantCallbacksNeverBreakTheGrid(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let source = GridSource(sections: [Array(0..<60), Array(100..<140)])
        let (h, grid, layout) = makeGrid(source) { $0.headerReferenceSize = Size(width: 0, height: 24) }
        var next = 1000
        func mutate(_ ip: ListIndexPath?, _ r: inout SeededGenerator) {
            switch Int.random(in: 0..<8, using: &r) {
            case 0: grid.reloadData()
            case 1:
                if let ip, source.sections.indices.contains(ip.section), source.sections[ip.section].indices.contains(ip.item) {
                    source.sections[ip.section].remove(at: ip.item)
                    grid.deleteItems(at: [ip])
                }
            case 2:
                let s = Int.random(in: 0..<source.sections.count, using: &r)
                let i = Int.random(in: 0...source.sections[s].count, using: &r)
                source.sections[s].insert(next, at: i); next += 1
                grid.insertItems(at: [ListIndexPath(item: i, section: s)])
            case 3:
                let s = Int.random(in: 0..<source.sections.count, using: &r)
                if !source.sections[s].isEmpty {
                    grid.selectItem(at: ListIndexPath(item: Int.random(in: 0..<source.sections[s].count, using: &r), section: s),
                                    animated: true, scrollPosition: .centeredVertically)
                }
            case 4: grid.allowsMultipleSelection.toggle()
            case 5:
                layout.itemSize = Int.random(in: 0..<4, using: &r) == 0 ? Size(width: -.infinity, height: .nan)
                    : Size(width: Float.random(in: 30...200, using: &r), height: Float.random(in: 30...120, using: &r))
            case 6:
                // Unannounced change of the data, then a reload.
                let s = Int.random(in: 0..<source.sections.count, using: &r)
                if !source.sections[s].isEmpty { source.sections[s].removeLast() }
                grid.reloadData()
            default: grid.layoutIfNeeded()
            }
        }
        var cellRng = SeededGenerator(seed: seed &+ 1)
        var selectRng = SeededGenerator(seed: seed &+ 2)
        source.onCell = { ip in if Int.random(in: 0..<10, using: &cellRng) == 0 { mutate(ip, &cellRng) } }
        source.onSelect = { ip in mutate(ip, &selectRng) }
        for _ in 0..<60 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: h.tap(at: Point(x: Float.random(in: 5...315, using: &rng), y: Float.random(in: 5...475, using: &rng)))
            case 1: fling(h, from: Point(x: 160, y: 400), by: Point(x: 0, y: Float.random(in: -400...400, using: &rng)), duration: 0.08)
            case 2: mutate(nil, &rng)
            default: h.advance(by: Double.random(in: 0...0.4, using: &rng))
            }
        }
        source.onCell = nil
        source.onSelect = nil
        h.advance(by: 2)
        h.runFrame()
        // The cells on screen show their items, at their frames, and only they are subviews.
        for ip in grid.indexPathsForVisibleItems {
            let cell = try #require(grid.cellForItem(at: ip) as? TileCell)
            #expect(cell.label.text == "\(source.sections[ip.section][ip.item])")
            #expect(cell.frame == grid.layoutAttributesForItem(at: ip)?.frame)
            #expect(cell.superview === grid)
        }
        let onScreen = grid.subviews.filter { $0 is CollectionViewCell && $0.alpha > 0 }.count
        #expect(onScreen == grid.visibleCells.count)
        for ip in grid.indexPathsForSelectedItems ?? [] { #expect(ip.item < source.sections[ip.section].count) }
        // Every cell made is on screen or kept for reuse: none leaked, none lost.
        #expect(grid.visibleCells.count + grid.cellPool.count == grid.cellsCreated, "\(grid.cellsCreated)")
    }
}
