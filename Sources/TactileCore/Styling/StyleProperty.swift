/// The properties a theme may set: one typed key per property (``Key``), and the registry
/// theme files are checked against, so a typo or a wrong value fails loading with the
/// property's name, and a typo in code does not compile.
///
/// A key with a control state is a ``StyleKey`` (LVGL's property | selector):
/// `"titleColor.highlighted"` in a theme file, `StyleKey(.titleColor, state: .highlighted)` in code.
public enum StyleProperty {
    /// The kind of value a property takes.
    public enum Kind: String, Sendable {
        case color, number, bool, insets, alignment, string
    }

    /// A styled property, typed by the value it holds: `StyleProperty.Key<Color>.titleColor`,
    /// usually written `.titleColor` where the type is known.
    public struct Key<Value: StyleValueConvertible>: Hashable, Sendable, CustomStringConvertible {
        /// The property's name in theme files.
        public let name: String
        /// Whether the property takes a state suffix (`titleColor.highlighted`).
        public let hasStates: Bool
        let rule: NumberRule

        init(_ name: String, states: Bool = false, rule: NumberRule = .nonNegative) {
            self.name = name
            self.hasStates = states
            self.rule = rule
        }

        public var description: String { name }

        var descriptor: Descriptor { Descriptor(name: name, kind: Value.styleKind, perState: hasStates, rule: rule) }
    }

    /// What a number property accepts (numbers are checked when a theme loads).
    enum NumberRule: Sendable, Hashable {
        case nonNegative, unit, fontSize, lineCount
    }

    /// A property's name, kind and checks, without its Swift type.
    struct Descriptor: Sendable {
        var name: String
        var kind: Kind
        var perState: Bool
        var rule: NumberRule
    }

    /// Every property a theme may set, in one list of typed keys.
    static let registered: [Descriptor] = [
        // Every view.
        Key<Color>.backgroundColor.descriptor, Key<Float>.cornerRadius.descriptor, Key<Float>.borderWidth.descriptor,
        Key<Color>.borderColor.descriptor, Key<Float>.alpha.descriptor, Key<Bool>.clipsToBounds.descriptor,
        // Text (Label, Button titles).
        Key<Color>.textColor.descriptor, Key<Color>.titleColor.descriptor, Key<Float>.fontSize.descriptor,
        Key<String>.font.descriptor, Key<TextAlignment>.textAlignment.descriptor, Key<Float>.numberOfLines.descriptor,
        // Buttons.
        Key<EdgeInsets>.contentInsets.descriptor, Key<EdgeInsets>.titleInsets.descriptor, Key<EdgeInsets>.imageInsets.descriptor,
        Key<Color>.accentColor.descriptor, Key<Float>.accentWidth.descriptor, Key<Float>.pressedDarkening.descriptor,
        Key<Float>.minimumHeight.descriptor,
        // Images, switches, sliders.
        Key<Color>.tintColor.descriptor, Key<Color>.onTintColor.descriptor, Key<Color>.trackColor.descriptor,
        Key<Color>.thumbColor.descriptor,
        // Text fields and views, bars.
        Key<Color>.placeholderColor.descriptor, Key<Color>.unselectedItemTintColor.descriptor, Key<Color>.badgeColor.descriptor,
        Key<Color>.destructiveColor.descriptor,
        // Stacks.
        Key<Float>.spacing.descriptor, Key<EdgeInsets>.insets.descriptor,
        // Gradient views.
        Key<Color>.gradientStartColor.descriptor, Key<Color>.gradientEndColor.descriptor,
    ]

    /// The registry by name.
    static let descriptors: [String: Descriptor] = Dictionary(registered.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// Every property, its kind, and whether it takes a state suffix (`.highlighted` …).
    package static let all: [String: (kind: Kind, perState: Bool)] = descriptors.mapValues { ($0.kind, $0.perState) }

    /// Converts text (`"#FF8800"`, `"12"`, `"true"`, `"8 16"`, `"center"`) to a value for
    /// `key`, or explains why it cannot.
    static func value(parsing text: String, for key: StyleKey) -> Result<StyleValue, StyleValueError> {
        guard let info = descriptors[key.property] else { return .failure(.unknownProperty(key.property)) }
        if key.state != nil && !info.perState { return .failure(.noStates(key.property)) }
        let t = text.trimmingSpaces
        switch info.kind {
        case .color:
            guard let c = Color(t) else { return .failure(.wrongValue("'\(t)' is not a colour (#RRGGBB, #RRGGBBAA or a name)")) }
            return .success(.color(c))
        case .number:
            guard let n = Float(t), n.isFinite else { return .failure(.wrongValue("'\(t)' is not a number")) }
            return check(.number(n), info)
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

    /// Checks a value given in code (``View/setStyleValue(_:for:)``) as a theme file's
    /// would be: its kind, its state, its range.
    static func validate(_ value: StyleValue, for key: StyleKey) -> Result<StyleValue, StyleValueError> {
        guard let info = descriptors[key.property] else { return .failure(.unknownProperty(key.property)) }
        if key.state != nil && !info.perState { return .failure(.noStates(key.property)) }
        return check(value, info)
    }

    private static func check(_ value: StyleValue, _ info: Descriptor) -> Result<StyleValue, StyleValueError> {
        switch (info.kind, value) {
        case (.color, .color), (.bool, .bool), (.string, .string):
            return .success(value)
        case let (.alignment, .string(s)):
            guard TextAlignment(rawValue: s) != nil else { return .failure(.wrongValue("'\(s)' is not left, center or right")) }
            return .success(value)
        case let (.insets, .insets(i)):
            return insets([i.top, i.left, i.bottom, i.right])
        case let (.insets, .number(n)):
            return n.isFinite ? insets([n]) : .failure(.wrongValue("\(n) is not a number"))
        case let (.number, .number(n)):
            guard n.isFinite else { return .failure(.wrongValue("\(n) is not a number")) }
            switch info.rule {
            case .unit:
                guard (0...1).contains(n) else { return .failure(.wrongValue("\(n) is outside 0...1")) }
            case .fontSize:
                guard n > 0 && n <= 500 else { return .failure(.wrongValue("\(n) is not a font size (0 < size <= 500)")) }
            case .lineCount:
                guard n == n.rounded(), n >= 0, n <= Float(SanitizeLimits.lines) else {
                    return .failure(.wrongValue("\(n) is not a whole number of lines (0...\(SanitizeLimits.lines))"))
                }
            case .nonNegative:
                guard n >= 0 else { return .failure(.wrongValue("\(n) is negative")) }
                guard n <= largestLength else { return .failure(.wrongValue("\(n) is too large (at most \(Int(largestLength)))")) }
            }
            return .success(value)
        default:
            return .failure(.wrongValue("\(value) is not a \(info.kind.rawValue)"))
        }
    }

    /// The largest length (radius, width, spacing, inset) a style takes, in points: larger
    /// numbers are mistakes, rejected with the property's name rather than drawn.
    static let largestLength: Float = 10_000

    /// Insets from 1 (all sides), 2 (vertical, horizontal) or 4 (top, left, bottom, right) numbers.
    static func insets(_ n: [Float]) -> Result<StyleValue, StyleValueError> {
        guard n.allSatisfy({ $0.isFinite }) else { return .failure(.wrongValue("insets must be finite numbers")) }
        guard n.allSatisfy({ $0 >= 0 }) else { return .failure(.wrongValue("insets must not be negative")) }
        guard n.allSatisfy({ $0 <= largestLength }) else { return .failure(.wrongValue("insets are too large (at most \(Int(largestLength)))")) }
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
