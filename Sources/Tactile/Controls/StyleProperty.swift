/// The properties a theme may set, with the kind of value each takes: what theme files are
/// checked against, so a typo or a wrong value fails loading with the property's name.
public enum StyleProperty {
    /// The kind of value a property takes.
    public enum Kind: String, Sendable {
        case color, number, bool, insets, alignment, string
    }

    /// Every property, its kind, and whether it takes a state suffix (`.highlighted` …).
    package static let all: [String: (kind: Kind, perState: Bool)] = [
        // Every view.
        "backgroundColor": (.color, true),
        "cornerRadius": (.number, false),
        "borderWidth": (.number, false),
        "borderColor": (.color, true),
        "alpha": (.number, false),
        "clipsToBounds": (.bool, false),
        // Text (Label, Button titles).
        "textColor": (.color, false),
        "titleColor": (.color, true),
        "fontSize": (.number, false),
        "font": (.string, false),
        "textAlignment": (.alignment, false),
        "numberOfLines": (.number, false),
        // Buttons.
        "contentInsets": (.insets, false),
        "titleInsets": (.insets, false),
        "imageInsets": (.insets, false),
        "accentColor": (.color, true),
        "accentWidth": (.number, false),
        "pressedDarkening": (.number, false),
        "minimumHeight": (.number, false),
        // Images, switches, sliders.
        "tintColor": (.color, false),
        "onTintColor": (.color, false),
        "trackColor": (.color, false),
        "thumbColor": (.color, false),
        // Stacks.
        "spacing": (.number, false),
        "insets": (.insets, false),
    ]

    /// Converts text (`"#FF8800"`, `"12"`, `"true"`, `"8 16"`, `"center"`) to a value for
    /// `key`, or explains why it cannot.
    public static func value(parsing text: String, for key: StyleKey) -> Result<StyleValue, StyleValueError> {
        guard let info = all[key.property] else { return .failure(.unknownProperty(key.property)) }
        if key.state != nil && !info.perState { return .failure(.noStates(key.property)) }
        let t = text.trimmingSpaces
        switch info.kind {
        case .color:
            guard let c = Color(t) else { return .failure(.wrongValue("'\(t)' is not a colour (#RRGGBB, #RRGGBBAA or a name)")) }
            return .success(.color(c))
        case .number:
            guard let n = Float(t), n.isFinite else { return .failure(.wrongValue("'\(t)' is not a number")) }
            return checkNumber(n, key: key)
        case .bool:
            switch t {
            case "true", "yes", "1": return .success(.bool(true))
            case "false", "no", "0": return .success(.bool(false))
            default: return .failure(.wrongValue("'\(t)' is not true or false"))
            }
        case .insets:
            let nums = t.split(whereSeparator: { $0 == " " || $0 == "," }).map { Float($0) }
            guard !nums.isEmpty, nums.allSatisfy({ $0 != nil && $0!.isFinite }) else {
                return .failure(.wrongValue("'\(t)' is not insets (1, 2 or 4 numbers)"))
            }
            return insets(nums.map { $0! })
        case .alignment:
            guard let a = TextAlignment(rawValue: t) else { return .failure(.wrongValue("'\(t)' is not left, center or right")) }
            return .success(.string(a.rawValue))
        case .string:
            return .success(.string(t))
        }
    }

    static func checkNumber(_ n: Float, key: StyleKey) -> Result<StyleValue, StyleValueError> {
        switch key.property {
        case "alpha", "pressedDarkening":
            guard (0...1).contains(n) else { return .failure(.wrongValue("\(n) is outside 0...1")) }
        case "fontSize":
            guard n > 0 && n <= 500 else { return .failure(.wrongValue("\(n) is not a font size (0 < size <= 500)")) }
        case "numberOfLines":
            guard n == n.rounded(), n >= 0, n <= Float(Label.maximumNumberOfLines) else {
                return .failure(.wrongValue("\(n) is not a whole number of lines (0...\(Label.maximumNumberOfLines))"))
            }
        default:
            guard n >= 0 else { return .failure(.wrongValue("\(n) is negative")) }
        }
        return .success(.number(n))
    }

    /// Insets from 1 (all sides), 2 (vertical, horizontal) or 4 (top, left, bottom, right) numbers.
    static func insets(_ n: [Float]) -> Result<StyleValue, StyleValueError> {
        guard n.allSatisfy({ $0 >= 0 }) else { return .failure(.wrongValue("insets must not be negative")) }
        switch n.count {
        case 1: return .success(.insets(EdgeInsets(all: n[0])))
        case 2: return .success(.insets(EdgeInsets(top: n[0], left: n[1], bottom: n[0], right: n[1])))
        case 4: return .success(.insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])))
        default: return .failure(.wrongValue("insets need 1, 2 or 4 numbers, not \(n.count)"))
        }
    }
}

/// Why a styled value was rejected.
public enum StyleValueError: Error, Equatable, CustomStringConvertible {
    /// No such property.
    case unknownProperty(String)
    /// The property has one value for every state.
    case noStates(String)
    /// The value is not of the property's kind, or out of range.
    case wrongValue(String)

    public var description: String {
        switch self {
        case let .unknownProperty(p):
            return "unknown property '\(p)' (known: \(StyleProperty.all.keys.sorted().joined(separator: ", ")))"
        case let .noStates(p): return "'\(p)' has no per-state values"
        case let .wrongValue(m): return m
        }
    }
}
