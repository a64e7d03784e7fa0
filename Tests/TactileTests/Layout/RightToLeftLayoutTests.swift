import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Leading and trailing flip in a right-to-left layout: constraints, margins, stacks and
/// flow layouts, with iOS's results for the same layouts under an Arabic locale.
@MainActor
@Suite struct RightToLeftLayoutTests {
    func pinned(_ v: View, in root: View, _ constraints: [NSLayoutConstraint]) {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate(constraints)
    }

    @Test func leadingAndTrailingFlipAndFlipBack() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let a = View(), b = View()
        root.addSubview(a); root.addSubview(b)
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 20),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        h.runFrame()
        #expect(a.frame == Rect(x: 16, y: 10, width: 100, height: 20))
        #expect(b.frame == Rect(x: 124, y: 10, width: 160, height: 20))
        root.semanticContentAttribute = .forceRightToLeft
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        h.runFrame()
        #expect(a.frame == Rect(x: 184, y: 10, width: 100, height: 20))
        #expect(b.frame == Rect(x: 16, y: 10, width: 160, height: 20))
        // A playback control stays left to right itself; a forced subtree inside wins.
        let play = View()
        root.addSubview(play)
        play.semanticContentAttribute = .playback
        #expect(play.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        root.semanticContentAttribute = .unspecified
        h.runFrame()
        #expect(a.frame == Rect(x: 16, y: 10, width: 100, height: 20))
    }

    @Test func directionalMarginsFlip() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        let a = View()
        pinned(a, in: root, [
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let h = Harness(root: root, size: Size(width: 300, height: 100))
        h.runFrame()
        #expect(a.frame.minX == 20)
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 4))
        root.semanticContentAttribute = .forceRightToLeft
        h.runFrame()
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 20))
        #expect(a.frame.maxX == 280)
        // Setting left/right margins in RTL stores them as trailing/leading.
        root.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
    }

    @Test func stackViewsArrangeRightToLeft() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let a = View(), b = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        a.widthAnchor.constraint(equalToConstant: 50).isActive = true
        b.widthAnchor.constraint(equalToConstant: 60).isActive = true
        let row = StackView(arrangedSubviews: [a, b, Spacer()], axis: .horizontal, spacing: 10)
        row.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        let c = Label(text: "x")
        let column = StackView(arrangedSubviews: [c], axis: .vertical, spacing: 0)
        column.alignment = .leading
        column.frame = Rect(x: 0, y: 50, width: 300, height: 40)
        root.addSubview(row); root.addSubview(column)
        root.semanticContentAttribute = .forceRightToLeft
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        h.runFrame()
        #expect(a.frame.maxX == 300)
        #expect(b.frame.maxX == a.frame.minX - 10)
        #expect(c.frame.maxX == 300)
    }

    @Test func verticalFlowFillsLinesFromTheRight() {
        let source = GridSource(count: 5)
        let (h, grid, _) = makeGrid(source)
        grid.semanticContentAttribute = .forceRightToLeft
        h.runFrame()
        #expect(grid.layoutAttributesForItem(at: ListIndexPath(item: 0, section: 0))?.frame == Rect(x: 240, y: 10, width: 70, height: 70))
        #expect(grid.layoutAttributesForItem(at: ListIndexPath(item: 4, section: 0))?.frame == Rect(x: 160, y: 90, width: 70, height: 70))
    }

    @Test func horizontalFlowStartsAtTheRightEnd() {
        let source = GridSource(count: 40)
        let (h, grid, _) = makeGrid(source, size: Size(width: 320, height: 200)) { $0.scrollDirection = .horizontal }
        grid.semanticContentAttribute = .forceRightToLeft
        h.runFrame()
        // Columns of two (180 down): 20 columns of 80 → 10 + 20·70 + 19·10 + 10 = 1610 wide.
        #expect(grid.contentSize.width == 1610)
        #expect(grid.contentOffset.x == 1610 - 320)
        let first = grid.layoutAttributesForItem(at: ListIndexPath(item: 0, section: 0))?.frame
        #expect(first == Rect(x: 1610 - 10 - 70, y: 10, width: 70, height: 70))
        #expect(grid.cellForItem(at: ListIndexPath(item: 0, section: 0)) != nil)
        #expect(grid.cellForItem(at: ListIndexPath(item: 39, section: 0)) == nil)
        grid.contentOffset = Point(x: 0, y: 0)
        h.runFrame()
        #expect(grid.cellForItem(at: ListIndexPath(item: 39, section: 0)) != nil)
    }

    /// A settings form in Arabic, built with anchors and stacks, laid out right to left.
    static func arabicForm() -> (Harness, View) {
        let root = View()
        root.backgroundColor = .systemGroupedBackground
        root.semanticContentAttribute = .forceRightToLeft
        let title = Label(text: "الإعدادات", font: Font(size: 28), color: .label)
        title.textAlignment = .right
        var constraints: [NSLayoutConstraint] = []
        for v in [title] as [View] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        constraints += [
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ]
        var above: View = title
        for (name, on) in [("الوضع الليلي", true), ("الإشعارات", false), ("الصوت", true)] {
            let label = Label(text: name, font: Font(size: 17), color: .label)
            label.textAlignment = .right
            let toggle = Switch()
            toggle.setOn(on)
            let row = StackView(arrangedSubviews: [label, Spacer(), toggle], axis: .horizontal, spacing: 8)
            row.alignment = .center
            row.backgroundColor = .secondarySystemGroupedBackground
            row.insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 12),
                row.heightAnchor.constraint(equalToConstant: 48),
            ]
            above = row
        }
        let buttons = StackView(arrangedSubviews: [Button(title: "حفظ"), Button(title: "إلغاء")], axis: .horizontal, spacing: 24)
        buttons.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(buttons)
        constraints += [
            buttons.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8),
            buttons.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 20),
        ]
        NSLayoutConstraint.activate(constraints)
        return (Harness(root: root, size: Size(width: 340, height: 320)), title)
    }

    @Test func arabicFormLaysOutRightToLeft() throws {
        let (h, title) = Self.arabicForm()
        h.runFrame()
        #expect(title.frame.maxX == 332)
        try h.render().writePNG(to: TestOutput.path("layout/rtl-form.png"))
        // The screen reader reads each row from the right: the label before its switch.
        let labels = AccessibilityTree(root: h.window).nodes.compactMap(\.label)
        let night = try #require(labels.firstIndex(of: "الوضع الليلي"))
        #expect(labels.first == "الإعدادات", "\(labels)")
        #expect(night + 1 < labels.count)
        #expect(labels.firstIndex(of: "حفظ").map { $0 < (labels.firstIndex(of: "إلغاء") ?? 0) } == true, "\(labels)")
    }
}
