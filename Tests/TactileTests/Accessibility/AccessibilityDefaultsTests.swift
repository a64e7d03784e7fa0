import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Every standard control's accessibility when the app set nothing, as UIKit's.
@MainActor
@Suite struct AccessibilityDefaultsTests {
    func node(_ view: View, size: Size = Size(width: 400, height: 300)) -> AccessibilityNode? {
        if view.frame.size == .zero { view.frame = Rect(x: 20, y: 20, width: 200, height: 50) }
        let h = Harness(root: { let r = View(); r.addSubview(view); return r }(), size: size)
        return h.accessibilityTree.nodes.first { $0.item === view }
    }

    @Test func aButtonIsLabelledByItsTitleAndDimmedWhenDisabled() throws {
        let b = Button(title: "Book 30 min")
        let n = try #require(node(b))
        #expect(n.label == "Book 30 min" && n.role == .button && n.traits == [.button])
        #expect(n.spokenText == "Book 30 min, button")
        b.isEnabled = false
        #expect(b.accessibilityTraits == [.button, .notEnabled])
        b.isSelected = true
        #expect(b.accessibilityTraits.contains(.selected))
        b.accessibilityLabel = "Book half an hour"
        #expect(b.accessibilityLabel == "Book half an hour", "the app's label wins")
        b.accessibilityLabel = nil
        #expect(b.accessibilityLabel == "Book 30 min", "nil restores the default")
    }

    @Test func aSwitchReportsOneOrZeroAndIsReadOnOrOff() throws {
        let s = Switch()
        s.accessibilityLabel = "Dim at night"
        let off = try #require(node(s))
        #expect(off.value == "0" && off.role == .toggleButton && off.traits == [.button, .toggleButton])
        #expect(off.spokenText == "Dim at night, off, switch button")
        s.setOn(true)
        #expect(s.accessibilityValue == "1")
    }

    @Test func aSliderIsAdjustableByATenthWithAPercentageValue() throws {
        let s = Slider(frame: Rect(x: 20, y: 20, width: 200, height: 44))
        s.minimumValue = 10
        s.maximumValue = 30
        s.value = 20
        var changes = 0
        s.addAction(for: .valueChanged) { _ in changes += 1 }
        let n = try #require(node(s))
        #expect(n.value == "50%" && n.traits == [.adjustable] && n.role == .adjustable)
        s.accessibilityIncrement()
        #expect(s.value == 22 && s.accessibilityValue == "60%" && changes == 1)
        for _ in 0..<10 { s.accessibilityDecrement() }
        #expect(s.value == 10 && s.accessibilityValue == "0%")
    }

    @Test func aLabelIsStaticTextAndAnEmptyOneIsNoElement() throws {
        let l = Label(text: "Room 4")
        let n = try #require(node(l))
        #expect(n.label == "Room 4" && n.traits == [.staticText] && n.spokenText == "Room 4")
        l.text = ""
        #expect(!l.isAccessibilityElement)
    }

    @Test func aTextFieldIsLabelledByItsPlaceholderAndValuedByItsText() throws {
        let f = TextField()
        f.placeholder = "Your name"
        let n = try #require(node(f))
        #expect(n.role == .textField && n.label == "Your name" && n.value == "")
        #expect(n.hint == "Double tap to edit")
        f.text = "Ada"
        #expect(f.accessibilityValue == "Ada")
        f.isSecureTextEntry = true
        #expect(f.accessibilityValue == "•••")
    }

    @Test func aTextViewIsAnElementValuedByItsText() throws {
        let t = TextView()
        t.text = "Notes"
        let n = try #require(node(t))
        #expect(n.role == .textArea && n.value == "Notes")
    }

    @Test func imagesAreDecorativeUnlessLabelled() {
        let i = ImageView()
        #expect(node(i) == nil)
        i.isAccessibilityElement = true
        i.accessibilityLabel = "Company logo"
        #expect(node(i)?.spokenText == "Company logo, image")
    }

    @Test func anActivityIndicatorSaysInProgressWhileAnimating() {
        let a = ActivityIndicatorView()
        a.hidesWhenStopped = false
        #expect(node(a) == nil)
        a.startAnimating()
        #expect(node(a)?.label == "In progress")
        #expect(a.accessibilityTraits == [.updatesFrequently])
    }

    @Test func aProgressViewReadsItsPercentage() {
        let p = ProgressView()
        p.progress = 0.25
        #expect(node(p)?.spokenText == "Progress, 25%, progress")
    }

    @Test func listRowsReadTheirLabelsTogetherAndHeadersAreHeadings() {
        let list = ListView()
        list.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        list.numberOfSections = { 1 }
        list.titleForHeader = { _ in "Today" }
        list.numberOfRows = { _ in 2 }
        list.configureRow = { cell, index in
            cell.titleLabel.text = "Room \(index.row + 1)"
            cell.subtitleLabel.text = "Free"
        }
        let h = Harness(root: { let r = View(); r.addSubview(list); return r }(), size: Size(width: 400, height: 300))
        let nodes = h.accessibilityTree.nodes
        #expect(nodes.map(\.label) == ["Today", "Room 1, Free", "Room 2, Free"])
        #expect(nodes.first?.traits == [.header] && nodes.first?.spokenText == "Today, heading")
    }

    @Test func tabsReadTheirPositionAndSelection() {
        let tabs = TabBarController()
        let a = ViewController(), b = ViewController(), c = ViewController()
        a.title = "Home"; b.title = "Rooms"; c.title = "Settings"
        tabs.viewControllers = [a, b, c]
        let h = Harness(rootViewController: tabs, size: Size(width: 600, height: 400))
        let tabNodes = h.accessibilityTree.nodes.filter { $0.role == .tab }
        #expect(tabNodes.map(\.spokenText) == ["Selected, Home, Tab, 1 of 3", "Rooms, Tab, 2 of 3", "Settings, Tab, 3 of 3"])
    }

    @Test func theBackButtonSaysWhereItGoesAndTheTitleIsAHeading() {
        let first = ViewController(), second = ViewController()
        first.title = "Rooms"; second.title = "Room 4"
        let nav = NavigationController(rootViewController: first)
        let h = Harness(rootViewController: nav, size: Size(width: 600, height: 400))
        nav.pushViewController(second, animated: false)
        h.waitForTransitions()
        let nodes = h.accessibilityTree.nodes
        #expect(nodes.first?.spokenText == "Rooms, button", "back button, labelled without its chevron")
        #expect(nodes.contains { $0.label == "Room 4" && $0.traits.contains(.header) })
    }

    @Test func anAlertIsModalAndReadsItsActions() {
        let vc = ViewController()
        let button = Button(title: "Behind")
        button.frame = Rect(x: 10, y: 10, width: 120, height: 50)
        vc.view.addSubview(button)
        let h = Harness(rootViewController: vc, size: Size(width: 600, height: 400))
        let alert = AlertController(title: "Booked", message: "Room 4 until 14:30", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        vc.present(alert, animated: false)
        h.waitForTransitions()
        let labels = h.accessibilityTree.nodes.map(\.label)
        #expect(!labels.contains("Behind"), "what is under the alert is not read")
        #expect(labels.contains("Booked") && labels.contains("Room 4 until 14:30") && labels.contains("OK"))
    }
}
