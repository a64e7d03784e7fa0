import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct CollectionViewTests {
    @Test func flowLayoutPlacesAGridAsUIKit() throws {
        // 320 wide, 10 insets: 300 across; 70-point items with 10 spacing: 3 fit (230), the
        // 70 left are shared: gaps of 45. The last line keeps the minimum spacing.
        let (h, grid, _) = makeGrid(GridSource(count: 8))
        h.runFrame()
        let f = { (i: Int) in grid.layoutAttributesForItem(at: ListIndexPath(item: i, section: 0))?.frame }
        #expect(f(0) == Rect(x: 10, y: 10, width: 70, height: 70))
        #expect(f(1) == Rect(x: 125, y: 10, width: 70, height: 70))
        #expect(f(2) == Rect(x: 240, y: 10, width: 70, height: 70))
        #expect(f(3) == Rect(x: 10, y: 90, width: 70, height: 70))
        #expect(f(6) == Rect(x: 10, y: 170, width: 70, height: 70))
        #expect(f(7) == Rect(x: 90, y: 170, width: 70, height: 70))
        #expect(grid.contentSize == Size(width: 320, height: 250))
        #expect(grid.visibleCells.count == 8)
        let cell = try #require(grid.cellForItem(at: ListIndexPath(item: 4, section: 0)) as? TileCell)
        #expect(cell.label.text == "4")
        #expect(cell.frame == f(4))
    }

    @Test func singleItemLinesAreCentredAndItemsCentredInTheirLine() {
        let source = GridSource(count: 4)
        source.sizeForItem = { ip in ip.item == 1 ? Size(width: 250, height: 40) : Size(width: 100, height: 60) }
        let (h, grid, _) = makeGrid(source)
        h.runFrame()
        let f = { (i: Int) in grid.layoutAttributesForItem(at: ListIndexPath(item: i, section: 0))?.frame }
        // Item 0 alone (item 1 does not fit beside it): centred.
        #expect(f(0) == Rect(x: 110, y: 10, width: 100, height: 60))
        // Item 1 alone on its line too.
        #expect(f(1) == Rect(x: 35, y: 80, width: 250, height: 40))
        // 2 and 3: the last line, from the leading edge.
        #expect(f(2) == Rect(x: 10, y: 130, width: 100, height: 60))
        #expect(f(3) == Rect(x: 120, y: 130, width: 100, height: 60))
    }

    @Test func hundredThousandItemsBuildOnlyTheVisibleCells() throws {
        let (h, grid, _) = makeGrid(GridSource(count: 100_000))
        h.runFrame()
        // 480 points of 80-point lines: 6 or 7 lines of 3.
        #expect(grid.cellsCreated <= 21, "\(grid.cellsCreated)")
        let expectedHeight: Float = 10 + 33_334 * 80 - 10 + 10   // insets and lines (one expression Swift 6.0 type-checks)
        #expect(grid.contentSize.height == expectedHeight)
        for _ in 0..<6 {
            fling(h, from: Point(x: 160, y: 440), by: Point(x: 0, y: -300), duration: 0.05)
            h.advance(by: 0.2)
        }
        advance(h, until: { !grid.isDecelerating })
        #expect(grid.contentOffset.y > 5_000)
        #expect(grid.cellsCreated <= 27, "cells made: \(grid.cellsCreated)")
        for ip in grid.indexPathsForVisibleItems {
            let cell = try #require(grid.cellForItem(at: ip) as? TileCell)
            #expect(cell.label.text == "\(ip.item)")
            #expect(cell.frame == grid.layoutAttributesForItem(at: ip)?.frame)
            #expect(cell.frame.intersects(grid.bounds))
        }
        grid.scrollToItem(at: ListIndexPath(item: 99_999, section: 0), at: .bottom, animated: false)
        h.runFrame()
        #expect(grid.indexPathsForVisibleItems.last == ListIndexPath(item: 99_999, section: 0),
                "\(grid.contentOffset) \(grid.bounds) \(grid.contentSize) \(grid.layoutAttributesForItem(at: ListIndexPath(item: 99_999, section: 0))?.frame as Any) \(grid.indexPathsForVisibleItems)")
        #expect(grid.cellsCreated <= 27)
        let subviewCells = grid.subviews.filter { $0 is CollectionViewCell }.count
        #expect(subviewCells == grid.visibleCells.count)
        h.advance(by: 1)
        #expect(h.runFrame() == false)
    }

    @Test func horizontalFlowWithHeaders() {
        let source = GridSource(sections: [Array(0..<5), Array(0..<3)])
        let (h, grid, _) = makeGrid(source, size: Size(width: 480, height: 200)) { l in
            l.scrollDirection = .horizontal
            l.headerReferenceSize = Size(width: 30, height: 30)
        }
        h.runFrame()
        // Columns down 200 - 20 = 180: two items of 70 with 10 (justified: gap 40).
        let f = { (s: Int, i: Int) in grid.layoutAttributesForItem(at: ListIndexPath(item: i, section: s))?.frame }
        #expect(f(0, 0) == Rect(x: 40, y: 10, width: 70, height: 70))
        #expect(f(0, 1) == Rect(x: 40, y: 120, width: 70, height: 70))
        #expect(f(0, 2) == Rect(x: 120, y: 10, width: 70, height: 70))
        // Section 0: 30 header + 10 + 3 columns (70·3 + 10·2) + 10 = 280; section 1 after it.
        #expect(f(1, 0) == Rect(x: 280 + 30 + 10, y: 10, width: 70, height: 70))
        #expect(grid.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: ListIndexPath(item: 0, section: 1))?.frame
                == Rect(x: 280, y: 0, width: 30, height: 200))
        #expect(grid.contentSize == Size(width: 280 + 30 + 10 + 150 + 10, height: 200))
    }

    @Test func tapsSelectAndDeselectWithDelegateCalls() throws {
        let source = GridSource(count: 12)
        let (h, grid, _) = makeGrid(source)
        h.runFrame()
        h.tap(at: Point(x: 45, y: 45))
        h.runFrame()
        #expect(source.selections == [ListIndexPath(item: 0, section: 0)])
        #expect(grid.indexPathsForSelectedItems == [ListIndexPath(item: 0, section: 0)])
        #expect(grid.cellForItem(at: ListIndexPath(item: 0, section: 0))?.isSelected == true)
        h.tap(at: Point(x: 160, y: 45))
        h.runFrame()
        #expect(source.deselections == [ListIndexPath(item: 0, section: 0)])
        #expect(grid.indexPathsForSelectedItems == [ListIndexPath(item: 1, section: 0)])
        #expect(grid.cellForItem(at: ListIndexPath(item: 0, section: 0))?.isSelected == false)
        // Multiple selection: a second tap deselects.
        grid.allowsMultipleSelection = true
        h.tap(at: Point(x: 45, y: 125))
        h.tap(at: Point(x: 160, y: 45))
        h.runFrame()
        #expect(grid.indexPathsForSelectedItems == [ListIndexPath(item: 3, section: 0)])
        // Code selection calls no delegate method.
        let calls = source.selections.count
        grid.selectItem(at: ListIndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(source.selections.count == calls)
        #expect(grid.indexPathsForSelectedItems?.count == 2)
        grid.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == nil)
        // Accessibility: a cell reads its label, and says when it is selected.
        grid.selectItem(at: ListIndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let cell = try #require(grid.cellForItem(at: ListIndexPath(item: 2, section: 0)))
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "2")
        #expect(cell.accessibilityTraits.contains(.selected))
    }

    @Test func deletingAndInsertingSlidesTheCellsAndKeepsSelection() throws {
        let source = GridSource(count: 9)
        let (h, grid, _) = makeGrid(source)
        h.runFrame()
        grid.selectItem(at: ListIndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        let moved = try #require(grid.cellForItem(at: ListIndexPath(item: 4, section: 0)))
        source.sections[0].remove(at: 1)
        var done = false
        grid.performBatchUpdates({ grid.deleteItems(at: [ListIndexPath(item: 1, section: 0)]) }, completion: { _ in done = true })
        // The cell of old item 4 is item 3 now, still selected, sliding from its old place.
        #expect(grid.cellForItem(at: ListIndexPath(item: 3, section: 0)) === moved)
        #expect(grid.indexPathsForSelectedItems == [ListIndexPath(item: 3, section: 0)])
        h.advance(by: 0.15)
        let mid = moved.presentation.frame
        #expect(mid.minX > 10 && mid.minX < 125)
        h.advance(by: 0.3)
        #expect(done)
        #expect(moved.frame == grid.layoutAttributesForItem(at: ListIndexPath(item: 3, section: 0))?.frame)
        #expect(grid.numberOfItems(inSection: 0) == 8)
        source.sections[0].insert(99, at: 0)
        grid.insertItems(at: [ListIndexPath(item: 0, section: 0)])
        h.advance(by: 0.5)
        #expect((grid.cellForItem(at: ListIndexPath(item: 0, section: 0)) as? TileCell)?.label.text == "99")
        #expect(grid.indexPathsForSelectedItems == [ListIndexPath(item: 4, section: 0)])
        // A mismatched update is reported and reloads.
        let reports = Diagnostics.capture { grid.deleteItems(at: [ListIndexPath(item: 0, section: 0)]) }
        #expect(reports.contains { $0.contains("performBatchUpdates") }, "\(reports)")
        h.runFrame()
        #expect(grid.numberOfItems(inSection: 0) == 9)
    }

    @Test func badNumbersAreCleanedAndAbsurdCountsClamped() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: .nan, height: -5)
        #expect(layout.itemSize == Size(width: 50, height: 0))
        layout.minimumLineSpacing = .infinity
        #expect(layout.minimumLineSpacing == 10)
        layout.minimumInteritemSpacing = -3
        #expect(layout.minimumInteritemSpacing == 0)
        layout.sectionInset = EdgeInsets(top: .nan, left: -4, bottom: 1e30, right: 2)
        #expect(layout.sectionInset == EdgeInsets(top: 0, left: 0, bottom: 1_000_000, right: 2))
        layout.headerReferenceSize = Size(width: .infinity, height: .nan)
        #expect(layout.headerReferenceSize == .zero)
        layout.estimatedItemSize = Size(width: -1, height: 3)
        #expect(layout.estimatedItemSize == Size(width: 0, height: 3))
        let attributes = CollectionViewLayoutAttributes(forCellWith: ListIndexPath(item: 0, section: 0))
        attributes.frame = Rect(x: .nan, y: 1, width: -4, height: .infinity)
        #expect(attributes.frame == Rect(x: 0, y: 1, width: 0, height: 0))
        attributes.alpha = .nan
        #expect(attributes.alpha == 1)

        final class Absurd: CollectionViewDataSource {
            var sections = 3
            func numberOfSections(in collectionView: CollectionView) -> Int { sections }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
                section == 0 ? -7 : Int.max
            }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "unregistered", for: indexPath)
            }
        }
        let source = Absurd()
        let grid = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let root = SourceHolder()
        root.source = source
        root.addSubview(grid)
        let h = Harness(root: root, size: Size(width: 200, height: 200))
        var reports = Diagnostics.capture {
            grid.dataSource = source
            h.runFrame()
        }
        #expect(grid.numberOfItems(inSection: 0) == 0)
        #expect(grid.numberOfItems(inSection: 1) == CollectionView.maximumItems)
        #expect(grid.numberOfItems(inSection: 2) == 0)
        #expect(reports.contains { $0.contains("taken as 0") })
        #expect(reports.contains { $0.contains("cut") })
        #expect(reports.contains { $0.contains("no class registered") })
        #expect(grid.cellsCreated > 0 && grid.cellsCreated < 40)
        source.sections = -2
        reports = Diagnostics.capture { grid.reloadData(); h.runFrame() }
        #expect(grid.numberOfSections == 0)
        #expect(grid.visibleCells.isEmpty)
        #expect(reports.contains { $0.contains("numberOfSections") })
        // Bad index paths are ignored.
        reports = Diagnostics.capture {
            grid.selectItem(at: ListIndexPath(item: -1, section: 9), animated: false, scrollPosition: .top)
            grid.scrollToItem(at: ListIndexPath(item: 5, section: 0), at: .top, animated: true)
        }
        #expect(reports.count == 2)
        #expect(grid.indexPathForItem(at: Point(x: .nan, y: 0)) == nil)
    }

    @Test func zeroSizedItemsWithoutSpacingStillMakeBoundedLines() {
        let source = GridSource(count: 50_000)
        let (h, grid, layout) = makeGrid(source) { l in
            l.itemSize = .zero
            l.minimumInteritemSpacing = 0
            l.minimumLineSpacing = 0
        }
        h.runFrame()
        #expect(layout.lines.count == 50)
        #expect(grid.visibleCells.isEmpty)  // nothing to show, nothing made
        layout.itemSize = Size(width: 1, height: 1)
        let reports = Diagnostics.capture { h.runFrame() }
        #expect(grid.visibleCells.count == CollectionView.maximumVisibleCells)
        #expect(reports.contains { $0.contains("on screen") }, "\(reports)")
    }

    @Test func selfSizingCellsTakeTheirFittingSize() {
        final class WordCell: CollectionViewCell {
            let label = Label()
            required init(frame: Rect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                ])
            }
        }
        final class Words: CollectionViewDataSource {
            let words = ["a", "tactile", "grid", "of", "self-sizing", "cells"]
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
                let c = collectionView.dequeueReusableCell(withReuseIdentifier: "w", for: indexPath)
                (c as? WordCell)?.label.text = words[indexPath.item]
                return c
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let grid = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        grid.register(WordCell.self, forCellWithReuseIdentifier: "w")
        let source = Words()
        grid.dataSource = source
        let root = SourceHolder()
        root.source = source
        root.addSubview(grid)
        let h = Harness(root: root, size: Size(width: 300, height: 300))
        h.runFrame()
        let a = grid.layoutAttributesForItem(at: ListIndexPath(item: 0, section: 0))?.frame.width ?? 0
        let b = grid.layoutAttributesForItem(at: ListIndexPath(item: 4, section: 0))?.frame.width ?? 0
        #expect(a > 16 && a < 40, "\(a)")
        #expect(b > a + 40, "\(b)")
        let hgt = grid.layoutAttributesForItem(at: ListIndexPath(item: 0, section: 0))?.frame.height ?? 0
        #expect(hgt > 16 && hgt < 40, "\(hgt)")
    }

    @Test func reloadConfiguresCellsAgainEvenWhenCountsWereReadFirst() throws {
        let source = GridSource(count: 6)
        let (h, grid, _) = makeGrid(source)
        h.runFrame()
        source.sections[0][2] = 77
        grid.reloadData()
        #expect(grid.numberOfItems(inSection: 0) == 6)  // reads the counts before the layout pass
        h.runFrame()
        let cell = try #require(grid.cellForItem(at: ListIndexPath(item: 2, section: 0)) as? TileCell)
        #expect(cell.label.text == "77")
        // reloadItems reconfigures one item.
        source.sections[0][3] = 88
        grid.reloadItems(at: [ListIndexPath(item: 3, section: 0)])
        h.advance(by: 0.5)
        #expect((grid.cellForItem(at: ListIndexPath(item: 3, section: 0)) as? TileCell)?.label.text == "88")
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
        let source = GridSource(sections: [Array(0..<30), Array(0..<30)])
        let (h, grid, _) = makeGrid(source) { l in
            l.headerReferenceSize = Size(width: 0, height: 30)
            l.sectionHeadersPinToVisibleBounds = true
        }
        h.runFrame()
        grid.contentOffset = Point(x: 0, y: 200)
        h.runFrame()
        let header0 = try #require(grid.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: ListIndexPath(item: 0, section: 0)))
        #expect(header0.frame.minY == 200)
        // Section 0: 30 + 10 + 10 lines of 80 - 10 + 10 = 840; its header leaves with it.
        grid.contentOffset = Point(x: 0, y: 825)
        h.runFrame()
        #expect(grid.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: ListIndexPath(item: 0, section: 0))?.frame.maxY == 840)
        let header1 = try #require(grid.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: ListIndexPath(item: 0, section: 1)))
        #expect(header1.frame.minY == 840)
        // Headers draw above the cells.
        let headerIndex = try #require(grid.subviews.firstIndex { $0 === header1 })
        let cellIndex = try #require(grid.subviews.firstIndex { $0 is CollectionViewCell })
        #expect(headerIndex > cellIndex)
    }
}
