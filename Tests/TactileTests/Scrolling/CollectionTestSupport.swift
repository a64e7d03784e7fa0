@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A cell with a centred label, coloured by item.
final class TileCell: CollectionViewCell {
    let label = Label()
    required init(frame: Rect) {
        super.init(frame: frame)
        contentView.backgroundColor = Color(r: 60, g: 110, b: 190)
        contentView.cornerRadius = 8
        label.textColor = .white
        label.textAlignment = .center
        contentView.addSubview(label)
        let selected = View()
        selected.backgroundColor = Color(r: 250, g: 170, b: 30)
        selected.cornerRadius = 10
        selectedBackgroundView = selected
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
        contentView.frame = bounds.insetBy(dx: isSelected ? 4 : 0, dy: isSelected ? 4 : 0)
    }
    override var isSelected: Bool { didSet { setNeedsLayout() } }
    override func prepareForReuse() { super.prepareForReuse(); label.text = nil }
}

/// A header with a title.
final class TitleHeader: CollectionReusableView {
    let label = Label()
    required init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(r: 230, g: 230, b: 236)
        label.font = Font(size: 13)
        label.textColor = Color(r: 90, g: 90, b: 100)
        addSubview(label)
    }
    override func layoutSubviews() { super.layoutSubviews(); label.frame = Rect(x: 12, y: 0, width: bounds.width - 24, height: bounds.height) }
}

/// A data source over an array of sections of item numbers, counting its calls.
@MainActor
final class GridSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sections: [[Int]]
    var cellCalls = 0
    var selections: [ListIndexPath] = []
    var deselections: [ListIndexPath] = []
    var onSelect: ((ListIndexPath) -> Void)?
    var onCell: ((ListIndexPath) -> Void)?
    var sizeForItem: ((ListIndexPath) -> Size)?
    var ended = 0

    init(sections: [[Int]]) { self.sections = sections }
    convenience init(count: Int) { self.init(sections: [Array(0..<count)]) }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
        cellCalls += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        if let tile = cell as? TileCell, sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) {
            tile.label.text = "\(sections[indexPath.section][indexPath.item])"
        }
        onCell?(indexPath)
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: ListIndexPath) -> CollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (v as? TitleHeader)?.label.text = "Section \(indexPath.section)"
        return v
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ListIndexPath) {
        selections.append(indexPath)
        onSelect?(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: ListIndexPath) { deselections.append(indexPath) }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: ListIndexPath) { ended += 1 }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: ListIndexPath) -> Size {
        sizeForItem?(indexPath) ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
}

/// A collection view filling a harness of `size`, with `source` as data source and delegate.
@MainActor
func makeGrid(_ source: GridSource, size: Size = Size(width: 320, height: 480),
              configure: (CollectionViewFlowLayout) -> Void = { _ in }) -> (Harness, CollectionView, CollectionViewFlowLayout) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 70, height: 70)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    configure(layout)
    let grid = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
    grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
    grid.register(TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    grid.dataSource = source
    grid.delegate = source
    let root = SourceHolder()
    root.source = source  // the collection view holds its data source weakly
    root.addSubview(grid)
    return (Harness(root: root, size: size), grid, layout)
}

/// A root view keeping a data source alive for the test's length.
final class SourceHolder: View {
    var source: AnyObject?
}
