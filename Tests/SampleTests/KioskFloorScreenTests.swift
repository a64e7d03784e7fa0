import Testing
@testable import Kiosk
@testable import Tactile
import TactileTesting

/// The kiosk's constraint-built floor dashboard in both orientations (PNGs looked at).
@MainActor
@Suite struct KioskFloorScreenTests {
    @Test(arguments: [Size(width: 800, height: 480), Size(width: 480, height: 800)])
    func floorLaysOutWithConstraints(size: Size) throws {
        let screen = FloorScreen()
        screen.translatesAutoresizingMaskIntoConstraints = true
        let h = Harness(root: screen, size: size)
        h.advance(by: 0.1)
        h.runFrame()
        let columns: Float = size.width > size.height ? 3 : 2
        let first = try #require(screen.grid.layoutAttributesForItem(at: ListIndexPath(item: 0, section: 0))?.frame)
        #expect(first.width * columns + 12 * (columns - 1) <= screen.grid.bounds.width)
        #expect(screen.grid.frame.minX == 24)
        #expect(screen.status.frame.maxY == size.height - 12)
        #expect(!screen.grid.hasAmbiguousLayout)
        #expect(screen.grid.visibleCells.count >= 6)
        // A tap selects a room and names it.
        let tile = try #require(screen.grid.cellForItem(at: ListIndexPath(item: 1, section: 0)))
        h.tap(at: tile.convert(Point(x: tile.bounds.midX, y: tile.bounds.midY), to: screen))
        h.runFrame()
        #expect(screen.grid.indexPathsForSelectedItems == [ListIndexPath(item: 1, section: 0)])
        #expect(screen.status.text == "Glacier: busy until 10:30.")
        let issues = h.auditAccessibility().filter { $0.kind != .lowContrast }
        #expect(issues.isEmpty, "\(issues)")
        try h.render().writePNG(to: TestOutput.path("kiosk/floor-\(size.width > size.height ? "landscape" : "portrait").png"))
    }
}
