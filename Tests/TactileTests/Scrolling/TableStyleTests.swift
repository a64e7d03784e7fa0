import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `TableView.Style`: plain stays as it was; grouped styles add section gaps, scrolling
/// headers and (inset grouped) rounded, inset cards.
@MainActor
@Suite struct TableStyleTests {
    static let sections: [(String?, [String])] = [
        ("Connections", ["Wi-Fi", "Bluetooth"]),
        ("Display", ["Brightness", "Text Size", "Dark Mode"]),
        (nil, ["About"]),
    ]

    static func makeTable(_ style: TableView.Style?, size: Size = Size(width: 360, height: 480)) -> (Harness, TableView) {
        let frame = Rect(origin: .zero, size: size)
        let table = style.map { TableView(frame: frame, style: $0) } ?? TableView(frame: frame)
        table.numberOfSections = { sections.count }
        table.numberOfRows = { sections[$0].1.count }
        table.titleForHeader = { sections[$0].0 }
        table.configureRow = { cell, ip in
            cell.titleLabel.text = sections[ip.section].1[ip.row]
            cell.accessoryType = ip.section == 1 ? .disclosureIndicator : .none
        }
        let root = View()
        root.addSubview(table)
        return (Harness(root: root, size: size), table)
    }

    @Test func plainIsTheDefaultAndUnchanged() throws {
        let (h, table) = Self.makeTable(nil)
        h.runFrame()
        #expect(table.style == .plain)
        #expect(table.backgroundColor == .systemBackground)
        // Header 32, two rows of 44, header 32, three rows, no header, one row.
        #expect(table.rectForRow(at: ListIndexPath(row: 0, section: 0)) == Rect(x: 0, y: 32, width: 360, height: 44))
        let thirdSectionTop: Float = 32 + 88 + 32 + 132   // typed apart: Swift 6.0 times out on the sum inside #expect
        #expect(table.rectForRow(at: ListIndexPath(row: 0, section: 2)) == Rect(x: 0, y: thirdSectionTop, width: 360, height: 44))
        #expect(table.contentSize.height == thirdSectionTop + 44)
        let cell = try #require(table.cellForRow(at: ListIndexPath(row: 1, section: 0)))
        #expect(cell.contentView.backgroundColor == .systemBackground)
        #expect(cell.contentView.cornerRadii == .zero)
    }

    @Test func groupedSectionsHaveGapsAndScrollingHeaders() throws {
        let (h, table) = Self.makeTable(.grouped, size: Size(width: 360, height: 200))
        h.runFrame()
        #expect(table.style == .grouped)
        #expect(table.backgroundColor == .systemGroupedBackground)
        // A titled section: a 22-point gap and the 32-point title; an untitled one: 35 points.
        #expect(table.rectForRow(at: ListIndexPath(row: 0, section: 0)) == Rect(x: 0, y: 54, width: 360, height: 44))
        let third = 54 + 88 + 54 + 132 + 35
        #expect(table.rectForRow(at: ListIndexPath(row: 0, section: 2))?.minY == Float(third))
        let expectedHeight = Float(third + 44 + 20)
        #expect(table.contentSize.height == expectedHeight)
        let cell = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 0)))
        #expect(cell.contentView.backgroundColor == .secondarySystemGroupedBackground)
        // Headers scroll away with their rows (they stick in plain lists only).
        table.setContentOffset(Point(x: 0, y: 100), animated: false)
        h.runFrame()
        let header = try #require(table.subviews.compactMap { $0 as? ListHeaderView }.first { $0.section == 0 })
        #expect(header.frame.minY == 0)
        #expect(header.titleLabel.text == "CONNECTIONS")
        #expect(header.title == "Connections")
    }

    @Test func insetGroupedRowsAreRoundedInsetCards() throws {
        for (width, inset) in [(Float(360), Float(16)), (500, 20)] {
            let (h, table) = Self.makeTable(.insetGrouped, size: Size(width: width, height: 480))
            h.runFrame()
            #expect(table.rectForRow(at: ListIndexPath(row: 1, section: 1))?.minX == inset)
            #expect(table.rectForRow(at: ListIndexPath(row: 1, section: 1))?.width == width - 2 * inset)
            let first = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 1)))
            let middle = try #require(table.cellForRow(at: ListIndexPath(row: 1, section: 1)))
            let last = try #require(table.cellForRow(at: ListIndexPath(row: 2, section: 1)))
            let only = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 2)))
            #expect(first.frame.minX == inset)
            #expect(first.contentView.cornerRadii == CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
            #expect(middle.contentView.cornerRadii == .zero)
            #expect(last.contentView.cornerRadii == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 10, bottomLeft: 10))
            #expect(only.contentView.cornerRadii == CornerRadii(all: 10))
            #expect(last.separator.isHidden && !first.separator.isHidden)
            // A tap in the side margin is not on a row.
            #expect(table.indexPathForRow(at: Point(x: inset / 2, y: first.frame.midY)) == nil)
            #expect(table.indexPathForRow(at: Point(x: width / 2, y: first.frame.midY)) == ListIndexPath(row: 0, section: 1))
        }
    }

    @Test func aCellsOwnBackgroundWinsAndReuseAcrossStylesResets() throws {
        let (h, table) = Self.makeTable(.insetGrouped)
        table.configureRow = { cell, _ in cell.normalBackgroundColor = .systemYellow }
        h.runFrame()
        let cell = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 0)))
        #expect(cell.contentView.backgroundColor == .systemYellow)
        // Inserting a row above moves the corners to the new first row.
        var rows = 2
        table.numberOfRows = { $0 == 0 ? rows : 1 }
        table.numberOfSections = { 1 }
        h.runFrame()
        rows = 3
        table.insertRows(at: [ListIndexPath(row: 0, section: 0)], with: .none)
        h.advance(by: 1)
        let top = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: ListIndexPath(row: 1, section: 0)))
        #expect(top.contentView.cornerRadii.topLeft == 10)
        #expect(second.contentView.cornerRadii == .zero)
    }
}
