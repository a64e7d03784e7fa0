import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A `UITableViewController` subclass as iOS code writes it.
@MainActor
private final class Options: TableViewController {
    var rows = [3, 2]
    var selected: [ListIndexPath] = []
    var onSelect: ((ListIndexPath) -> Void)?
    let toggle = Switch()

    init() { super.init(style: .insetGrouped) }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func numberOfSections(in tableView: TableView) -> Int { rows.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.indices.contains(section) ? rows[section] : 0
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        content.secondaryText = indexPath.section == 1 ? "detail" : nil
        cell.contentConfiguration = content
        cell.accessoryView = indexPath == ListIndexPath(row: 0, section: 0) ? toggle : nil
        cell.selectionStyle = indexPath.row == 1 ? .none : .default
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: ListIndexPath) {
        selected.append(indexPath)
        onSelect?(indexPath)
    }
}

@MainActor
@Suite struct TableViewControllerTests {
    private func center(_ cell: ListCell) -> Point { cell.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), to: nil) }

    @Test func subclassOverridesDriveItsList() throws {
        let options = Options()
        let h = Harness(rootViewController: NavigationController(rootViewController: options), size: Size(width: 390, height: 600))
        h.advance(by: 0.1)
        let table = options.tableView
        #expect(table === options.view && table.style == .insetGrouped)
        #expect(table.dataSource === options && table.delegate === options)
        // The switch accessory: trailing, centred, the chevron mark hidden.
        let first = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 0)))
        #expect(first.accessoryView === options.toggle && options.toggle.superview != nil)
        let f = options.toggle.convert(options.toggle.bounds, to: first)
        #expect(f.maxX <= first.bounds.width - 15 && f.maxX >= first.bounds.width - 17)
        #expect(abs(f.midY - first.bounds.midY) <= 1)
        // Rows size themselves: a subtitle row is taller than a one-line row.
        let plain = try #require(table.cellForRow(at: ListIndexPath(row: 1, section: 0)))
        let detail = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 1)))
        #expect(plain.bounds.height == 44 && detail.bounds.height > 44)
        // selectionStyle .none: tapped and reported, never highlighted.
        h.touchDown(at: center(plain))
        h.advance(by: 0.3)
        #expect(plain.contentView.backgroundColor != plain.highlightedBackgroundColor)
        h.touchUp()
        h.advance(by: 0.1)
        #expect(options.selected == [ListIndexPath(row: 1, section: 0)])
        // A default row highlights while held.
        let third = try #require(table.cellForRow(at: ListIndexPath(row: 2, section: 0)))
        h.touchDown(at: center(third))
        h.advance(by: 0.3)
        #expect(third.contentView.backgroundColor == third.highlightedBackgroundColor)
        h.touchUp()
        h.advance(by: 0.1)
        try h.render().writePNG(to: TestOutput.path("table-view-controller.png"))
    }

    @Test func selectionIsClearedWhenTheListAppearsAgain() throws {
        let options = Options()
        let nav = NavigationController(rootViewController: options)
        let h = Harness(rootViewController: nav, size: Size(width: 390, height: 600))
        h.advance(by: 0.1)
        options.onSelect = { _ in nav.pushViewController(ViewController(), animated: true) }
        let row = try #require(options.tableView.cellForRow(at: ListIndexPath(row: 2, section: 0)))
        h.tap(at: center(row))
        h.waitForTransitions()
        #expect(options.tableView.selectedIndexPath == ListIndexPath(row: 2, section: 0))
        _ = nav.popViewController(animated: true)
        h.waitForTransitions()
        #expect(options.tableView.selectedIndexPath == nil)
    }

    @Test func accessoryViewReplacedOrHugeStaysInTheCell() {
        let cell = TableViewCell(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        let a = Switch(), b = View(frame: Rect(x: 0, y: 0, width: .infinity, height: .nan))
        cell.accessoryView = a
        cell.accessoryView = b
        #expect(a.superview == nil && b.superview === cell.contentView)
        cell.layoutSubviews()
        #expect(b.frame.width.isFinite && b.frame.width <= 160 && b.frame.maxX <= 320)
        cell.accessoryView = nil
        #expect(b.superview == nil)
    }

    @Test func switchIsOnIsSettableWithoutValueChanged() {
        let s = Switch()
        var changes = 0
        s.addAction(for: .valueChanged) { _ in changes += 1 }
        s.isOn = true
        #expect(s.isOn && s.thumbPosition == 1 && changes == 0)
        s.isOn = false
        #expect(!s.isOn && s.thumbPosition == 0)
    }

    /// Random row counts (some negative), reloads and selections that change the data inside
    /// the callback: the list never asks for a row that is gone.
    @Test func seededCountsAndReloadsInsideCallbacks() {
        var rng = SeededGenerator(seed: 0x7AB1E)
        let options = Options()
        let h = Harness(rootViewController: options, size: Size(width: 320, height: 480))
        h.advance(by: 0.1)
        options.onSelect = { [unowned options] _ in
            options.rows = [Int.random(in: -2...6, using: &rng), Int.random(in: 0...4, using: &rng)]
            options.tableView.reloadData()
        }
        for _ in 0..<40 {
            h.tap(at: Point(x: 160, y: Float.random(in: 0...480, using: &rng)))
            h.advance(by: 0.05)
        }
        options.view.removeFromSuperview()
        h.advance(by: 0.1)
        #expect(options.tableView.numberOfSections() == 2)
    }
}
