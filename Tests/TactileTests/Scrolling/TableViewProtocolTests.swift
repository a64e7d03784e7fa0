import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
private final class BadgeCell: TableViewCell {}

@MainActor
private final class Fruits: TableViewDataSource, TableViewDelegate {
    var items = ["Apple", "Banana", "Cherry"]
    var selected: [ListIndexPath] = []
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? items.count : 40 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Fruit" : nil }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: indexPath.section == 0 ? "fruit" : "plain", for: indexPath)
        cell.textLabel?.text = indexPath.section == 0 ? items[indexPath.row] : "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: ListIndexPath) {
        selected.append(indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor
@Suite struct TableViewProtocolTests {
    @Test func dataSourceAndDelegateDriveTheList() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 240, height: 300))
        table.register(BadgeCell.self, forCellReuseIdentifier: "fruit")
        let fruits = Fruits()
        table.dataSource = fruits
        table.delegate = fruits
        let h = Harness(root: table, size: Size(width: 240, height: 300))
        _ = h.runFrame()
        let first = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 0)))
        #expect(first is BadgeCell && first.textLabel?.text == "Apple" && first.reuseIdentifier == "fruit")
        let rect = try #require(table.rectForRow(at: ListIndexPath(row: 1, section: 0)))
        h.tap(at: Point(x: rect.midX, y: rect.midY))
        h.advance(by: 0.3)
        #expect(fruits.selected == [ListIndexPath(row: 1, section: 0)])
        #expect(table.indexPathForSelectedRow == nil, "deselected in didSelectRowAt")
        let created = table.cellsCreated
        for _ in 0..<6 { h.drag(from: Point(x: 120, y: 280), to: Point(x: 120, y: 40)); h.advance(by: 1) }
        #expect(table.cellsCreated < created + 12, "cells are reused: \(table.cellsCreated)")
        try h.render().writePNG(to: TestOutput.path("tables/data-source.png"))
    }

    @Test func anUnregisteredIdentifierIsReportedAndAPlainCellStandsIn() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let reports = Diagnostics.capture {
            let c = table.dequeueReusableCell(withIdentifier: "nope", for: ListIndexPath(row: 0, section: 0))
            #expect(c.reuseIdentifier == "nope")
            _ = table.dequeueReusableCell(withIdentifier: "nope", for: ListIndexPath(row: 1, section: 0))
        }
        #expect(reports.count == 1)
    }
}

/// The accessories as iOS draws them, light and dark.
@MainActor
@Suite struct CellAccessoryTests {
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func accessoriesDraw(style: UserInterfaceStyle) throws {
        let list = TableView(frame: Rect(x: 0, y: 0, width: 260, height: 5 * 44))
        let types = ListCell.AccessoryType.allCases
        list.numberOfRows = { _ in types.count }
        list.configureRow = { cell, ip in
            cell.textLabel?.text = "\(types[ip.row])"
            cell.accessoryType = types[ip.row]
        }
        let h = Harness(root: list, size: Size(width: 260, height: 5 * 44))
        h.window.overrideUserInterfaceStyle = style
        let img = h.render()
        try img.writePNG(to: TestOutput.path("tables/accessories-\(style).png"))
        let check = try #require(list.cellForRow(at: ListIndexPath(row: 3)))
        #expect(check.accessory.frame.width == 20 && check.titleLabel.frame.maxX <= 260 - 16 - 28)
        var tinted = 0
        for y in 3 * 44..<4 * 44 { for x in 220..<260 where img.pixel(x: x, y: y).b > 200 && img.pixel(x: x, y: y).r < 60 { tinted += 1 } }
        #expect(tinted > 10, "a blue checkmark")
    }
}
