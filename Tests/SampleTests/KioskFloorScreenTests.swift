import Testing
@testable import Kiosk
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
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
        let issues = h.auditAccessibility()
        #expect(issues.isEmpty, "\(issues)")
        try h.render().writePNG(to: TestOutput.path("kiosk/floor-\(size.width > size.height ? "landscape" : "portrait").png"))
    }

    /// Found as a user finds it: All bookings, then "Floor ›"; its Back returns to the bookings.
    @Test(arguments: [Size(width: 800, height: 480), Size(width: 480, height: 800)])
    func floorIsReachedFromTheBookings(size: Size) throws {
        let h = Harness(root: View(), size: size)
        let k = KioskController(engine: h.engine, headless: true, idle: IdleConfiguration())
        k.start(ticking: false)
        h.advance(by: 0.1)
        let name = size.width > size.height ? "landscape" : "portrait"
        h.tap(at: k.home.bookings.convert(Point(x: k.home.bookings.bounds.midX, y: k.home.bookings.bounds.midY), to: nil))
        h.waitForTransitions()
        let bookings = try #require(k.bookings)
        #expect(bookings.floor.frame.maxX <= bookings.bounds.width && bookings.floor.frame.minX > bookings.title.frame.maxX)
        #expect(!bookings.floor.frame.intersects(bookings.back.frame) && !bookings.floor.frame.intersects(bookings.list.frame))
        try h.render().writePNG(to: TestOutput.path("kiosk/bookings-with-floor-\(name).png"))
        h.tap(at: bookings.floor.convert(Point(x: bookings.floor.bounds.midX, y: bookings.floor.bounds.midY), to: nil))
        h.waitForTransitions()
        let floor = try #require(k.floor)
        #expect(floor.window != nil && bookings.window == nil)
        #expect(k.visits["floor"] == 1)
        #expect(!floor.back.frame.intersects(floor.grid.frame) && !floor.back.frame.intersects(floor.status.frame))
        #expect(floor.back.frame.maxY <= floor.bounds.height)
        let issues = h.auditAccessibility()
        #expect(issues.isEmpty, "\(issues)")
        try h.render().writePNG(to: TestOutput.path("kiosk/floor-pushed-\(name).png"))
        h.tap(at: floor.back.convert(Point(x: floor.back.bounds.midX, y: floor.back.bounds.midY), to: nil))
        h.waitForTransitions()
        #expect(k.floor == nil && bookings.window != nil)
    }
}
