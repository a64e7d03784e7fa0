import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
private final class Rows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: ListIndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {}
}

/// `setEditing(_:animated: true)`: the controls slide in from the edges as the content makes
/// room, and slide out again.
@MainActor
@Suite struct TableEditingAnimationTests {
    @Test func editingSlidesInAndOut() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = Rows()
        table.dataSource = source
        let h = Harness(root: table, size: Size(width: 320, height: 200))
        let cell = try #require(table.cellForRow(at: ListIndexPath(row: 0)))
        let label = cell.contentView
        let startX = label.frame.minX
        table.setEditing(true, animated: true)
        let endX = label.frame.minX
        #expect(endX > startX, "the content makes room for the delete control")
        h.advance(by: 0.15)
        let mid = label.animationState?.presentation.origin.x ?? endX
        #expect(mid > startX + 1 && mid < endX - 1, "half way at 0.15 s: \(startX) < \(mid) < \(endX)")
        try h.render().writePNG(to: TestOutput.path("tables/editing-sliding.png"))
        h.advance(by: 0.3)
        #expect(cell.editingParts.control?.frame.minX == 0)
        #expect(cell.editingParts.grip.map { $0.frame.maxX } == 320)
        table.setEditing(false, animated: true)
        h.advance(by: 0.15)
        #expect(cell.editingParts.control?.isHidden == false, "still sliding out")
        h.advance(by: 0.3)
        #expect(cell.editingParts.control?.isHidden == true)
        #expect(label.frame.minX == startX)
        // Quickly back and forth ends where the last call says.
        table.setEditing(true, animated: true)
        table.setEditing(false, animated: true)
        table.setEditing(true, animated: true)
        h.advance(by: 0.5)
        #expect(cell.isEditing && cell.editingParts.control?.isHidden == false && cell.editingParts.control?.alpha == 1)
    }
}
