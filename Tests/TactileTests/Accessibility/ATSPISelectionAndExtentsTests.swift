import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// AT-SPI's Selection interface (tab bars, segmented controls, list rows) and the extents of
/// elements on a turned, letterboxed or high-density display, asked as a client asks.
@MainActor
@Suite struct ATSPISelectionAndExtentsTests {
    func bridge(_ h: Harness) -> ATSPIBridge? { ATSPIBridge.unconnected(engine: h.engine, applicationName: "Rooms") }
    func values(_ r: ATSPIBridge.Reply) -> [DBusValue] { (try? r.get()) ?? [] }
    let frame = ATSPIBridge.prefix + "1"
    let selection = "org.a11y.atspi.Selection"

    func call(_ b: ATSPIBridge, _ member: String, _ index: Int) -> DBusValue? {
        values(b.handle(path: frame, interface: selection, member: member, args: [.int(Int64(index))])).first
    }

    /// A boolean reply, an object reference's path, a (variant) string.
    func bool(_ v: DBusValue?) -> Bool? { if case let .bool(x)? = v { x } else { nil } }
    func path(_ v: DBusValue?) -> String? {
        if case let .structure(parts)? = v, parts.count == 2, case let .objectPath(p) = parts[1] { p } else { nil }
    }
    func string(_ v: DBusValue?) -> String? {
        switch v {
        case let .string(x)?: x
        case let .variant(inner)?: string(inner)
        default: nil
        }
    }

    func selectedCount(_ b: ATSPIBridge) -> Int? {
        let v = values(b.handle(path: frame, interface: "org.freedesktop.DBus.Properties", member: "Get",
                                args: [.string(selection), .string("NSelectedChildren")]))
        if case .variant(.int32(let n))? = v.first { return Int(n) }
        return nil
    }

    func index(of label: String, in b: ATSPIBridge) -> Int {
        b.cachedNodes = nil
        return b.nodes.firstIndex { $0.label == label } ?? -1
    }

    @Test func aTabIsChosenThroughTheFramesSelection() throws {
        let a = ViewController(), c = ViewController(), d = ViewController()
        a.title = "Rooms"; c.title = "Bookings"; d.title = "Settings"
        let tabs = TabBarController()
        tabs.viewControllers = [a, c, d]
        let h = Harness(rootViewController: tabs)
        guard let b = bridge(h) else { return }   // no libdbus-1
        let interfaces = values(b.handle(path: frame, interface: "org.a11y.atspi.Accessible", member: "GetInterfaces", args: []))
        guard case let .array(_, names)? = interfaces.first else { Issue.record("no interfaces"); return }
        #expect(names.contains { string($0) == selection })
        #expect(selectedCount(b) == 1)
        guard let selectedPath = path(call(b, "GetSelectedChild", 0)) else { Issue.record("no selected child"); return }
        let name = values(b.handle(path: selectedPath, interface: "org.freedesktop.DBus.Properties", member: "Get",
                                   args: [.string("org.a11y.atspi.Accessible"), .string("Name")]))
        #expect(string(name.first) == "Rooms")
        let bookings = index(of: "Bookings", in: b)
        #expect(bool(call(b, "IsChildSelected", bookings)) == false)
        #expect(bool(call(b, "SelectChild", bookings)) == true)
        h.runFrame()
        #expect(tabs.selectedIndex == 1)
        #expect(bool(call(b, "IsChildSelected", index(of: "Bookings", in: b))) == true)
        #expect(bool(call(b, "DeselectChild", index(of: "Bookings", in: b))) == false, "a tab cannot be deselected")
        #expect(bool(call(b, "SelectChild", 999)) == false)
        #expect(bool(call(b, "SelectChild", -1)) == false)
        #expect(path(call(b, "GetSelectedChild", 5)) == "/org/a11y/atspi/null")
    }

    @Test func aSegmentAndAListRowAreSelectable() {
        let root = View()
        let segments = SegmentedControl(items: ["Day", "Week"])
        segments.frame = Rect(x: 10, y: 10, width: 200, height: 32)
        segments.selectedSegmentIndex = 0
        let title = Label(text: "Rooms")
        title.frame = Rect(x: 10, y: 50, width: 200, height: 30)
        let list = ListView()
        list.frame = Rect(x: 0, y: 90, width: 300, height: 200)
        list.numberOfRows = { _ in 3 }
        list.configureRow = { cell, index in cell.titleLabel.text = "Row \(index.row + 1)" }
        var picked: [Int] = []
        list.onSelect = { picked.append($0.row) }
        for v in [segments, title, list] as [View] { root.addSubview(v) }
        let h = Harness(root: root, size: Size(width: 300, height: 300))
        guard let b = bridge(h) else { return }
        b.watchFocus()   // publishes changes after each presented frame, as a connected bridge
        #expect(selectedCount(b) == 1, "the chosen segment")
        h.engine.runFrame(force: true)   // the first published tree (a client has asked)
        #expect(bool(call(b, "SelectChild", index(of: "Week", in: b))) == true)
        h.engine.runFrame(force: true)
        #expect(segments.selectedSegmentIndex == 1)
        #expect(b.eventLog.contains("SelectionChanged:") && b.eventLog.contains("StateChanged:selected"), "\(b.eventLog)")
        #expect(bool(call(b, "SelectChild", index(of: "Rooms", in: b))) == false, "a label is not selectable")
        #expect(bool(call(b, "SelectChild", index(of: "Row 2", in: b))) == true)
        h.runFrame()
        #expect(picked == [1])
        // The selectable state bit (22) on a row, not on the label.
        func low(_ label: String) -> UInt32 {
            b.cachedNodes = nil
            guard let n = b.nodes.first(where: { $0.label == label }) else { return 0 }
            return b.states(of: .node(n)).first ?? 0
        }
        #expect(low("Row 1") & (1 << 22) != 0 && low("Rooms") & (1 << 22) == 0)
    }

    func extents(_ b: ATSPIBridge, of label: String) -> [Int32] {
        b.cachedNodes = nil
        guard let n = b.nodes.first(where: { $0.label == label }) else { return [] }
        let v = values(b.handle(path: b.path(.node(n)), interface: "org.a11y.atspi.Component", member: "GetExtents", args: [.int(1)]))
        guard case let .structure(parts)? = v.first else { return [] }
        return parts.compactMap { (v: DBusValue) -> Int32? in if case let .int32(i) = v { i } else { nil } }
    }

    func screen(rotation: DisplayRotation = .none, logical: Size? = nil, scale: Float = 1, size: Size) -> (Harness, Button) {
        let root = View()
        let button = Button(title: "Book")
        button.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        root.addSubview(button)
        return (Harness(root: root, size: size, scale: scale, rotation: rotation, logicalSize: logical), button)
    }

    @Test func extentsFollowRotationLetterboxAndStayInWindowPointsAtAnyDensity() {
        // The UI is 480x800 (portrait) on an 800x480 window turned 90 degrees clockwise: the
        // button at (10, 20, 100x50) shows at x = 800 - 20 - 50 = 730, y = 10, 50x100.
        let (turned, _) = screen(rotation: .clockwise90, size: Size(width: 480, height: 800))
        guard let b = bridge(turned) else { return }
        #expect(turned.engine.displayTransform.outputSize == Size(width: 800, height: 480))
        #expect(extents(b, of: "Book") == [730, 10, 50, 100])
        let whole = values(b.handle(path: self.frame, interface: "org.a11y.atspi.Component", member: "GetExtents", args: [.int(1)]))
        if case let .structure(parts)? = whole.first {
            let numbers: [Int32] = parts.compactMap { (v: DBusValue) -> Int32? in if case let .int32(i) = v { i } else { nil } }
            #expect(numbers == [0, 0, 800, 480])
        } else { Issue.record("no frame extents") }
        // What a client finds at the button's centre on the window is the button.
        let hit = values(b.handle(path: self.frame, interface: "org.a11y.atspi.Component", member: "GetAccessibleAtPoint",
                                  args: [.int(755), .int(60), .int(1)]))
        let book = b.nodes.first { $0.label == "Book" }
        #expect(book != nil && path(hit.first) == book.map { b.path(.node($0)) }, "\(hit)")
        // A 400x240 UI letterboxed into 800x480 is drawn twice as large.
        let (scaled, _) = screen(logical: Size(width: 400, height: 240), size: Size(width: 800, height: 480))
        if let s = bridge(scaled) { #expect(extents(s, of: "Book") == [20, 40, 200, 100]) }
        // A window of two pixels a point: still window points, as the desktop's coordinates.
        let (dense, _) = screen(scale: 2, size: Size(width: 300, height: 200))
        if let d = bridge(dense) { #expect(extents(d, of: "Book") == [10, 20, 100, 50]) }
    }
}
