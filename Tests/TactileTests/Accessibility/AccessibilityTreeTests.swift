import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The reading order: positions, custom orders, hiding, modality, grouping, drawn elements.
@MainActor
@Suite struct AccessibilityTreeTests {
    func label(_ text: String, _ x: Float, _ y: Float, in parent: View) -> Label {
        let l = Label(text: text)
        l.frame = Rect(x: x, y: y, width: 80, height: 30)
        parent.addSubview(l)
        return l
    }

    @Test func readsTopToBottomThenLeadingToTrailing() {
        let root = View()
        // Added in a scrambled order; "B" is 6 pt lower than "A" but on the same row.
        _ = label("D", 10, 100, in: root)
        _ = label("B", 200, 16, in: root)
        _ = label("C", 300, 10, in: root)
        _ = label("A", 10, 10, in: root)
        let h = Harness(root: root, size: Size(width: 400, height: 200))
        #expect(h.accessibilityTree.nodes.map(\.label) == ["A", "B", "C", "D"])
    }

    @Test func hiddenViewsAndHiddenElementsAreLeftOut() {
        let root = View()
        let box = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        root.addSubview(box)
        _ = label("inside", 10, 10, in: box)
        let hidden = label("hidden", 10, 150, in: root)
        hidden.isHidden = true
        let faded = label("faded", 100, 150, in: root)
        faded.alpha = 0
        let h = Harness(root: root, size: Size(width: 400, height: 200))
        #expect(h.accessibilityTree.nodes.map(\.label) == ["inside"])
        box.accessibilityElementsHidden = true
        #expect(h.accessibilityTree.nodes.isEmpty)
    }

    @Test func customElementsKeepTheirOrderAndDrawnThingsHaveElements() {
        let root = View()
        let chart = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(chart)
        let b = label("second", 10, 10, in: chart)
        let a = label("first", 10, 60, in: chart)
        let point = AccessibilityElement(accessibilityContainer: chart)
        point.accessibilityLabel = "Peak, 42"
        point.accessibilityFrameInContainerSpace = Rect(x: 200, y: 20, width: 44, height: 44)
        chart.accessibilityElements = [a, b, point]
        let h = Harness(root: root, size: Size(width: 400, height: 200))
        let nodes = h.accessibilityTree.nodes
        #expect(nodes.map(\.label) == ["first", "second", "Peak, 42"])
        #expect(nodes[2].frame == Rect(x: 200, y: 20, width: 44, height: 44))
        #expect(AccessibilityAudit.run(root).contains { $0.kind == .focusOrder }, "a custom order that goes back up is reported")
    }

    @Test func aModalViewHidesItsSiblings() {
        let root = View()
        _ = label("under", 10, 10, in: root)
        let sheet = View(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        root.addSubview(sheet)
        _ = label("on top", 10, 10, in: sheet)
        let h = Harness(root: root, size: Size(width: 400, height: 200))
        #expect(h.accessibilityTree.nodes.count == 2)
        sheet.accessibilityViewIsModal = true
        #expect(h.accessibilityTree.nodes.map(\.label) == ["on top"])
    }

    @Test func aGroupIsReadTogether() {
        let root = View()
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let right = View(frame: Rect(x: 200, y: 0, width: 200, height: 200))
        root.addSubview(left)
        root.addSubview(right)
        _ = label("L1", 10, 10, in: left)
        _ = label("L2", 10, 100, in: left)
        _ = label("R1", 10, 10, in: right)
        _ = label("R2", 10, 100, in: right)
        let h = Harness(root: root, size: Size(width: 400, height: 200))
        #expect(h.accessibilityTree.nodes.map(\.label) == ["L1", "R1", "L2", "R2"])
        left.shouldGroupAccessibilityChildren = true
        right.shouldGroupAccessibilityChildren = true
        #expect(h.accessibilityTree.nodes.map(\.label) == ["L1", "L2", "R1", "R2"])
    }

    @Test func theTextSnapshotListsRoleLabelValueTraitsAndFrame() {
        let root = View()
        let b = Button(title: "Book")
        b.frame = Rect(x: 10, y: 10, width: 120, height: 50)
        b.accessibilityIdentifier = "book"
        let s = Switch()
        s.frame.origin = Point(x: 10, y: 80)
        s.accessibilityLabel = "Dim at night"
        root.addSubview(b)
        root.addSubview(s)
        let h = Harness(root: root, size: Size(width: 300, height: 150))
        let lines = h.accessibilityTree.description.split(separator: "\n")
        #expect(lines.first == "button \"Book\" [button] id=book (10,10 120x50)")
        #expect(lines.last?.hasPrefix("switch button \"Dim at night\" value=\"0\" [button,toggleButton] (10,80 ") == true)
    }

    @Test func badValuesNeverTrap() {
        let e = AccessibilityElement(accessibilityContainer: View())
        e.accessibilityFrameInContainerSpace = Rect(x: .nan, y: .infinity, width: -5, height: .nan)
        let root = View()
        root.accessibilityElements = [e]
        Accessibility.minimumTouchTarget = .nan
        #expect(Accessibility.minimumTouchTarget == 44)
        Accessibility.minimumTouchTarget = 1e9
        #expect(Accessibility.minimumTouchTarget == 200)
        Accessibility.minimumTouchTarget = 44
        let h = Harness(root: root, size: Size(width: 100, height: 100))
        _ = h.accessibilityTree
        _ = h.auditAccessibility()
    }
}
