import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The screen reader's gestures, made of real touches on the virtual clock.
@MainActor
@Suite struct ScreenReaderTests {
    @MainActor final class Screen {
        let root = View()
        let title = Label(text: "Room 4", font: Font(size: 28))
        let book = Button(title: "Book")
        let dim = Switch()
        let volume = Slider()
        var booked = 0

        init() {
            root.backgroundColor = .white
            title.frame = Rect(x: 20, y: 10, width: 300, height: 40)
            book.frame = Rect(x: 20, y: 60, width: 160, height: 60)
            dim.frame.origin = Point(x: 20, y: 140)
            dim.accessibilityLabel = "Dim at night"
            volume.frame = Rect(x: 20, y: 200, width: 300, height: 44)
            volume.accessibilityLabel = "Volume"
            volume.value = 0.5
            book.accessibilityHint = "Books the room for 30 minutes"
            for v in [title, book, dim, volume] as [View] { root.addSubview(v) }
            book.addAction(for: .touchUpInside) { [unowned self] _ in self.booked += 1 }
        }
    }

    @Test func swipesMoveThroughTheReadingOrderAndSpeak() {
        let s = Screen()
        let h = Harness(root: s.root, size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        #expect(sr.lastSpoken == "Room 4", "the first element is read when the reader starts")
        sr.swipeRight()
        #expect(sr.lastSpoken == "Book, button")
        h.advance(by: 1.1)
        #expect(sr.lastSpoken == "Books the room for 30 minutes", "the hint follows after a pause")
        sr.swipeRight()
        #expect(sr.lastSpoken == "Dim at night, off, switch button")
        sr.swipeLeft()
        #expect(sr.focusedLabel == "Book")
        #expect(s.booked == 0, "no swipe reached the app")
    }

    @Test func aDoubleTapAnywhereActivatesTheFocusedElement() {
        let s = Screen()
        let h = Harness(root: s.root, size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        sr.moveTo("Book")
        sr.doubleTap()
        #expect(s.booked == 1)
        sr.moveTo("Dim at night")
        sr.doubleTap()
        #expect(s.dim.isOn && sr.lastSpoken == "on")
    }

    @Test func exploringFocusesWhatIsUnderTheFingerAndDrawsARing() throws {
        let s = Screen()
        let h = Harness(root: s.root, size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        sr.explore(at: Point(x: 60, y: 90))
        #expect(sr.focusedLabel == "Book" && sr.lastSpoken == "Book, button")
        #expect(s.booked == 0)
        let png = h.render()
        try png.writePNG(to: TestOutput.path("accessibility/focus-ring.png"))
        // The ring is drawn around the button: black between two white edges.
        let drawn = h.recordFrame()
        #expect(drawn.shapeColor(at: Point(x: 16.5, y: 90.5)) == Color.black)
        #expect(drawn.shapeColor(at: Point(x: 13.5, y: 90.5)) == Color.white && drawn.shapeColor(at: Point(x: 19.5, y: 90.5)) == Color.white)
    }

    @Test func swipingUpAndDownAdjustsASlider() {
        let s = Screen()
        let h = Harness(root: s.root, size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        sr.moveTo("Volume")
        sr.swipeUp()
        #expect(sr.lastSpoken == "60%" && abs(s.volume.value - 0.6) < 0.001)
        sr.swipeDown()
        sr.swipeDown()
        #expect(sr.lastSpoken == "40%")
    }

    @Test func aHeldDoubleTapPassesTheTouchThrough() {
        let s = Screen()
        let h = Harness(root: s.root, size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        sr.moveTo("Volume")
        sr.doubleTapAndHold(dragBy: 100, 0)
        #expect(s.volume.value > 0.75, "the thumb followed the finger: \(s.volume.value)")
    }

    @Test func announcementsAreQueuedAndPagesAnnounced() {
        let list = ListView()
        list.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        list.rowHeight = 60
        list.numberOfRows = { _ in 25 }
        list.configureRow = { cell, index in cell.titleLabel.text = "Row \(index.row + 1)" }
        let h = Harness(root: { let r = View(); r.addSubview(list); return r }(), size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        #expect(sr.lastSpoken == "Row 1")
        sr.threeFingerSwipeUp()
        #expect(sr.spokenText.contains("Page 2 of 5"), "\(sr.spokenText)")
        #expect(list.contentOffset.y == 300)
        Accessibility.post(notification: .announcement, argument: "Booking saved")
        #expect(sr.lastSpoken == "Booking saved")
    }

    @Test func aScrubGoesBackAndClosesAnAlert() {
        let first = ViewController(), second = ViewController()
        first.title = "Rooms"; second.title = "Room 4"
        let nav = NavigationController(rootViewController: first)
        let h = Harness(rootViewController: nav, size: Size(width: 600, height: 400))
        nav.pushViewController(second, animated: false)
        h.waitForTransitions()
        let sr = h.screenReader
        sr.start()
        sr.scrub()
        #expect(nav.viewControllers.count == 1)
        #expect(sr.focusedLabel == "Rooms", "the new screen's first element is focused")
        var cancelled = false
        let alert = AlertController(title: "Cancel booking?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Keep", style: .cancel) { _ in cancelled = true })
        alert.addAction(AlertAction(title: "Cancel booking", style: .destructive))
        first.present(alert, animated: false)
        h.waitForTransitions()
        Accessibility.post(notification: .screenChanged)
        #expect(sr.focusedLabel == "Cancel booking?")
        sr.scrub()
        #expect(cancelled && first.presentedViewController == nil)
    }

    @Test func stoppingGivesTouchesBackToTheApp() {
        let s = Screen()
        let h = Harness(root: s.root, size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        #expect(Accessibility.isVoiceOverRunning)
        h.tap(at: Point(x: 60, y: 90))
        #expect(s.booked == 0)
        sr.reader.stop()
        h.tap(at: Point(x: 60, y: 90))
        #expect(s.booked == 1)
    }
}

/// Touch typing on the on-screen keyboard: explore to a key, lift to type it.
@MainActor
@Suite struct ScreenReaderTypingTests {
    @Test func liftingOffAKeyTypesIt() throws {
        let root = View()
        root.backgroundColor = .white
        let f = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 44))
        f.placeholder = "Name"
        root.addSubview(f)
        let h = Harness(root: root, size: Size(width: 480, height: 800))
        h.window.keyboardMode = .onscreen
        let sr = h.screenReader
        sr.start()
        #expect(sr.focusedLabel == "Name")
        sr.doubleTap()
        #expect(f.isFirstResponder, "double-tap starts editing")
        h.advance(by: 0.5)
        let tree = h.accessibilityTree
        let keyH = try #require(tree.nodes.first { $0.label == "H" && $0.role == .keyboardKey })
        sr.explore(at: keyH.frame.center)
        #expect(f.text == "H", "lifting off the key typed it")
        let keyI = try #require(h.accessibilityTree.nodes.first { $0.label == "i" })
        sr.explore(at: keyI.frame.center)
        #expect(f.text == "Hi")
        #expect(sr.spokenText.contains("i, key"))
    }
}

/// Immediate-mode widgets are elements too.
@MainActor
@Suite struct ImmediateAccessibilityTests {
    @Test func uiButtonsAndLabelsAreReadAndActivated() {
        var fired = 0
        let h = Harness(root: View(), size: Size(width: 400, height: 300))
        let plane = ImmediatePlane { ui in
            ui.label("Score 3")
            if ui.button("Fire") { fired += 1 }
        }
        h.engine.addPlane(plane)
        h.advance(by: 0.05)
        let nodes = h.accessibilityTree.nodes
        #expect(nodes.map(\.spokenText) == ["Score 3", "Fire, button"])
        let sr = h.screenReader
        sr.start()
        sr.moveTo("Fire")
        let focused = sr.reader.focusedElement
        h.advance(by: 0.1)
        #expect(sr.reader.focusedElement === focused, "the element keeps its identity from frame to frame")
        sr.doubleTap()
        h.advance(by: 0.05)
        #expect(fired == 1)
    }
}
