// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A settings-like table in the grouped and inset-grouped styles, light mode (the plain
/// style's pictures are the ListView ones, unchanged).
@MainActor
@Suite struct TableStyleSnapshotTests {
    @Test(arguments: [TableView.Style.grouped, .insetGrouped])
    func tableStyle(style: TableView.Style) throws {
        let (h, _) = TableStyleTests.makeTable(style, size: Size(width: 360, height: 480))
        h.window.overrideUserInterfaceStyle = .light
        try h.render().writePNG(to: TestOutput.path("tables/table-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "table-\(style)")
    }
}
#endif
