import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A table delegate that records UIKit's calls in order.
@MainActor
final class SelectionLog: TableViewDataSource, TableViewDelegate {
    var rows = 12
    var log: [String] = []
    var headerView: View?
    var headerHeight: Float = TableView.automaticDimension
    var swipe: ((ListIndexPath) -> SwipeActionsConfiguration?)?
    var onSelect: ((TableView, ListIndexPath) -> Void)?
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Option \(indexPath.row + 1)"
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: ListIndexPath) {
        log.append("select \(indexPath.row)")
        onSelect?(tableView, indexPath)
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: ListIndexPath) { log.append("deselect \(indexPath.row)") }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { headerView }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Float { headerHeight }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration? {
        swipe?(indexPath)
    }
}

@MainActor
@Suite struct TableSelectionTests {
    static func table(_ log: SelectionLog, multiple: Bool) -> (TableView, Harness) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.allowsMultipleSelection = multiple
        table.dataSource = log
        table.delegate = log
        let h = Harness(root: table, size: Size(width: 320, height: 400))
        h.runFrame()
        return (table, h)
    }

    static func tapRow(_ row: Int, _ table: TableView, _ h: Harness) {
        guard let r = table.rectForRow(at: ListIndexPath(row: row)) else { return }
        h.tap(at: Point(x: r.midX, y: r.midY - table.contentOffset.y))
        h.advance(by: 0.3)
    }

    @Test func multipleSelectionTogglesRowsAndTellsTheDelegate() {
        let log = SelectionLog()
        let (table, h) = Self.table(log, multiple: true)
        Self.tapRow(0, table, h)
        Self.tapRow(2, table, h)
        #expect(table.indexPathsForSelectedRows == [ListIndexPath(row: 0), ListIndexPath(row: 2)])
        #expect(table.cellForRow(at: ListIndexPath(row: 0))?.isSelected == true)
        Self.tapRow(0, table, h)
        #expect(log.log == ["select 0", "select 2", "deselect 0"])
        #expect(table.indexPathsForSelectedRows == [ListIndexPath(row: 2)])
        #expect(table.cellForRow(at: ListIndexPath(row: 0))?.isSelected == false)
        table.allowsMultipleSelection = false
        #expect(table.indexPathsForSelectedRows == [ListIndexPath(row: 2)])
    }

    @Test func singleSelectionDeselectsThePreviousRowAfterSelectingTheNew() {
        let log = SelectionLog()
        let (table, h) = Self.table(log, multiple: false)
        Self.tapRow(1, table, h)
        Self.tapRow(3, table, h)
        #expect(log.log == ["select 1", "select 3", "deselect 1"])
        #expect(table.indexPathsForSelectedRows == [ListIndexPath(row: 3)])
    }

    @Test func selectRowFromCodeCallsNoDelegateAndIgnoresMissingRows() {
        let log = SelectionLog()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        table.dataSource = log
        table.delegate = log
        table.allowsMultipleSelection = true
        // Before any layout, as a unit test calls it right after loading the view.
        #expect(table.numberOfRows(inSection: 0) == 12 && table.numberOfRows(inSection: 5) == 0)
        table.selectRow(at: ListIndexPath(row: 4), animated: false, scrollPosition: .none)
        table.selectRow(at: ListIndexPath(row: 9), animated: false, scrollPosition: .bottom)
        #expect(table.indexPathsForSelectedRows == [ListIndexPath(row: 4), ListIndexPath(row: 9)])
        #expect(table.contentOffset.y > 0, "scrolled row 9 into view")
        let reports = Diagnostics.capture {
            table.selectRow(at: ListIndexPath(row: 99), animated: false, scrollPosition: .top)
            table.selectRow(at: ListIndexPath(row: -1, section: 3), animated: true, scrollPosition: .middle)
        }
        #expect(reports.count == 2 && table.indexPathsForSelectedRows?.count == 2)
        #expect(log.log.isEmpty)
        table.deselectRow(at: ListIndexPath(row: 9), animated: false)
        #expect(table.indexPathsForSelectedRows == [ListIndexPath(row: 4)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing-waits") == nil)
    }

    @Test func selectedRowsFollowInsertsAndDeletes() {
        let log = SelectionLog()
        let (table, h) = Self.table(log, multiple: true)
        table.selectRow(at: ListIndexPath(row: 2), animated: false, scrollPosition: .none)
        table.selectRow(at: ListIndexPath(row: 5), animated: false, scrollPosition: .none)
        log.rows = 11
        table.deleteRows(at: [ListIndexPath(row: 2)], with: .top)
        #expect(table.indexPathsForSelectedRows == [ListIndexPath(row: 4)])
        log.rows = 13
        table.insertRows(at: [ListIndexPath(row: 0), ListIndexPath(row: 1)], with: .left)
        #expect(table.indexPathsForSelectedRows == [ListIndexPath(row: 6)])
        h.advance(by: 0.5)
        log.rows = 3
        table.reloadData()
        h.runFrame()
        #expect(table.indexPathsForSelectedRows == nil, "row 6 no longer exists")
    }

    @Test func theDelegatesHeaderViewFillsTheHeader() throws {
        let log = SelectionLog()
        let banner = Label(text: "Pick your answers")
        banner.font = .preferredFont(forTextStyle: .headline)
        log.headerView = banner
        let (table, h) = Self.table(log, multiple: true)
        let top = try #require(table.rectForRow(at: ListIndexPath(row: 0)))
        #expect(top.minY >= 28, "the label's fitting height, at least 28: \(top.minY)")
        #expect(banner.superview is ListHeaderView && banner.bounds.width == 320)
        log.headerHeight = 60
        table.reloadData()
        h.runFrame()
        #expect(table.rectForRow(at: ListIndexPath(row: 0))?.minY == 60)
        for bad in [Float.nan, -5, .infinity, 1e30] {
            log.headerHeight = bad
            table.reloadData()
            h.runFrame()
            let y = try #require(table.rectForRow(at: ListIndexPath(row: 0))?.minY)
            #expect(y.isFinite && y >= 0 && y <= 10_000, "\(bad) → \(y)")
        }
    }

    @Test func delegateSwipeActionsShowAndRun() throws {
        let log = SelectionLog()
        var ran: [String] = []
        log.swipe = { ip in
            let delete = ContextualAction(style: .destructive, title: nil) { action, _, done in
                ran.append("delete \(ip.row) \(action.style == .destructive)")
                done(true)
            }
            delete.image = Image(systemName: "trash")
            let flag = ContextualAction(style: .normal, title: "Flag") { _, _, _ in ran.append("flag") }
            #expect(flag.backgroundColor == .systemGray && delete.backgroundColor == .systemRed)
            return ip.row == 3 ? nil : SwipeActionsConfiguration(actions: [delete, flag])
        }
        let (table, h) = Self.table(log, multiple: false)
        let r = try #require(table.rectForRow(at: ListIndexPath(row: 1)))
        h.touchDown(at: Point(x: 300, y: r.midY))
        for i in 1...12 { h.clock.advance(by: 1.0 / 60); h.touchMove(to: Point(x: 300 - Float(i) * 14, y: r.midY + 1)) }
        h.advance(by: 0.2)
        h.touchUp()
        h.advance(by: 0.5)
        let cell = try #require(table.cellForRow(at: ListIndexPath(row: 1)))
        #expect(cell.actionButtons.count == 2 && cell.swipeOffset < 0)
        try h.render().writePNG(to: TestOutput.path("tables/contextual-actions.png"))
        h.tap(at: Point(x: 320 - 40, y: r.midY))
        h.advance(by: 0.5)
        #expect(ran == ["delete 1 true"])
    }
}
