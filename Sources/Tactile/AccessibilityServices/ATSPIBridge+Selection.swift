/// AT-SPI's Selection interface, on the window's frame: the tree is exported flat (every
/// element is a child of the frame), so the frame is the parent of the selectable children —
/// tab bar items, a segmented control's segments and list rows. Selecting one activates it
/// as a tap would (a tab or segment is chosen, a row's `didSelectRow` runs); tabs and
/// segments cannot be deselected, so the deselecting calls answer `false`, as GTK's notebook.
extension ATSPIBridge {
    /// Whether an element is one of a set the user picks from.
    func isSelectable(_ n: AccessibilityNode) -> Bool {
        if n.traits.contains(.notEnabled) { return false }
        if n.role == .tab || n.item is ListCell || n.item is CollectionViewCell { return true }
        if let e = n.item as? AccessibilityElement, e.accessibilityContainer is SegmentedControl { return true }
        return false
    }

    /// A tap at the element's centre, as the screen reader's double tap makes one.
    func tap(_ n: AccessibilityNode) {
        if n.item.accessibilityActivate() { engine.setNeedsFrame(); return }
        let reader = engine.screenReader
        let c = n.item.accessibilityFrame.center
        reader.inject(.began, at: c)
        reader.inject(.ended, at: c)
        engine.setNeedsFrame()
    }

    /// The selectable children that are selected now, in reading order.
    var selectedNodes: [AccessibilityNode] { nodes.filter { isSelectable($0) && $0.traits.contains(.selected) } }

    func selection(_ member: String, _ args: [DBusArgument]) -> Reply? {
        let kids = nodes
        let i = args.first?.int ?? -1
        let child = kids.indices.contains(i) ? kids[i] : nil
        switch member {
        case "GetSelectedChild":
            let selected = selectedNodes
            guard selected.indices.contains(i) else { return .success([.reference("", "/org/a11y/atspi/null")]) }
            return .success([reference(.node(selected[i]))])
        case "SelectChild":
            guard let c = child, isSelectable(c) else { return .success([.bool(false)]) }
            if c.traits.contains(.selected) { return .success([.bool(true)]) }
            if !doAction(0, on: c) { tap(c) }   // a row has no action of its own: tap it
            return .success([.bool(true)])
        case "IsChildSelected":
            return .success([.bool(child.map { isSelectable($0) && $0.traits.contains(.selected) } ?? false)])
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
            return .success([.bool(false)])
        default:
            return nil
        }
    }
}
