// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A collection grid with section headers and a selected item, vertical and horizontal.
@MainActor
@Suite struct CollectionSnapshotTests {
    @Test func verticalGridWithHeaders() throws {
        let source = GridSource(sections: [Array(0..<7), Array(0..<9)])
        let (h, grid, _) = makeGrid(source, size: Size(width: 320, height: 400)) { $0.headerReferenceSize = Size(width: 0, height: 28) }
        grid.selectItem(at: ListIndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        h.runFrame()
        try h.render().writePNG(to: TestOutput.path("collection/grid-vertical.png"))
        assertSnapshot(of: h, as: .image, named: "grid-vertical")
    }

    @Test func horizontalGrid() throws {
        let source = GridSource(sections: [Array(0..<5), Array(0..<6)])
        let (h, _, _) = makeGrid(source, size: Size(width: 400, height: 180)) { l in
            l.scrollDirection = .horizontal
            l.headerReferenceSize = Size(width: 28, height: 0)
        }
        h.runFrame()
        try h.render().writePNG(to: TestOutput.path("collection/grid-horizontal.png"))
        assertSnapshot(of: h, as: .image, named: "grid-horizontal")
    }
}
#endif

#if canImport(SnapshotTesting)
/// The Arabic settings form laid out right to left.
@MainActor
@Suite struct RightToLeftSnapshotTests {
    @Test func arabicForm() {
        let (h, _) = RightToLeftLayoutTests.arabicForm()
        h.runFrame()
        assertSnapshot(of: h, as: .image, named: "rtl-form")
    }
}
#endif
