/// The AT-SPI objects: the application (path `…/root`), the window's frame (`…/1`) and one
/// object per element of the accessibility tree (`…/2`, `…/3` …, kept per element identity).
extension ATSPIBridge {
    enum Object {
        case application
        case frame
        case node(AccessibilityNode)
    }

    var nodes: [AccessibilityNode] {
        if let n = cachedNodes { return n }
        let n = AccessibilityTree(engine: engine).nodes
        cachedNodes = n
        return n
    }

    func id(of item: any AccessibilityItem) -> Int {
        let key = ObjectIdentifier(item)
        if let i = ids[key], items[i]?.item === item { return i }
        let i = nextID
        nextID += 1
        ids[key] = i
        items[i] = WeakItem(item)
        if nextID % 256 == 0 {   // forget the ids of elements that are gone
            for (k, v) in items where v.item == nil { items[k] = nil }
            ids = ids.filter { items[$0.value] != nil }
        }
        return i
    }

    func path(_ object: Object) -> String {
        switch object {
        case .application: ATSPIBridge.rootPath
        case .frame: ATSPIBridge.prefix + "1"
        case let .node(n): ATSPIBridge.prefix + String(id(of: n.item))
        }
    }

    func reference(_ object: Object) -> DBusValue { .reference(busName, path(object)) }

    func object(at path: String) -> Object? {
        if path == ATSPIBridge.rootPath { return .application }
        guard path.hasPrefix(ATSPIBridge.prefix), let i = Int(path.dropFirst(ATSPIBridge.prefix.count)) else { return nil }
        if i == 1 { return .frame }
        guard let item = items[i]?.item else { return nil }
        return nodes.first { $0.item === item }.map(Object.node)
    }

    func children(of object: Object) -> [Object] {
        switch object {
        case .application: [.frame]
        case .frame: nodes.map(Object.node)
        case .node: []
        }
    }

    func name(of object: Object) -> String {
        switch object {
        case .application, .frame: applicationName
        case let .node(n): n.label ?? ""
        }
    }

    /// AT-SPI's role numbers (`AtspiRole`).
    func role(of object: Object) -> (UInt32, String) {
        switch object {
        case .application: return (75, "application")
        case .frame: return (23, "frame")
        case let .node(n):
            switch n.role {
            case .button, .keyboardKey: return (43, "push button")
            case .toggleButton: return (62, "toggle button")
            case .tab: return (37, "page tab")
            case .link: return (88, "link")
            case .searchField, .textField: return (79, "entry")
            case .textArea: return (61, "text")
            case .adjustable: return (51, "slider")
            case .progress: return (42, "progress bar")
            case .header: return (83, "heading")
            case .image: return (27, "image")
            case .staticText: return (29, "label")
            case .element: return (67, "unknown")
            }
        }
    }

    /// AT-SPI's state bits (`AtspiStateType`) as two 32-bit words.
    func states(of object: Object) -> [UInt32] {
        var bits: UInt64 = 1 << 30 | 1 << 25   // visible, showing
        switch object {
        case .application: break
        case .frame: bits |= 1 << 1 | 1 << 8 | 1 << 24   // active, enabled, sensitive
        case let .node(n):
            if !n.traits.contains(.notEnabled) { bits |= 1 << 8 | 1 << 24 }
            if n.role.isInteractive { bits |= 1 << 11 }   // focusable
            if let f = currentFocus, f === n.item { bits |= 1 << 12 }   // focused
            if n.traits.contains(.selected) { bits |= 1 << 23 }
            if isSelectable(n) { bits |= 1 << 22 }   // selectable
            if n.role == .toggleButton {
                bits |= 1 << 41   // checkable
                if n.value == "1" { bits |= 1 << 4 }   // checked
            }
            if n.role == .textField || n.role == .searchField { bits |= 1 << 7 | 1 << 26 }   // editable, single line
            if n.role == .textArea { bits |= 1 << 7 | 1 << 17 }   // editable, multi line
        }
        return [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)]
    }

    func interfaces(of object: Object) -> [String] {
        var out = ["org.a11y.atspi.Accessible"]
        switch object {
        case .application: out.append("org.a11y.atspi.Application")
        case .frame: out += ["org.a11y.atspi.Component", "org.a11y.atspi.Selection"]
        case let .node(n):
            out.append("org.a11y.atspi.Component")
            if !actions(of: n).isEmpty { out.append("org.a11y.atspi.Action") }
            if numericValue(of: n) != nil { out.append("org.a11y.atspi.Value") }
            if text(of: n) != nil { out.append("org.a11y.atspi.Text") }
            if (n.item as? TextField)?.isEnabled == true || (n.item as? TextView)?.isEditable == true {
                out.append("org.a11y.atspi.EditableText")
            }
        }
        return out
    }

    func actions(of n: AccessibilityNode) -> [String] {
        if n.traits.contains(.adjustable) { return ["increment", "decrement"] }
        return n.role.isInteractive ? ["click"] : []
    }

    /// A slider's or stepper's value and range.
    func numericValue(of n: AccessibilityNode) -> (value: Double, min: Double, max: Double, step: Double)? {
        switch n.item {
        case let s as Slider: (Double(s.value), Double(s.minimumValue), Double(s.maximumValue), Double(s.maximumValue - s.minimumValue) / 10)
        case let s as Stepper: (s.value, s.minimumValue, s.maximumValue, s.stepValue)
        case let p as ProgressView: (Double(p.progress), 0, 1, 0.01)
        default: nil
        }
    }

    func text(of n: AccessibilityNode) -> String? {
        switch n.item {
        case let f as TextField: f.isSecureTextEntry ? String(repeating: "•", count: f.currentText.count) : f.currentText
        case let t as TextView: t.text
        case let l as Label: l.text ?? ""
        default: nil
        }
    }

    /// Where an object is in the window, in window points (the desktop's coordinates, which
    /// SDL's window position and size use at any pixel density): the element's frame carried
    /// through the display transform (rotation, letterbox scale and offset).
    func extents(of object: Object) -> Rect {
        let t = engine.displayTransform
        switch object {
        case .application, .frame: return Rect(origin: .zero, size: t.outputSize)
        case let .node(n):
            let f = n.frame
            let a = t.outputPoint(fromUI: Point(x: f.minX, y: f.minY)), b = t.outputPoint(fromUI: Point(x: f.maxX, y: f.maxY))
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
    }

    /// Runs action `index` of a node; `false` when it has none.
    func doAction(_ index: Int, on n: AccessibilityNode) -> Bool {
        let names = actions(of: n)
        guard names.indices.contains(index) else { return false }
        switch names[index] {
        case "increment": n.item.accessibilityIncrement()
        case "decrement": n.item.accessibilityDecrement()
        default:
            if !n.item.accessibilityActivate() {
                let reader = engine.screenReader
                let c = n.item.accessibilityFrame.center
                reader.inject(.began, at: c)
                reader.inject(.ended, at: c)
            }
        }
        engine.setNeedsFrame()
        return true
    }
}

extension ATSPIBridge {
    /// What a client reading the screen asks, answered as one batch: the frame's children,
    /// then each child's name, role and states; returns how many calls (for the cost figure).
    func answerScreenRead() -> Int {
        cachedNodes = nil
        defer { cachedNodes = nil }
        let frame = path(.frame)
        var calls = 1
        _ = handle(path: frame, interface: "org.a11y.atspi.Accessible", member: "GetChildren", args: [])
        for n in nodes {
            let p = path(.node(n))
            _ = handle(path: p, interface: "org.freedesktop.DBus.Properties", member: "Get",
                       args: [.string("org.a11y.atspi.Accessible"), .string("Name")])
            _ = handle(path: p, interface: "org.a11y.atspi.Accessible", member: "GetRole", args: [])
            _ = handle(path: p, interface: "org.a11y.atspi.Accessible", member: "GetState", args: [])
            calls += 3
        }
        return calls
    }
}
