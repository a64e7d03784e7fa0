/// The AT-SPI methods and properties the bridge answers (Accessible, Component, Action,
/// Value, Text, Selection, Application, and D-Bus's Properties and Introspectable).
extension ATSPIBridge {
    typealias Reply = Result<[DBusValue], CallError>

    func handle(path: String, interface: String, member: String, args: [DBusArgument]) -> Reply {
        clientSeen = true
        if interface == "org.freedesktop.DBus.Peer" { return .success([]) }
        if path == "/org/a11y/atspi/cache" && member == "GetItems" {   // no cache: clients ask each object
            return .success([.array(element: "((so)(so)(so)iiassusau)", [])])
        }
        if interface == "org.freedesktop.DBus.Introspectable" {
            return .success([.string("<node><interface name=\"org.a11y.atspi.Accessible\"/></node>")])
        }
        guard let object = object(at: path) else {
            return .failure(CallError(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no object at \(path)"))
        }
        if interface == "org.freedesktop.DBus.Properties" {
            let iface = args.first?.string ?? ""
            switch member {
            case "Get":
                guard let v = property(iface, args.count > 1 ? args[1].string ?? "" : "", of: object) else {
                    return .failure(CallError(name: "org.freedesktop.DBus.Error.UnknownProperty", message: "no such property"))
                }
                return .success([.variant(v)])
            case "GetAll":
                let names = Self.propertyNames[iface] ?? []
                let entries = names.compactMap { n in property(iface, n, of: object).map { DBusValue.dictEntry(.string(n), .variant($0)) } }
                return .success([.array(element: "{sv}", entries)])
            case "Set":
                setProperty(iface, args.count > 1 ? args[1].string ?? "" : "", args.count > 2 ? args[2] : .other, of: object)
                return .success([])
            default: break
            }
        }
        if let r = accessible(member, args, object), interface == "org.a11y.atspi.Accessible" { return r }
        if case let .node(n) = object {
            switch interface {
            case "org.a11y.atspi.Action": if let r = action(member, args, n) { return r }
            case "org.a11y.atspi.Text": if let r = textCall(member, args, n) { return r }
            case "org.a11y.atspi.EditableText": if let r = editableText(member, args, n) { return r }
            default: break
            }
        }
        if interface == "org.a11y.atspi.Component", let r = component(member, args, object) { return r }
        if interface == "org.a11y.atspi.Selection", object.isFrame, let r = selection(member, args) { return r }
        if interface == "org.a11y.atspi.Application", member == "GetLocale" { return .success([.string("en_US.UTF-8")]) }
        return .failure(CallError(message: "\(interface).\(member) is not implemented"))
    }

    static let propertyNames: [String: [String]] = [
        "org.a11y.atspi.Accessible": ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"],
        "org.a11y.atspi.Action": ["NActions"],
        "org.a11y.atspi.Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
        "org.a11y.atspi.Selection": ["NSelectedChildren"],
        "org.a11y.atspi.Application": ["ToolkitName", "Version", "ToolkitVersion", "AtspiVersion", "InterfaceVersion", "Id"],
    ]

    func property(_ iface: String, _ property: String, of object: Object) -> DBusValue? {
        let node: AccessibilityNode? = if case let .node(n) = object { n } else { nil }
        switch (iface, property) {
        case ("org.a11y.atspi.Accessible", "Name"): return .string(name(of: object))
        case ("org.a11y.atspi.Accessible", "Description"): return .string(node?.hint ?? "")
        case ("org.a11y.atspi.Accessible", "HelpText"): return .string(node?.hint ?? "")
        case ("org.a11y.atspi.Accessible", "Parent"):
            switch object {
            case .application: return desktop
            case .frame: return reference(.application)
            case .node: return reference(.frame)
            }
        case ("org.a11y.atspi.Accessible", "ChildCount"): return .int32(Int32(clamping: children(of: object).count))
        case ("org.a11y.atspi.Accessible", "Locale"): return .string("en_US.UTF-8")
        case ("org.a11y.atspi.Accessible", "AccessibleId"): return .string(node?.identifier ?? "")
        case ("org.a11y.atspi.Action", "NActions"): return .int32(Int32(node.map { actions(of: $0).count } ?? 0))
        case ("org.a11y.atspi.Value", _):
            guard let n = node, let v = numericValue(of: n) else { return nil }
            switch property {
            case "MinimumValue": return .double(v.min)
            case "MaximumValue": return .double(v.max)
            case "MinimumIncrement": return .double(v.step)
            case "CurrentValue": return .double(v.value)
            case "Text": return .string(n.value ?? "")
            default: return nil
            }
        case ("org.a11y.atspi.Selection", "NSelectedChildren"):
            return object.isFrame ? .int32(Int32(clamping: selectedNodes.count)) : nil
        case ("org.a11y.atspi.Text", "CharacterCount"): return .int32(Int32(clamping: node.flatMap { text(of: $0) }?.unicodeScalars.count ?? 0))
        case ("org.a11y.atspi.Text", "CaretOffset"): return .int32(Int32(clamping: node.flatMap { text(of: $0) }?.unicodeScalars.count ?? 0))
        case ("org.a11y.atspi.Application", "ToolkitName"): return .string("Tactile")
        case ("org.a11y.atspi.Application", "Version"), ("org.a11y.atspi.Application", "ToolkitVersion"): return .string("1.0")
        case ("org.a11y.atspi.Application", "AtspiVersion"): return .string("2.1")
        case ("org.a11y.atspi.Application", "InterfaceVersion"): return .uint32(1)
        case ("org.a11y.atspi.Application", "Id"): return .int32(applicationID)
        default: return nil
        }
    }

    func setProperty(_ iface: String, _ name: String, _ value: DBusArgument, of object: Object) {
        switch (iface, name, object) {
        case ("org.a11y.atspi.Application", "Id", _): applicationID = Int32(clamping: value.int ?? 0)
        case let ("org.a11y.atspi.Value", "CurrentValue", .node(n)):
            guard let v = value.double, v.isFinite else { return }
            if let s = n.item as? Slider {
                s.setValue(Float(v), animated: false)
                s.sendActions(for: .valueChanged)
            } else if let s = n.item as? Stepper {
                s.value = v
                s.sendActions(for: .valueChanged)
            }
            engine.setNeedsFrame()
        default: break
        }
    }

    func accessible(_ member: String, _ args: [DBusArgument], _ object: Object) -> Reply? {
        switch member {
        case "GetChildAtIndex":
            let kids = children(of: object)
            let i = args.first?.int ?? -1
            guard kids.indices.contains(i) else { return .success([.reference("", "/org/a11y/atspi/null")]) }
            return .success([reference(kids[i])])
        case "GetChildren": return .success([.array(element: "(so)", children(of: object).map(reference))])
        case "GetIndexInParent":
            switch object {
            case .application: return .success([.int32(-1)])
            case .frame: return .success([.int32(0)])
            case let .node(n): return .success([.int32(Int32(clamping: nodes.firstIndex { $0.item === n.item } ?? -1))])
            }
        case "GetRelationSet": return .success([.array(element: "(ua(so))", [])])
        case "GetRole": return .success([.uint32(role(of: object).0)])
        case "GetRoleName", "GetLocalizedRoleName": return .success([.string(role(of: object).1)])
        case "GetState": return .success([.array(element: "u", states(of: object).map(DBusValue.uint32))])
        case "GetAttributes":
            var attrs = [DBusValue.dictEntry(.string("toolkit"), .string("Tactile"))]
            if case let .node(n) = object, let id = n.identifier { attrs.append(.dictEntry(.string("id"), .string(id))) }
            return .success([.array(element: "{ss}", attrs)])
        case "GetApplication": return .success([reference(.application)])
        case "GetInterfaces": return .success([.array(element: "s", interfaces(of: object).map(DBusValue.string))])
        default: return nil
        }
    }

    func action(_ member: String, _ args: [DBusArgument], _ n: AccessibilityNode) -> Reply? {
        let names = actions(of: n)
        let i = args.first?.int ?? 0
        let name = names.indices.contains(i) ? names[i] : ""
        switch member {
        case "GetActions": return .success([.array(element: "(sss)", names.map { .structure([.string($0), .string(n.hint ?? ""), .string("")]) })])
        case "GetName", "GetLocalizedName": return .success([.string(name)])
        case "GetDescription": return .success([.string(n.hint ?? "")])
        case "GetKeyBinding": return .success([.string("")])
        case "DoAction": return .success([.bool(doAction(i, on: n))])
        default: return nil
        }
    }

    func textCall(_ member: String, _ args: [DBusArgument], _ n: AccessibilityNode) -> Reply? {
        guard let t = text(of: n) else { return nil }
        let scalars = Array(t.unicodeScalars)
        switch member {
        case "GetText":
            let start = max(0, min(scalars.count, args.first?.int ?? 0))
            var end = args.count > 1 ? args[1].int ?? -1 : -1
            if end < 0 || end > scalars.count { end = scalars.count }
            var s = String.UnicodeScalarView()
            if start < end { s.append(contentsOf: scalars[start..<end]) }
            return .success([.string(String(s))])
        case "GetCharacterAtOffset":
            let i = args.first?.int ?? -1
            return .success([.int32(scalars.indices.contains(i) ? Int32(bitPattern: scalars[i].value) : 0)])
        default: return nil
        }
    }

    func component(_ member: String, _ args: [DBusArgument], _ object: Object) -> Reply? {
        // AT-SPI's coordinate type: 0 screen, 1 window, 2 parent (the last argument).
        let screen = (args.last?.int ?? 1) == 0
        let origin = screen ? windowScreenOrigin : Point(x: 0, y: 0)
        let w = extents(of: object)
        let r = Rect(x: w.minX + origin.x, y: w.minY + origin.y, width: w.width, height: w.height)
        func i(_ v: Float) -> DBusValue { .int32(v.isFinite ? Int32(clamping: Int(v.rounded())) : 0) }
        switch member {
        case "GetExtents": return .success([.structure([i(r.minX), i(r.minY), i(r.width), i(r.height)])])
        case "GetPosition": return .success([i(r.minX), i(r.minY)])
        case "GetSize": return .success([i(r.width), i(r.height)])
        case "GetLayer": return .success([.uint32(object.isFrame ? 7 : 3)])   // window, widget
        case "GetMDIZOrder": return .success([.int16(0)])
        case "GetAlpha": return .success([.double(1)])
        case "GrabFocus": return .success([.bool(grabFocus(object))])
        case "Contains":
            let x = Float(args.first?.int ?? -1), y = Float(args.count > 1 ? args[1].int ?? -1 : -1)
            return .success([.bool(r.contains(Point(x: x, y: y)))])   // r is in the caller's coordinates
        case "GetAccessibleAtPoint":
            let x = Float(args.first?.int ?? -1), y = Float(args.count > 1 ? args[1].int ?? -1 : -1)
            let ui = engine.displayTransform.uiPoint(fromOutput: Point(x: x - origin.x, y: y - origin.y))
            if case .frame = object, let n = AccessibilityTree(engine: engine).node(at: ui) {
                return .success([reference(.node(n))])
            }
            return .success([.reference("", "/org/a11y/atspi/null")])
        default: return nil
        }
    }
}

extension ATSPIBridge.Object {
    var isFrame: Bool { if case .frame = self { true } else { false } }
}

extension ATSPIBridge {
    /// The window's top-left corner on the screen (SDL asked at each call, so it follows a
    /// moved window); zero off a window (offscreen, tests).
    var windowScreenOrigin: Point { (engine.output as? WindowOutput)?.screenPosition ?? Point(x: 0, y: 0) }

    /// Moves the focus to an element: a field becomes first responder; with the screen reader
    /// running, its focus moves there too.
    func grabFocus(_ object: Object) -> Bool {
        guard case let .node(n) = object else { return false }
        var done = false
        if let v = n.item as? View, v.canBecomeFirstResponder { done = v.becomeFirstResponder() }
        if let reader = engine.screenReaderStorage, reader.isRunning { reader.focus(n.item); done = true }
        if !done, n.role.isInteractive { grabbedFocus = n.item; done = true }   // held for AT-SPI only
        engine.setNeedsFrame()
        return done
    }

    /// The editable-text interface of fields: replace, insert or delete text (a test tool typing).
    func editableText(_ member: String, _ args: [DBusArgument], _ n: AccessibilityNode) -> Reply? {
        let current: String
        switch n.item {
        case let f as TextField where f.isEnabled: current = f.currentText
        case let t as TextView where t.isEditable: current = t.text
        default: return nil
        }
        var scalars = Array(current.unicodeScalars)
        func clamp(_ i: Int?) -> Int { max(0, min(scalars.count, i ?? scalars.count)) }
        switch member {
        case "SetTextContents":
            guard let s = args.first?.string else { return .success([.bool(false)]) }
            scalars = Array(s.unicodeScalars)
        case "InsertText":
            let at = clamp(args.first?.int)
            guard args.count > 1, let s = args[1].string else { return .success([.bool(false)]) }
            scalars.insert(contentsOf: s.unicodeScalars, at: at)
        case "DeleteText":
            let a = clamp(args.first?.int), b = clamp(args.count > 1 ? args[1].int : nil)
            if a < b { scalars.removeSubrange(a..<b) }
        default: return nil
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        let text = String(view)
        if let f = n.item as? TextField {
            f.text = text
            f.sendActions(for: .editingChanged)
        } else if let t = n.item as? TextView {
            t.text = text
        }
        engine.setNeedsFrame()
        return .success([.bool(true)])
    }
}
