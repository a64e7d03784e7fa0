import Testing
import Tactile
import TactileTesting

// Plain `import Tactile` on purpose: app code sees only the public surface, where a cell may
// declare its own `titleLabel` (UIKit's cell has none).

/// The DmitryGorbunow/Notes cell as ported: overrides `init(style:reuseIdentifier:)` and
/// declares `titleLabel` and `descriptionLabel` of its own.
@MainActor
private final class NoteCell: TableViewCell {
    static let identifier = "NoteCell"
    private(set) var madeWith: (CellStyle, String?)?
    let titleLabel = Label()
    let descriptionLabel = Label()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWith = (style, reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(descriptionLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = Rect(x: 16, y: 4, width: bounds.width - 32, height: 22)
        descriptionLabel.frame = Rect(x: 16, y: 26, width: bounds.width - 32, height: 18)
    }
}

@MainActor
private final class Notes: TableViewDataSource {
    let titles = ["Groceries", "Ideas", "Gate codes"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.identifier, for: indexPath) as? NoteCell else {
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.titleLabel.text = titles[indexPath.row]
        cell.descriptionLabel.text = "No additional text"
        return cell
    }
}

@MainActor
@Suite struct TableCellSubclassTests {
    @Test func registeredSubclassIsMadeThroughItsInitStyleOverride() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 280, height: 200))
        table.register(NoteCell.self, forCellReuseIdentifier: NoteCell.identifier)
        let notes = Notes()
        table.dataSource = notes
        let h = Harness(root: table, size: Size(width: 280, height: 200))
        _ = h.runFrame()
        let cell = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? NoteCell)
        let made = try #require(cell.madeWith)
        #expect(made.0 == .default && made.1 == NoteCell.identifier, "UIKit makes registered classes with .default and the identifier")
        #expect(cell.reuseIdentifier == NoteCell.identifier)
        #expect(cell.titleLabel.text == "Groceries" && cell.textLabel?.text == nil, "the cell's own titleLabel, not the text label")
        #expect(cell.detailTextLabel == nil, ".default has no detail label")
        try h.render().writePNG(to: TestOutput.path("tables/note-cell-subclass.png"))
    }

    @Test func directInitsGoThroughTheOverrideToo() {
        let a = NoteCell(style: .subtitle, reuseIdentifier: "x")
        #expect(a.madeWith?.0 == .subtitle && a.reuseIdentifier == "x" && a.detailTextLabel != nil)
        let b = NoteCell(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(b.madeWith?.0 == .subtitle && b.frame.width == 100, "init(frame:) → init(style: .subtitle, …)")
        let c = NoteCell()
        #expect(c.madeWith != nil)
        let plain = TableViewCell()
        plain.textLabel?.text = "t"
        plain.detailTextLabel?.text = "d"
        #expect(plain.textLabel?.text == "t" && plain.detailTextLabel?.text == "d")
    }
}
