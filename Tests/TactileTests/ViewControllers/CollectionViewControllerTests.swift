import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A UIKit-style photo grid: a `CollectionViewController` subclass with a diffable data
/// source, selection through the overridden delegate method, and a context menu on an item.
@MainActor
@Suite struct CollectionViewControllerTests {
    final class Grid: CollectionViewController {
        var dataSource: CollectionViewDiffableDataSource<Int, String>!
        var selected: [String] = []
        var menuAsked: [(ListIndexPath, Point)] = []
        var deleted: [String] = []

        init() {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 100, height: 100)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            super.init(collectionViewLayout: layout)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, ip, id in
                let cell = cv.dequeueReusableCell(withReuseIdentifier: "tile", for: ip) as? TileCell
                cell?.label.text = id
                return cell
            }
            apply((0..<9).map { "p\($0)" }, animating: false)
        }

        func apply(_ items: [String], animating: Bool) {
            var s = DiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(items)
            dataSource.apply(s, animatingDifferences: animating)
        }

        override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ListIndexPath) {
            if let id = dataSource.itemIdentifier(for: indexPath) { selected.append(id) }
        }

        override func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: ListIndexPath,
                                     point: Point) -> ContextMenuConfiguration? {
            menuAsked.append((indexPath, point))
            guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
            return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                Menu(title: "", children: [Action(title: "Delete", attributes: .destructive) { [weak self] _ in
                    guard let self else { return }
                    self.deleted.append(id)
                    var s = self.dataSource.snapshot()
                    s.deleteItems([id])
                    self.dataSource.apply(s, animatingDifferences: true)
                }])
            }
        }
    }

    static func labels(_ grid: CollectionView) -> [String] {
        grid.indexPathsForVisibleItems.compactMap { (grid.cellForItem(at: $0) as? TileCell)?.label.text }
    }

    @Test func theControllersViewIsAGridItFeedsAndATapSelects() throws {
        let c = Grid()
        let h = Harness(rootViewController: c, size: Size(width: 300, height: 400))
        h.advance(by: 0.1)
        let grid = c.collectionView
        #expect(c.view === grid && grid.delegate === c && grid.dataSource === c.dataSource)
        #expect(c.collectionViewLayout === grid.collectionViewLayout)
        #expect(Self.labels(grid) == (0..<9).map { "p\($0)" })
        h.tap(at: Point(x: 150, y: 150))
        h.advance(by: 0.1)
        #expect(c.selected == ["p4"])
        #expect(c.dataSource.indexPath(for: "p4") == ListIndexPath(item: 4, section: 0))
        #expect(c.dataSource.indexPath(for: "nope") == nil && c.dataSource.itemIdentifier(for: ListIndexPath(item: 40, section: 0)) == nil)
        // Coming back to the screen clears the selection (clearsSelectionOnViewWillAppear).
        c.viewWillAppear(false)
        #expect(grid.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func applyAnimatesInsertsAndDeletesAndReloadsWithout() {
        let c = Grid()
        let h = Harness(rootViewController: c, size: Size(width: 300, height: 400))
        h.advance(by: 0.1)
        let grid = c.collectionView
        var done = false
        var s = c.dataSource.snapshot()
        s.deleteItems(["p1"])
        s.insertItems(["new"], afterItem: "p4")
        c.dataSource.apply(s, animatingDifferences: true) { done = true }
        h.advance(by: 0.05)
        #expect(!done, "the cells are still moving")
        h.advance(by: 0.5)
        #expect(done)
        #expect(Self.labels(grid) == ["p0", "p2", "p3", "p4", "new", "p5", "p6", "p7", "p8"])
        // Order changes cannot be batch updates: the view reloads, the result is the same.
        c.apply(["p8", "p0", "p2"], animating: true)
        h.advance(by: 0.5)
        #expect(Self.labels(grid) == ["p8", "p0", "p2"])
        // A reconfigured item's cell is configured again.
        var r = c.dataSource.snapshot()
        r.reconfigureItems(["p0"])
        (grid.cellForItem(at: ListIndexPath(item: 1, section: 0)) as? TileCell)?.label.text = "stale"
        c.dataSource.apply(r)
        h.advance(by: 0.5)
        #expect(Self.labels(grid) == ["p8", "p0", "p2"])
        #expect(c.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty, "marks are for one apply")
    }

    @Test func aLongPressOnAnItemOpensItsMenuWithTheCellLifted() throws {
        let c = Grid()
        let h = Harness(rootViewController: c, size: Size(width: 300, height: 400))
        h.advance(by: 0.1)
        h.longPress(at: Point(x: 250, y: 150), duration: 0.7)
        h.advance(by: 0.4)
        let asked = try #require(c.menuAsked.last)
        #expect(asked.0 == ListIndexPath(item: 5, section: 0))
        #expect(abs(asked.1.x - 250) < 1 && abs(asked.1.y - 150) < 1, "the point is in the collection view")
        let overlay = try #require(h.window.subviews.compactMap { $0 as? ContextMenuOverlay }.last)
        #expect(overlay.previewView != nil, "the cell is lifted, as UIKit's")
        try h.render().writePNG(to: TestOutput.path("collection-context-menu.png"))
        #expect(c.selected.isEmpty, "the long press does not select")
        #expect(c.menuAsked.count == 1, "asked once, as UIKit")
    }

    @Test func aLongPressWithoutAMenuSelectsOnLift() {
        final class Plain: CollectionViewController {
            var selected: [ListIndexPath] = []
            init() {
                let layout = CollectionViewFlowLayout()
                layout.itemSize = Size(width: 100, height: 100)
                super.init(collectionViewLayout: layout)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            }
            override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
            override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ListIndexPath) {
                selected.append(indexPath)
            }
        }
        let c = Plain()
        let h = Harness(rootViewController: c, size: Size(width: 300, height: 400))
        h.advance(by: 0.1)
        h.longPress(at: Point(x: 50, y: 50), duration: 0.8)
        h.advance(by: 0.2)
        #expect(h.window.subviews.allSatisfy { !($0 is ContextMenuOverlay) })
        #expect(c.selected == [ListIndexPath(item: 0, section: 0)])
    }
}
