import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The AT-SPI objects the bridge exports, asked as an AT-SPI client asks (without a bus: the
/// calls go straight to the handler). `make atspi-check` runs the real thing under Xvfb.
@MainActor
@Suite struct ATSPIBridgeTests {
    func bridge(_ h: Harness) -> ATSPIBridge? { ATSPIBridge.unconnected(engine: h.engine, applicationName: "Rooms") }

    func values(_ r: ATSPIBridge.Reply) -> [DBusValue] { (try? r.get()) ?? [] }

    @Test func aButtonIsFoundByItsLabelAndPressedThroughItsAction() throws {
        let root = View()
        let title = Label(text: "Room 4")
        title.frame = Rect(x: 10, y: 10, width: 200, height: 40)
        let book = Button(title: "Book")
        book.frame = Rect(x: 10, y: 60, width: 120, height: 50)
        book.accessibilityHint = "Books the room"
        var booked = 0
        book.addAction(for: .touchUpInside) { _ in booked += 1 }
        root.addSubview(title)
        root.addSubview(book)
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        guard let b = bridge(h) else { return }   // no libdbus-1: nothing to test
        let root0 = ATSPIBridge.rootPath
        #expect(values(b.handle(path: root0, interface: "org.a11y.atspi.Accessible", member: "GetRole", args: [])).first?.signature == "u")
        let frameRef = values(b.handle(path: root0, interface: "org.a11y.atspi.Accessible", member: "GetChildAtIndex", args: [.int(0)]))
        guard case let .structure(parts)? = frameRef.first, case let .objectPath(framePath) = parts[1] else {
            Issue.record("no frame: \(frameRef)")
            return
        }
        let kids = values(b.handle(path: framePath, interface: "org.a11y.atspi.Accessible", member: "GetChildren", args: []))
        guard case let .array(_, refs)? = kids.first else { Issue.record("no children"); return }
        #expect(refs.count == 2)
        var buttonPath: String?
        for case let .structure(p) in refs {
            guard case let .objectPath(path) = p[1] else { continue }
            let name = values(b.handle(path: path, interface: "org.freedesktop.DBus.Properties", member: "Get",
                                       args: [.string("org.a11y.atspi.Accessible"), .string("Name")]))
            if case .variant(.string("Book"))? = name.first { buttonPath = path }
        }
        let path = try #require(buttonPath, "found by its label")
        guard case .uint32(43)? = values(b.handle(path: path, interface: "org.a11y.atspi.Accessible", member: "GetRole", args: [])).first else {
            Issue.record("not a push button")
            return
        }
        guard case let .array(_, words)? = values(b.handle(path: path, interface: "org.a11y.atspi.Accessible", member: "GetState", args: [])).first,
              case let .uint32(low)? = words.first else { Issue.record("no states"); return }
        #expect(low & (1 << 8) != 0 && low & (1 << 24) != 0 && low & (1 << 11) != 0, "enabled, sensitive, focusable")
        let desc = values(b.handle(path: path, interface: "org.freedesktop.DBus.Properties", member: "Get",
                                   args: [.string("org.a11y.atspi.Accessible"), .string("Description")]))
        if case .variant(.string(let d))? = desc.first { #expect(d == "Books the room") } else { Issue.record("no description") }
        let done = values(b.handle(path: path, interface: "org.a11y.atspi.Action", member: "DoAction", args: [.int(0)]))
        if case .bool(true)? = done.first {} else { Issue.record("DoAction failed: \(done)") }
        h.runFrame()
        #expect(booked == 1, "the press reached the app as a tap")
        let bad = b.handle(path: ATSPIBridge.prefix + "999", interface: "org.a11y.atspi.Accessible", member: "GetRole", args: [])
        if case .success = bad { Issue.record("an unknown object answers") }
        let badIndex = values(b.handle(path: path, interface: "org.a11y.atspi.Action", member: "DoAction", args: [.int(7)]))
        if case .bool(false)? = badIndex.first {} else { Issue.record("action 7 of a button: \(badIndex)") }
    }

    @Test func aSliderExportsItsValueAndATextFieldItsText() throws {
        let root = View()
        let s = Slider(frame: Rect(x: 10, y: 10, width: 200, height: 44))
        s.accessibilityLabel = "Volume"
        s.value = 0.25
        let f = TextField(frame: Rect(x: 10, y: 80, width: 200, height: 44))
        f.placeholder = "Name"
        f.text = "Ada"
        root.addSubview(s)
        root.addSubview(f)
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        guard let b = bridge(h) else { return }
        let nodes = h.accessibilityTree.nodes
        let sp = b.path(.node(nodes[0])), fp = b.path(.node(nodes[1]))
        let v = values(b.handle(path: sp, interface: "org.freedesktop.DBus.Properties", member: "Get",
                                args: [.string("org.a11y.atspi.Value"), .string("CurrentValue")]))
        if case .variant(.double(let d))? = v.first { #expect(d == 0.25) } else { Issue.record("no value: \(v)") }
        _ = b.handle(path: sp, interface: "org.freedesktop.DBus.Properties", member: "Set",
                     args: [.string("org.a11y.atspi.Value"), .string("CurrentValue"), .double(0.75)])
        #expect(s.value == 0.75)
        _ = b.handle(path: sp, interface: "org.freedesktop.DBus.Properties", member: "Set",
                     args: [.string("org.a11y.atspi.Value"), .string("CurrentValue"), .double(.nan)])
        #expect(s.value == 0.75, "NaN is ignored")
        let t = values(b.handle(path: fp, interface: "org.a11y.atspi.Text", member: "GetText", args: [.int(0), .int(-1)]))
        if case .string("Ada")? = t.first {} else { Issue.record("text: \(t)") }
        let part = values(b.handle(path: fp, interface: "org.a11y.atspi.Text", member: "GetText", args: [.int(5), .int(2)]))
        if case .string("")? = part.first {} else { Issue.record("reversed range: \(part)") }
        guard case .uint32(79)? = values(b.handle(path: fp, interface: "org.a11y.atspi.Accessible", member: "GetRole", args: [])).first else {
            Issue.record("a text field is an entry")
            return
        }
        var edits = 0
        f.addAction(for: .editingChanged) { _ in edits += 1 }
        _ = b.handle(path: fp, interface: "org.a11y.atspi.EditableText", member: "SetTextContents", args: [.string("Grace")])
        _ = b.handle(path: fp, interface: "org.a11y.atspi.EditableText", member: "InsertText", args: [.int(0), .string("Dr "), .int(3)])
        _ = b.handle(path: fp, interface: "org.a11y.atspi.EditableText", member: "DeleteText", args: [.int(100), .int(-4)])
        #expect(f.text == "Dr Grace" && edits == 3, "\(f.text ?? "nil") \(edits)")
        let grabbed = values(b.handle(path: fp, interface: "org.a11y.atspi.Component", member: "GrabFocus", args: []))
        if case .bool(true)? = grabbed.first { #expect(f.isFirstResponder) } else { Issue.record("GrabFocus: \(grabbed)") }
    }

    @Test func changesAndFocusAreSentAsEventsOnceAClientListens() {
        let root = View()
        root.backgroundColor = .white
        let status = Label(text: "Free")
        status.frame = Rect(x: 10, y: 10, width: 200, height: 40)
        let field = TextField(frame: Rect(x: 10, y: 60, width: 200, height: 44))
        field.placeholder = "Name"
        root.addSubview(status)
        root.addSubview(field)
        let h = Harness(root: root, size: Size(width: 300, height: 300))
        guard let b = bridge(h) else { return }
        b.watchFocus()
        status.text = "Busy"
        h.engine.runFrame(force: true)
        #expect(b.eventLog.isEmpty, "nothing is sent before a client asks")
        _ = b.handle(path: ATSPIBridge.rootPath, interface: "org.a11y.atspi.Accessible", member: "GetChildren", args: [])
        h.engine.runFrame(force: true)   // the first published tree
        status.text = "Booked"
        let button = Button(title: "Cancel")
        button.frame = Rect(x: 10, y: 120, width: 120, height: 50)
        root.addSubview(button)
        _ = field.becomeFirstResponder()
        h.engine.runFrame(force: true)
        #expect(b.eventLog.contains("PropertyChange:accessible-name"), "\(b.eventLog)")
        #expect(b.eventLog.contains("ChildrenChanged:add"))
        #expect(b.eventLog.contains("StateChanged:focused") && b.focusEventsSent >= 1)
        button.isEnabled = false
        button.removeFromSuperview()
        h.engine.runFrame(force: true)
        #expect(b.eventLog.last == "ChildrenChanged:remove", "\(b.eventLog)")
    }

    /// A button cannot be first responder and no screen reader runs (a desktop with Orca):
    /// GrabFocus still focuses it for AT-SPI — the focused state and a focus event, which
    /// Orca announces (`make orca-check`); the first responder takes the focus back.
    @Test func grabFocusOnAButtonFocusesItForAssistiveTechnology() {
        let root = View()
        let book = Button(title: "Book")
        book.frame = Rect(x: 10, y: 10, width: 120, height: 50)
        let field = TextField(frame: Rect(x: 10, y: 80, width: 200, height: 44))
        root.addSubview(book)
        root.addSubview(field)
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        guard let b = bridge(h) else { return }
        b.watchFocus()
        _ = b.handle(path: ATSPIBridge.rootPath, interface: "org.a11y.atspi.Accessible", member: "GetChildren", args: [])
        h.engine.runFrame(force: true)
        let path = ATSPIBridge.prefix + String(b.id(of: book))
        let grabbed = values(b.handle(path: path, interface: "org.a11y.atspi.Component", member: "GrabFocus", args: []))
        guard case .bool(true)? = grabbed.first else { Issue.record("GrabFocus: \(grabbed)"); return }
        h.engine.runFrame(force: true)
        #expect(b.focusEventsSent == 1 && b.eventLog.last == "StateChanged:focused", "\(b.eventLog)")
        guard case let .array(_, words)? = values(b.handle(path: path, interface: "org.a11y.atspi.Accessible", member: "GetState", args: [])).first,
              case let .uint32(low)? = words.first else { Issue.record("no state"); return }
        #expect(low & (1 << 12) != 0, "focused")
        _ = field.becomeFirstResponder()
        h.engine.runFrame(force: true)
        #expect(b.focusEventsSent == 3, "the button loses the focus, the field gains it: \(b.focusEventsSent)")
    }
}
