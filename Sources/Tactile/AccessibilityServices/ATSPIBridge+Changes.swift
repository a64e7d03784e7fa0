/// Change events, so clients' caches (libatspi keeps names, states and children it has read)
/// follow the app: after each presented frame, once a client has asked anything, the bridge
/// compares the tree with the one it last published and emits `object:children-changed`
/// (add/remove on the frame), `object:property-change:accessible-name` /
/// `accessible-value`, `object:state-changed` (enabled, sensitive, checked, selected), and
/// `object:selection-changed` on the frame when the selected tab, segment or row changes.
/// Focus has its own event (ATSPIBridge+Events). Costs one tree build a presented frame,
/// only while a client listens.
extension ATSPIBridge {
    struct Published {
        var ids: [Int] = []
        var names: [Int: String] = [:]
        var values: [Int: String] = [:]
        var states: [Int: UInt64] = [:]
        var selected: Set<Int> = []
    }

    /// The state bits whose changes are announced, with AT-SPI's names.
    static let announcedStates: [(bit: Int, name: String)] = [(4, "checked"), (8, "enabled"), (23, "selected"), (24, "sensitive")]

    func publishChanges() {
        guard clientSeen else { return }
        cachedNodes = nil
        defer { cachedNodes = nil }
        var now = Published()
        for n in nodes {
            let i = id(of: n.item)
            now.ids.append(i)
            now.names[i] = n.label ?? ""
            now.values[i] = n.value ?? ""
            let w = states(of: .node(n))
            now.states[i] = UInt64(w[0]) | UInt64(w.count > 1 ? w[1] : 0) << 32
            if isSelectable(n) && n.traits.contains(.selected) { now.selected.insert(i) }
        }
        defer { published = now }
        guard let old = published else { return }
        let frame = path(.frame)
        if old.ids != now.ids {
            let kept = Set(now.ids), before = Set(old.ids)
            for (index, i) in old.ids.enumerated().reversed() where !kept.contains(i) {
                emit(frame, "ChildrenChanged", "remove", Int32(index), .reference(busName, ATSPIBridge.prefix + String(i)))
            }
            for (index, i) in now.ids.enumerated() where !before.contains(i) {
                emit(frame, "ChildrenChanged", "add", Int32(index), .reference(busName, ATSPIBridge.prefix + String(i)))
            }
        }
        for i in now.ids where old.names[i] != nil {
            let p = ATSPIBridge.prefix + String(i)
            if let name = now.names[i], name != old.names[i] { emit(p, "PropertyChange", "accessible-name", 0, .string(name)) }
            if let value = now.values[i], value != old.values[i] { emit(p, "PropertyChange", "accessible-value", 0, .string(value)) }
            if let s = now.states[i], let o = old.states[i], s != o {
                for (bit, name) in Self.announcedStates where (s >> UInt64(bit)) & 1 != (o >> UInt64(bit)) & 1 {
                    emit(p, "StateChanged", name, Int32((s >> UInt64(bit)) & 1), .int32(0))
                }
            }
        }
        if now.selected != old.selected { emit(frame, "SelectionChanged", "", 0, .int32(0)) }
    }

    /// Sends one `org.a11y.atspi.Event.Object` signal (kept in ``eventLog`` too).
    func emit(_ path: String, _ member: String, _ detail: String, _ detail1: Int32, _ data: DBusValue) {
        eventLog.append("\(member):\(detail)")
        if eventLog.count > 200 { eventLog.removeFirst(eventLog.count - 200) }
        guard let c = connection, let m = dbus.newSignal(path, "org.a11y.atspi.Event.Object", member) else { return }
        defer { dbus.msgUnref(m) }
        DBusValue.withIter { it in
            dbus.iterInitAppend(m, it)
            for v: DBusValue in [.string(detail), .int32(detail1), .int32(0), .variant(data), .array(element: "{sv}", [])] {
                v.append(to: it, dbus)
            }
        }
        _ = dbus.send(c, m, nil)
        dbus.flush(c)
    }
}
