/// One element of an ``AccessibilityTree``: what the screen reader reads of it, taken when
/// the tree was built.
@MainActor
public struct AccessibilityNode {
    /// The element (a view or an ``AccessibilityElement``), for actions.
    public let item: any AccessibilityItem
    /// The kind of element.
    public let role: AccessibilityRole
    public let label: String?
    public let value: String?
    public let hint: String?
    public let traits: AccessibilityTraits
    /// In window coordinates.
    public let frame: Rect
    public let identifier: String?
    /// Position among the tabs of a tab bar or the segments of a segmented control (1-based)
    /// and their count, read "2 of 4".
    public let tabPosition: (index: Int, count: Int)?

    init(item: any AccessibilityItem, role override: AccessibilityRole?, tabPosition: (index: Int, count: Int)?) {
        self.item = item
        label = item.accessibilityLabel
        value = item.accessibilityValue
        hint = item.accessibilityHint
        traits = item.accessibilityTraits
        frame = item.accessibilityFrame
        identifier = item.accessibilityIdentifier
        self.tabPosition = tabPosition ?? (item as? AccessibilityElement)?.position
        role = override ?? AccessibilityRole(traits: traits, inTabBar: tabPosition != nil)
    }

    /// The value as spoken: a switch's "1"/"0" are "on"/"off".
    public var spokenValue: String? {
        guard let v = value, !v.isEmpty else { return nil }
        if traits.contains(.toggleButton) { return v == "1" ? "on" : v == "0" ? "off" : v }
        return v
    }

    /// What the screen reader says on focusing it, as VoiceOver orders it: selected, label,
    /// value, role, position in a tab bar, "dimmed" (the hint follows after a pause).
    public var spokenText: String {
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        if let l = label, !l.isEmpty { parts.append(l) }
        if let v = spokenValue, v != label { parts.append(v) }
        switch role {
        case .staticText, .element: break
        case .tab: parts.append("Tab")
        default: parts.append(role.rawValue)
        }
        if let p = tabPosition { parts.append("\(p.index) of \(p.count)") }
        if traits.contains(.notEnabled) { parts.append("dimmed") }
        return parts.joined(separator: ", ")
    }

    /// One line for the `.accessibility` snapshot: role, label, value, traits, frame.
    public var line: String {
        var s = role.rawValue
        if let l = label { s += " \"\(l)\"" }
        if let v = value { s += " value=\"\(v)\"" }
        let t = AccessibilityTraits.names(traits)
        if !t.isEmpty { s += " [\(t)]" }
        if let id = identifier { s += " id=\(id)" }
        let f = frame
        s += " (\(Int(f.minX.rounded())),\(Int(f.minY.rounded())) \(Int(f.width.rounded()))x\(Int(f.height.rounded())))"
        return s
    }
}
