// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import SnapshotTesting
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The table calls ported UIKit code uses: several selected rows, a delegate header view,
/// and a row's contextual actions (trash symbol, Flag) open; light and dark.
@MainActor
@Suite struct TableSelectionSnapshotTests {
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func multipleSelectionHeaderAndSwipeActions(style: UserInterfaceStyle) throws {
        let log = SelectionLog()
        log.rows = 6
        let header = Label(text: "Pick every answer that applies")
        header.font = .preferredFont(forTextStyle: .headline)
        header.backgroundColor = .secondarySystemBackground
        log.headerView = header
        log.headerHeight = 40
        log.swipe = { _ in
            let delete = ContextualAction(style: .destructive, title: nil) { _, _, done in done(true) }
            delete.image = Image(systemName: "trash")
            return SwipeActionsConfiguration(actions: [delete, ContextualAction(style: .normal, title: "Flag") { _, _, _ in }])
        }
        let (table, h) = TableSelectionTests.table(log, multiple: true)
        h.window.overrideUserInterfaceStyle = style
        table.backgroundColor = .systemBackground
        table.selectRow(at: ListIndexPath(row: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: ListIndexPath(row: 2), animated: false, scrollPosition: .none)
        let r = try #require(table.rectForRow(at: ListIndexPath(row: 4)))
        h.touchDown(at: Point(x: 300, y: r.midY))
        for i in 1...12 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 300 - Float(i) * 14, y: r.midY + 1)) }
        h.advance(by: 0.2)
        h.touchUp()
        h.advance(by: 0.6)
        try h.render().writePNG(to: TestOutput.path("tables/selection-snapshot-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "selection-header-swipe-\(style)")
    }
}
#endif
