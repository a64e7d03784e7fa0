// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import TactileTesting
import XCTest

/// The harness and snapshots from XCTest: an `async` test on the main actor (XCTest on Linux
/// cannot run a `@MainActor` class), nothing to set in the environment.
final class XCTestSnapshotTests: XCTestCase {
    @MainActor func testSnapshotOfAViewFromXCTest() async throws {
        let screen = CardScreen()
        assertSnapshot(of: screen, as: .image(size: Size(width: 160, height: 100)))
        let harness = Harness(root: CardScreen(), size: Size(width: 160, height: 100))
        harness.tap(at: Point(x: 70, y: 45))
        XCTAssertEqual(harness.render().pixel(x: 70, y: 45), Color(r: 40, g: 160, b: 90))
    }

    @MainActor func testFailingSnapshotIsReportedFromXCTest() async throws {
        let folder = Fixtures.temporaryFolder("xctest")
        _ = verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size), named: "card", record: .all, snapshotDirectory: folder)
        let message = verifySnapshot(of: Fixtures.scene(offset: 8), as: .image(size: Fixtures.size), named: "card",
                                     record: .missing, snapshotDirectory: folder)
        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("Diff image") == true)
    }
}
#endif
