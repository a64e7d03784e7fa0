import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// VoiceOver's split tap and swiping on past the last visible row of a list.
@MainActor
@Suite struct ScreenReaderSplitTapAndListTests {
    @Test func aSecondFingerTappingWhileOneExploresActivatesTheFocusedElement() {
        let root = View()
        let book = Button(title: "Book"), cancel = Button(title: "Cancel")
        book.frame = Rect(x: 20, y: 20, width: 150, height: 60)
        cancel.frame = Rect(x: 20, y: 120, width: 150, height: 60)
        root.addSubview(book)
        root.addSubview(cancel)
        var booked = 0, cancelled = 0
        book.addAction(for: .touchUpInside) { _ in booked += 1 }
        cancel.addAction(for: .touchUpInside) { _ in cancelled += 1 }
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        sr.splitTap(exploringAt: Point(x: 60, y: 150), tapAt: Point(x: 300, y: 40))
        #expect(sr.focusedLabel == "Cancel" && cancelled == 1 && booked == 0,
                "the element under the exploring finger, not under the tapping one")
        sr.explore(at: Point(x: 60, y: 50))
        #expect(booked == 0, "exploring alone activates nothing")
    }

    @Test func aSplitTapTypesAKeyOnceAndTheExploringFingerTypesNothingMore() {
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 44))
        let h = Harness(root: { let r = View(); r.addSubview(field); return r }(), size: Size(width: 600, height: 500))
        h.window.keyboardMode = .onscreen
        _ = field.becomeFirstResponder()
        h.advance(by: 0.5)
        let sr = h.screenReader
        sr.start()
        guard let key = h.accessibilityTree.nodes.first(where: { $0.label?.lowercased() == "q" && $0.role == .keyboardKey }) else {
            Issue.record("no on-screen keyboard with a q key")
            return
        }
        sr.splitTap(exploringAt: key.frame.center)
        #expect(field.text!.lowercased() == "q", "typed once: \(field.text ?? "nil")")
    }

    @MainActor final class Rooms {
        let list = ListView()
        var selected: [Int] = []
        init(rows: Int) {
            list.frame = Rect(x: 0, y: 60, width: 400, height: 240)
            list.numberOfSections = { 1 }
            list.numberOfRows = { _ in rows }
            list.configureRow = { cell, index in cell.titleLabel.text = "Room \(index.row + 1)" }
            list.onSelect = { [unowned self] index in self.selected.append(index.row) }
        }
    }

    @Test func swipingPastTheLastVisibleRowScrollsTheListAndReadsTheNextRow() {
        let rooms = Rooms(rows: 40)
        let title = Label(text: "Rooms")
        title.frame = Rect(x: 10, y: 10, width: 200, height: 40)
        let h = Harness(root: { let r = View(); r.addSubview(title); r.addSubview(rooms.list); return r }(), size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        let visible = h.accessibilityTree.nodes.count - 1
        #expect(visible < 10, "only the visible rows are cells")
        #expect(sr.moveTo("Room 25", limit: 40), "swiping on reaches rows that were not on screen")
        #expect(rooms.list.contentOffset.y > 0)
        let focused = h.accessibilityTree.nodes.first { $0.item === sr.reader.focusedElement }
        #expect(focused.map { rooms.list.convert($0.frame, from: nil).intersects(rooms.list.bounds) } == true, "the focused row shows")
        sr.doubleTap()
        #expect(rooms.selected == [24])
        for _ in 0..<60 where sr.focusedLabel != "Rooms" { sr.swipeLeft() }
        #expect(sr.focusedLabel == "Rooms" && rooms.list.contentOffset.y == 0, "swiping back scrolls back to the first row, then leaves the list")
    }

    @Test func theLastRowOfAListIsTheEnd() {
        let rooms = Rooms(rows: 12)
        let h = Harness(root: { let r = View(); r.addSubview(rooms.list); return r }(), size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        #expect(sr.moveTo("Room 12", limit: 20))
        let offset = rooms.list.contentOffset
        sr.swipeRight()
        #expect(sr.focusedLabel == "Room 12" && rooms.list.contentOffset == offset, "nothing after the last row")
    }
}
