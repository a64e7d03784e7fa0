/// The state of a control, as `UIControl.State`; states combine (a selected control being
/// pressed is `[.selected, .highlighted]`).
public struct ControlState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No other state: enabled, not pressed, not selected.
    public static let normal: ControlState = []
    /// A finger is down on the control and inside its tracking area.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// The control does not respond to touches.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// The control is selected (a toggle that is on, a chosen tab).
    public static let selected = ControlState(rawValue: 1 << 2)

    /// The states to look a per-state value up in, most specific first, ending in `.normal`.
    /// Disabled wins over highlighted, which wins over selected, as in UIKit.
    public var lookupOrder: [ControlState] {
        var order: [ControlState] = [self]
        if contains(.disabled) && self != .disabled { order.append(.disabled) }
        if contains(.highlighted) && self != .highlighted { order.append(.highlighted) }
        if contains(.selected) && self != .selected { order.append(.selected) }
        if self != .normal { order.append(.normal) }
        return order
    }

    /// The state's name in theme files: `normal`, `highlighted`, `disabled`, `selected`.
    public init?(name: String) {
        switch name {
        case "normal": self = .normal
        case "highlighted": self = .highlighted
        case "disabled": self = .disabled
        case "selected": self = .selected
        default: return nil
        }
    }

    public var description: String {
        if self == .normal { return "normal" }
        var parts: [String] = []
        if contains(.highlighted) { parts.append("highlighted") }
        if contains(.disabled) { parts.append("disabled") }
        if contains(.selected) { parts.append("selected") }
        return parts.joined(separator: "+")
    }
}
