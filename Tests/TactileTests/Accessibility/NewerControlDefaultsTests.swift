import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The defaults of the stepper, segmented control and page control, and the screen reader
/// operating them.
@MainActor
@Suite struct NewerControlDefaultsTests {
    func harness(_ view: View) -> Harness {
        Harness(root: { let r = View(); r.addSubview(view); return r }(), size: Size(width: 400, height: 200))
    }

    @Test func aStepperIsAdjustableStepByStepWithItsNumberAsValue() throws {
        let s = Stepper(frame: Rect(x: 20, y: 20, width: 0, height: 0))
        s.accessibilityLabel = "Guests"
        s.maximumValue = 3
        s.value = 2
        var changes = 0
        s.addAction(for: .valueChanged) { _ in changes += 1 }
        let h = harness(s)
        let n = try #require(h.accessibilityTree.nodes.first { $0.item === s })
        #expect(n.value == "2" && n.role == .adjustable && n.spokenText == "Guests, 2, adjustable")
        s.accessibilityIncrement()
        #expect(s.value == 3 && changes == 1)
        s.accessibilityIncrement()
        #expect(s.value == 3 && changes == 1, "no change at the top, nothing sent")
        s.stepValue = 0.5
        s.accessibilityDecrement()
        #expect(s.accessibilityValue == "2.5" && changes == 2)
        s.isEnabled = false
        s.accessibilityDecrement()
        #expect(s.value == 2.5 && s.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test func theScreenReaderStepsAStepperBySwipingUpAndDown() {
        let s = Stepper(frame: Rect(x: 20, y: 20, width: 0, height: 0))
        s.accessibilityLabel = "Guests"
        let h = harness(s)
        let sr = h.screenReader
        sr.start()
        sr.swipeUp()
        sr.swipeUp()
        sr.swipeDown()
        #expect(s.value == 1 && sr.lastSpoken == "1")
    }

    @Test func eachSegmentIsAButtonWithItsPositionAndSelection() throws {
        let c = SegmentedControl(items: ["Map", "Transit", "Satellite"])
        c.frame = Rect(x: 20, y: 20, width: 300, height: 32)
        c.selectedSegmentIndex = 0
        c.setEnabled(false, forSegmentAt: 2)
        var changes = 0
        c.addAction(for: .valueChanged) { _ in changes += 1 }
        let h = harness(c)
        let nodes = h.accessibilityTree.nodes
        #expect(nodes.map(\.spokenText) == ["Selected, Map, button, 1 of 3", "Transit, button, 2 of 3", "Satellite, button, 3 of 3, dimmed"])
        #expect(nodes.map(\.frame.minX) == [20, 120, 220])
        let first = nodes[0].item
        #expect(nodes[1].item.accessibilityActivate())
        #expect(c.selectedSegmentIndex == 1 && changes == 1)
        _ = nodes[2].item.accessibilityActivate()
        #expect(c.selectedSegmentIndex == 1 && changes == 1, "a disabled segment is not chosen")
        #expect(h.accessibilityTree.nodes[0].item === first, "elements keep their identity")
        #expect(h.accessibilityTree.nodes[1].traits == [.button, .selected])
    }

    @Test func theScreenReaderSelectsASegmentByDoubleTap() {
        let c = SegmentedControl(items: ["Day", "Week"])
        c.frame = Rect(x: 20, y: 20, width: 200, height: 32)
        c.selectedSegmentIndex = 0
        let h = harness(c)
        let sr = h.screenReader
        sr.start()
        #expect(sr.lastSpoken == "Selected, Day, button, 1 of 2")
        sr.swipeRight()
        sr.doubleTap()
        #expect(c.selectedSegmentIndex == 1)
        c.removeAllSegments()
        #expect(h.accessibilityTree.nodes.isEmpty, "no segments, no elements")
    }

    @Test func aPageControlIsAdjustableAndReadsPageNOfM() throws {
        let p = PageControl(frame: Rect(x: 20, y: 20, width: 200, height: 0))
        p.numberOfPages = 5
        p.currentPage = 1
        var changes = 0
        p.addAction(for: .valueChanged) { _ in changes += 1 }
        let h = harness(p)
        let n = try #require(h.accessibilityTree.nodes.first)
        #expect(n.value == "page 2 of 5" && n.traits == [.adjustable])
        p.accessibilityDecrement()
        p.accessibilityDecrement()
        #expect(p.currentPage == 0 && changes == 1, "stops at the first page")
        for _ in 0..<10 { p.accessibilityIncrement() }
        #expect(p.accessibilityValue == "page 5 of 5" && changes == 5)
        p.numberOfPages = 1
        p.hidesForSinglePage = true
        #expect(!p.isAccessibilityElement)
        p.numberOfPages = -3
        #expect(p.accessibilityValue == nil)
    }
}

/// Defaults the accessibility checklist had without a test by name: the search bar's field,
/// the back button's label, a page scroll's announcement, Reduce Transparency.
@MainActor
@Suite struct NamedDefaultsTests {
    @Test func aSearchBarsFieldIsASearchField() throws {
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 320, height: 56))
        let root = View()
        root.addSubview(bar)
        let h = Harness(root: root, size: Size(width: 320, height: 100))
        let n = try #require(h.accessibilityTree.nodes.first { $0.item === bar.searchTextField })
        #expect(n.role == .searchField && n.traits == [.searchField] && n.label == "Search")
        bar.searchTextField.isEnabled = false
        #expect(bar.searchTextField.accessibilityTraits == [.searchField, .notEnabled])
        let plain = TextField()
        #expect(plain.accessibilityTraits.isEmpty, "an ordinary field is a text field, not a search field")
    }

    @Test func theBackButtonIsLabelledEvenAsAChevronAlone() {
        let first = ViewController()
        first.title = "Rooms"
        let nav = NavigationController(rootViewController: first)
        _ = Harness(rootViewController: nav, size: Size(width: 390, height: 600))
        nav.pushViewController(ViewController(), animated: false)
        #expect(nav.navigationBar.backButton.accessibilityLabel == "Rooms")
        first.navigationItem.backButtonDisplayMode = .minimal
        nav.popViewController(animated: false)
        nav.pushViewController(ViewController(), animated: false)
        #expect(nav.navigationBar.backButton.accessibilityLabel == "Back", "the chevron alone still reads Back")
    }

    @Test func reduceTransparencyIsASettingWithANotification() {
        let before = Accessibility.isReduceTransparencyEnabled
        defer { Accessibility.isReduceTransparencyEnabled = before }
        var heard: [AccessibilitySetting] = []
        let token = Accessibility.addSettingsObserver { heard.append($0) }
        defer { Accessibility.removeSettingsObserver(token) }
        Accessibility.isReduceTransparencyEnabled = !before
        #expect(Accessibility.isReduceTransparencyEnabled == !before && heard == [.reduceTransparency])
        Accessibility.isReduceTransparencyEnabled = !before
        #expect(heard.count == 1, "setting the same value again tells no one")
    }
}
