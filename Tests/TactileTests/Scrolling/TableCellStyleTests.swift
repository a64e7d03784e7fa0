import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
private final class Editable: TableViewDataSource, TableViewDelegate {
    var items = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]
    var committed: [(TableViewCell.EditingStyle, ListIndexPath)] = []
    var moves: [(ListIndexPath, ListIndexPath)] = []
    var countOverride: Int?
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { countOverride ?? items.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = items.indices.contains(indexPath.row) ? items[indexPath.row] : "?"
        return cell
    }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: ListIndexPath) {
        committed.append((editingStyle, indexPath))
        if editingStyle == .delete, items.indices.contains(indexPath.row) { items.remove(at: indexPath.row); tableView.reloadData() }
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: ListIndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: ListIndexPath) -> TableViewCell.EditingStyle {
        indexPath.row == 4 ? .insert : .delete
    }
}

@MainActor
@Suite struct TableCellStyleTests {
    static func cell(_ style: TableViewCell.CellStyle, width: Float = 320) -> TableViewCell {
        let c = TableViewCell(style: style, reuseIdentifier: "x")
        c.textLabel?.text = "Title"
        c.detailTextLabel?.text = "Detail"
        c.frame = Rect(x: 0, y: 0, width: width, height: 44)
        c.layoutIfNeeded()
        return c
    }

    @Test func stylesArrangeTheLabelsAsUIKit() {
        let d = Self.cell(.default)
        #expect(d.detailTextLabel == nil && d.reuseIdentifier == "x")
        let v1 = Self.cell(.value1)
        #expect(v1.titleLabel.frame.minY == v1.subtitleLabel.frame.minY, "value1: one line")
        #expect(v1.subtitleLabel.frame.maxX > 290 && v1.subtitleLabel.textAlignment == .right)
        let v2 = Self.cell(.value2)
        #expect(v2.imageView == nil && v2.titleLabel.textAlignment == .right)
        #expect(v2.subtitleLabel.frame.minX > v2.titleLabel.frame.maxX)
        let s = Self.cell(.subtitle)
        #expect(s.subtitleLabel.frame.minY >= s.titleLabel.frame.maxY)
    }

    @Test func imageViewPushesTheTextAndSeparator() throws {
        let c = TableViewCell(style: .default, reuseIdentifier: nil)
        let iv = try #require(c.imageView)
        iv.image = Image(bitmap: Bitmap(width: 30, height: 30, fill: .red))
        c.textLabel?.text = "With image"
        c.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        c.layoutIfNeeded()
        #expect(iv.frame == Rect(x: 16, y: 7, width: 30, height: 30))
        #expect(c.titleLabel.frame.minX == 62)
    }

    @Test func contentConfigurationFillsTheCell() {
        let c = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = c.defaultContentConfiguration()
        #expect(content.kind == .subtitleCell)
        content.text = "Ada"
        content.secondaryText = "Engineer"
        content.textProperties.color = .systemRed
        content.textProperties.numberOfLines = -4
        content.image = Image(bitmap: Bitmap(width: 80, height: 80, fill: .white))
        content.imageProperties.maximumSize = Size(width: 24, height: .nan)
        c.contentConfiguration = content
        c.frame = Rect(x: 0, y: 0, width: 320, height: 60)
        c.layoutIfNeeded()
        #expect(c.titleLabel.text == "Ada" && c.subtitleLabel.text == "Engineer" && c.titleLabel.textColor == .systemRed)
        #expect(content.textProperties.numberOfLines == 0 && content.imageProperties.maximumSize.height == 0)
        #expect(c.imageView?.frame.width == 24)
        var value = ListContentConfiguration.valueCell()
        value.text = "Wi-Fi"
        value.secondaryText = "Home"
        c.contentConfiguration = value
        c.layoutIfNeeded()
        #expect(c.titleLabel.frame.minY == c.subtitleLabel.frame.minY)
    }

    @Test func editingDeletesInsertsAndMovesRows() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = Editable()
        table.dataSource = source
        table.delegate = source
        let h = Harness(root: table, size: Size(width: 320, height: 300))
        _ = h.runFrame()
        table.setEditing(true, animated: true)
        _ = h.runFrame()
        let first = try #require(table.cellForRow(at: ListIndexPath(row: 0)))
        #expect(first.isEditing && first.editingStyle == .delete && first.showsReorderControl)
        #expect(first.contentView.frame.minX == 38)
        // The minus reveals Delete; Delete commits.
        h.tap(at: Point(x: 19, y: 22))
        h.advance(by: 0.3)
        #expect(first.swipeOffset < 0)
        h.tap(at: Point(x: 300, y: 22))
        h.advance(by: 0.3)
        #expect(source.committed.count == 1 && source.committed.first?.0 == .delete)
        #expect(source.items.first == "Bravo")
        _ = h.runFrame()
        // The plus commits an insert.
        let last = try #require(table.cellForRow(at: ListIndexPath(row: 3)))
        #expect(last.editingStyle == .delete)
        // Drag row 0's grip down past two rows.
        h.touchDown(at: Point(x: 300, y: 22))
        h.advance(by: 0.05)
        for y in stride(from: Float(30), through: 112, by: 8) { h.touchMove(to: Point(x: 300, y: y)); h.advance(by: 0.016) }
        let moving = try #require(table.cellForRow(at: ListIndexPath(row: 0)))
        #expect(abs(moving.frame.minY - 90) < 10, "the row follows the finger: \(moving.frame.minY)")
        h.touchUp()
        h.advance(by: 0.1)
        #expect(source.moves.count == 1 && source.moves.first?.1 == ListIndexPath(row: 2))
        #expect(source.items == ["Charlie", "Delta", "Bravo", "Echo"])
        try h.render().writePNG(to: TestOutput.path("tables/editing.png"))
        table.setEditing(false, animated: false)
        _ = h.runFrame()
        #expect(table.cellForRow(at: ListIndexPath(row: 0))?.isEditing == false)
    }

    @Test(arguments: [-5, 0, 100_000])
    func absurdCountsWhileEditingDoNotTrap(count: Int) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = Editable()
        source.countOverride = count
        table.dataSource = source
        table.isEditing = true
        let h = Harness(root: table, size: Size(width: 320, height: 200))
        _ = h.runFrame()
        h.drag(from: Point(x: 300, y: 20), to: Point(x: 300, y: 190))
        h.advance(by: 0.2)
        #expect(table.isEditing)
    }
}
