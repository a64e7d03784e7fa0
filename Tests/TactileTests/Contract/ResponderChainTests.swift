import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Issue 22, items 1 and 6: every view a touch is forwarded to up the responder chain sees
/// a well-formed sequence (`began (moved)* (ended | cancelled)`), whatever the views in
/// between override and however the tree changes while the finger is down.
@MainActor
@Suite struct ResponderChainTests {
    /// Whether `log` is a run of whole touches, one after another:
    /// `(began (moved)* (ended | cancelled))*`.
    static func wellFormed(_ log: [String]) -> Bool {
        var open = false
        for entry in log {
            switch entry {
            case "began": if open { return false }; open = true
            case "moved": if !open { return false }
            default: if !open { return false }; open = false
            }
        }
        return !open
    }

    func listScene() -> (Harness, RecordingView, ListView) {
        let outer = RecordingView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let list = ListView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        list.numberOfRows = { _ in 20 }
        list.configureRow = { cell, ip in cell.titleLabel.text = "Row \(ip.row)" }
        outer.addSubview(list)
        return (Harness(root: outer, size: Size(width: 300, height: 400)), outer, list)
    }

    /// The repro: a list's ancestors got only `touchesMoved` for a held row.
    @Test func aListsAncestorSeesTheWholeTouchOfARow() {
        let (h, outer, list) = listScene()
        var tapped: [Int] = []
        list.onSelect = { ip in tapped.append(ip.row) }
        h.touchDown(at: Point(x: 100, y: 20))
        h.advance(by: 0.3)
        h.touchMove(to: Point(x: 103, y: 20))
        h.touchUp()
        #expect(outer.log == ["began", "moved", "ended"], "\(outer.log)")
        #expect(tapped == [0], "the row still selects")
    }

    /// A touch that only closes an open swipe, and a scroll that cancels the row, reach
    /// the ancestor whole as well.
    @Test func aListsAncestorSeesWellFormedTouchesWhenScrollingAndClosingSwipes() {
        let (h, outer, list) = listScene()
        list.trailingSwipeActions = { _ in [SwipeAction(title: "Delete") { _ in }] }
        h.drag(from: Point(x: 250, y: 30), to: Point(x: 60, y: 30), duration: 0.3)
        h.advance(by: 0.5)
        outer.log.removeAll()
        h.tap(at: Point(x: 60, y: 200))
        #expect(Self.wellFormed(outer.log), "\(outer.log)")
        outer.log.removeAll()
        h.touchDown(at: Point(x: 100, y: 300))
        h.advance(by: 0.3)
        for y in stride(from: 290, through: 100, by: -10) { h.touchMove(to: Point(x: 100, y: Float(y))) }
        h.touchUp()
        #expect(Self.wellFormed(outer.log), "\(outer.log)")
    }

    /// root ─┬─ oldParent ── target      (all forward to super)
    ///       └─ newParent
    func moveScene() -> (Harness, target: RecordingView, old: RecordingView, new: RecordingView, root: RecordingView) {
        let root = RecordingView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let old = RecordingView(frame: Rect(x: 0, y: 0, width: 300, height: 150))
        let new = RecordingView(frame: Rect(x: 0, y: 150, width: 300, height: 150))
        let target = RecordingView(frame: Rect(x: 0, y: 0, width: 150, height: 150))
        for v in [old, new, target] { v.forwards = true }
        old.addSubview(target)
        root.addSubview(old)
        root.addSubview(new)
        return (Harness(root: root, size: Size(width: 300, height: 300)), target, old, new, root)
    }

    /// A view moved to another parent while a finger is down has its touches cancelled (as
    /// any view leaving its superview), and the cancel goes up the chain of the touch-down:
    /// the old ancestors see the touch end, the new ones see nothing of it. Moved inside
    /// its own `touchesBegan`, before or after forwarding it, the same.
    @Test(arguments: ["afterBegan", "afterMoved", "backAndForth", "insideBeganBeforeForwarding", "insideBeganAfterForwarding"])
    func aViewMovedMidTouchEndsItAlongTheChainOfItsTouchDown(_ when: String) {
        let (h, target, old, new, root) = moveScene()
        if when == "insideBeganBeforeForwarding" { target.onBegan = { v, _ in new.addSubview(v) } }
        if when == "insideBeganAfterForwarding" { target.afterForwardingBegan = { v in new.addSubview(v) } }
        h.touchDown(at: Point(x: 50, y: 50))
        if when == "afterBegan" || when == "backAndForth" { new.addSubview(target) }
        h.touchMove(to: Point(x: 55, y: 55))
        if when == "afterMoved" { new.addSubview(target) }
        if when == "backAndForth" { old.addSubview(target) }
        h.touchMove(to: Point(x: 60, y: 60))
        if when == "backAndForth" { new.addSubview(target) }
        h.touchUp()
        for (name, v) in [("target", target), ("old", old), ("new", new), ("root", root)] {
            #expect(Self.wellFormed(v.log), "\(when): \(name) saw \(v.log)")
        }
        #expect(old.log.first == "began" && old.log.last == "cancelled", "\(when): \(old.log)")
        #expect(new.log.isEmpty, "\(when): \(new.log)")
        #expect(root.log == old.log, "\(when): \(root.log)")
    }

    /// The same with the touch held back by a recognizer that delays `touchesBegan`, and
    /// the view moved both while held and after.
    @Test func aViewMovedWhileItsTouchIsHeldBackLeavesWellFormedChains() {
        let (h, target, old, new, root) = moveScene()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .left
        swipe.delaysTouchesBegan = true
        root.addGestureRecognizer(swipe)
        target.afterForwardingBegan = { v in old.addSubview(v) }
        h.touchDown(at: Point(x: 50, y: 50))
        new.addSubview(target)
        h.advance(by: 0.6)
        h.touchMove(to: Point(x: 52, y: 52))
        h.touchUp()
        h.touchDown(at: Point(x: 50, y: 200))
        h.advance(by: 0.6)  // the swipe fails: the held began is delivered, and the view moves
        h.touchMove(to: Point(x: 52, y: 202))
        h.touchUp()
        for (name, v) in [("target", target), ("old", old), ("new", new), ("root", root)] {
            #expect(Self.wellFormed(v.log), "\(name) saw \(v.log)")
        }
        #expect(new.log.isEmpty || new.log.first == "began", "\(new.log)")
    }

    /// An ancestor removed inside another touch's callback and freed before its deferred
    /// cancel runs (a popped screen's list, found by the app fuzzer) still gets the end:
    /// the touch holds its chain until the view's end has gone up it.
    @Test func anAncestorFreedMidTouchStillGetsItsEnd() {
        let root = RecordingView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let target = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        target.forwards = true
        let trigger = RecordingView(frame: Rect(x: 200, y: 200, width: 100, height: 100))
        var middleSaw: [String] = []
        weak var weakMiddle: RecordingView?
        do {
            let middle = RecordingView(frame: Rect(x: 0, y: 0, width: 150, height: 150))
            middle.onBegan = { _, _ in middleSaw.append("began") }
            middle.onEnded = { _ in middleSaw.append("ended") }
            middle.onCancelled = { _ in middleSaw.append("cancelled") }
            middle.addSubview(target)
            root.addSubview(middle)
            weakMiddle = middle
        }
        root.addSubview(trigger)
        trigger.onEnded = { _ in weakMiddle?.removeFromSuperview() }
        let h = Harness(root: root, size: Size(width: 300, height: 300))
        h.touchDown(at: Point(x: 50, y: 50), finger: 0)
        h.tap(at: Point(x: 250, y: 250), finger: 1)
        h.touchUp(finger: 0)
        #expect(middleSaw == ["began", "cancelled"], "\(middleSaw)")
        #expect(target.log == ["began", "cancelled"], "\(target.log)")
        #expect(weakMiddle == nil, "freed once the touch ended")
    }

    /// A view moved into another window's tree still ends its touch along the old chain.
    @Test func aViewMovedOutOfTheWindowEndsTheOldChain() {
        let (h, target, old, _, root) = moveScene()
        h.touchDown(at: Point(x: 50, y: 50))
        let elsewhere = View()
        elsewhere.addSubview(target)
        h.touchMove(to: Point(x: 55, y: 55))
        h.touchUp()
        #expect(Self.wellFormed(old.log) && old.log.first == "began", "\(old.log)")
        #expect(Self.wellFormed(root.log) && root.log.first == "began", "\(root.log)")
    }
}
