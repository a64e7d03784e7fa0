import CTactileResources
#if canImport(Glibc)
import Glibc
#endif

/// Styles applied to views by type (`"Button"`) and by the ``View/styleName`` a view opts
/// into: corner radius, colours per state, accent, font and size, insets, border.
///
/// A theme is read from JSON:
/// ```json
/// {
///   "name": "dark",
///   "types":  { "Button": { "backgroundColor": "#2C3E50", "titleColor.highlighted": "#BBBBBB" } },
///   "styles": { "danger": { "backgroundColor": "#C0392B", "cornerRadius": 12 } }
/// }
/// ```
/// Every property is checked when the file loads (against ``StyleProperty``'s typed keys),
/// so a malformed file throws ``TactileError/theme(file:line:property:message:)`` naming
/// the file, line and property, and the window keeps its theme. Values set in code win
/// over the theme's. A theme is an immutable value; each ``Window`` has its own
/// (``Window/theme``, ``Theme/default`` until set). The default theme is
/// `Resources/Themes/default.json`, embedded in the binary.
@MainActor
public struct Theme: Sendable {
    /// The theme's name.
    public let name: String
    /// Styles by type name (`Button`, `StyledButton`, `Label` …), applied along the class
    /// chain, most general first.
    public let typeStyles: [String: Style]
    /// Styles by style name, applied after the type styles.
    public let namedStyles: [String: Style]
    /// Tells this theme from others cheaply (an immediate UI compares it to know when to
    /// derive its style again); copies of a theme share it.
    private let identity = Identity()
    /// The problems already reported for this theme (each once, not once per view).
    private let reports = Reports()

    private final class Identity: Sendable {}

    @MainActor private final class Reports {
        var seen: Set<String> = []
    }

    /// An empty theme called `name`.
    public init(name: String, typeStyles: [String: Style] = [:], namedStyles: [String: Style] = [:]) {
        self.name = name
        self.typeStyles = typeStyles
        self.namedStyles = namedStyles
    }

    /// The built-in theme (Resources/Themes/default.json, embedded): what a ``Window``
    /// uses until its ``Window/theme`` is set, and what views outside a window use.
    public static let `default`: Theme = {
        let text = String(cString: tactile_default_theme_text())
        do {
            return try Theme(json: text, file: "default.json")
        } catch {
            Diagnostics.report("the embedded default theme is invalid: \(error)")
            return Theme(name: "empty")
        }
    }()

    /// Whether `other` is this theme (or a copy of it), not merely an equal one.
    package func isSame(as other: Theme) -> Bool { identity === other.identity }

    // MARK: Loading

    /// Reads a theme file.
    public init(contentsOfFile path: String) throws {
        let text: String
        do { text = try TextFile.read(path) } catch {
            guard case let .fileReadFailed(_, reason) = error else { throw error }
            throw TactileError.theme(file: path, line: 0, property: "", message: reason)
        }
        try self.init(json: text, file: path)
    }

    /// Parses a theme from JSON text; `file` names it in errors.
    public init(json text: String, file: String = "<theme>") throws {
        let root: JSONValue
        do {
            root = try JSONValue.parse(text)
        } catch {
            throw TactileError.theme(file: file, line: error.line, property: "", message: "malformed JSON: \(error.message)")
        }
        guard case let .object(members) = root else {
            throw TactileError.theme(file: file, line: 1, property: "", message: "a theme is a JSON object")
        }
        var name = "unnamed"
        var types: [String: Style] = [:]
        var named: [String: Style] = [:]
        for m in members {
            switch m.key {
            case "name":
                guard case let .string(s) = m.value else {
                    throw TactileError.theme(file: file, line: m.line, property: "name", message: "the name is a string")
                }
                name = s
            case "types", "styles":
                guard case let .object(entries) = m.value else {
                    throw TactileError.theme(file: file, line: m.line, property: m.key, message: "'\(m.key)' is an object of styles")
                }
                for e in entries {
                    let style = try Theme.parseStyle(e.value, line: e.line, owner: e.key, file: file, isType: m.key == "types")
                    if m.key == "types" { types[e.key] = style } else { named[e.key] = style }
                }
            default:
                throw TactileError.theme(file: file, line: m.line, property: m.key,
                                         message: "unknown top-level key (expected name, types, styles)")
            }
        }
        self.init(name: name, typeStyles: types, namedStyles: named)
    }

    static func parseStyle(_ json: JSONValue, line: Int, owner: String, file: String, isType: Bool) throws -> Style {
        guard case let .object(props) = json else {
            throw TactileError.theme(file: file, line: line, property: owner, message: "a style is an object of properties")
        }
        var style = Style()
        for p in props {
            func fail(_ m: String) -> TactileError {
                .theme(file: file, line: p.line, property: "\(owner).\(p.key)", message: m)
            }
            guard let key = StyleKey(parsing: p.key) else {
                throw fail("unknown state in '\(p.key)' (normal, highlighted, disabled, selected)")
            }
            let text: String
            switch p.value {
            case let .string(s): text = s
            case let .number(n): text = String(n)
            case let .bool(b): text = String(b)
            case let .array(items):
                var nums: [String] = []
                for item in items {
                    guard case let .number(n) = item else { throw fail("insets are an array of numbers") }
                    nums.append(String(n))
                }
                text = nums.joined(separator: " ")
            case .object, .null:
                throw fail("expected a value (string, number, true/false or an array of numbers)")
            }
            if case .array = p.value, let d = StyleProperty.descriptors[key.property], d.kind != .insets {
                throw fail("'\(key.property)' does not take an array")
            }
            switch StyleProperty.value(parsing: text, for: key) {
            case let .success(v):
                // Type styles remember where each value is, to name it if the type cannot use it.
                if isType { style.set(v, for: key, origin: "\(file):\(p.line) (types.\(owner).\(p.key))") } else { style.set(v, for: key) }
            case let .failure(e): throw fail(e.description)
            }
        }
        return style
    }

    // MARK: Applying

    /// Reports `message` once for this theme (`key` tells repeats apart).
    func reportOnce(_ key: String, _ message: @autoclosure () -> String) {
        if reports.seen.insert(key).inserted { Diagnostics.report(message()) }
    }

    /// Reports once per theme that `theme` has no style `name`.
    package static func reportMissingStyle(_ name: String, in theme: Theme, usedBy user: String) {
        theme.reportOnce("style/\(name)", "theme '\(theme.name)' has no style '\(name)' (used by \(user))")
    }

    /// The merged style for a view: its type styles, most general first, then its style
    /// names (several may be given, separated by spaces).
    public func style(for view: View) -> Style {
        var names: [String]
        if let s = view as? StyleApplying {
            names = type(of: s).styleTypeNames
        } else {
            names = ["View"]
        }
        let dynamicName = String(describing: type(of: view))
        if names.last != dynamicName { names.append(dynamicName) }
        var style = Style()
        for n in names { if let s = typeStyles[n] { style = style.merged(with: s) } }
        if let styleName = view.styleName {
            for part in styleName.split(separator: " ") {
                if let s = namedStyles[String(part)] {
                    style = style.merged(with: s)
                } else {
                    Theme.reportMissingStyle(String(part), in: self, usedBy: dynamicName)
                }
            }
        }
        return style
    }

    /// Styles one view (not its subviews): the values the previous theme set are replaced
    /// by this theme's; values set in code stay. A type style's value the view's class does
    /// not read is reported once, naming its file, line and property.
    public func apply(to view: View) {
        let style = style(for: view)
        let bindings = view.styleBindings
        var index: [String: Int] = [:]
        for (i, b) in bindings.enumerated() { index[b.name] = i }
        var finish: [() -> Void] = []
        for (i, b) in bindings.enumerated() where index[b.name] == i { finish.append(b.beginTheme(view)) }
        for e in style.entries {
            if let i = index[e.key.property], bindings[i].set(view, e.value, e.key.controlState, .theme) { continue }
            guard let origin = style.origins[e.key] else { continue }  // a named style: shared by types that differ
            let typeName = String(describing: type(of: view))
            reportOnce("property/\(typeName)/\(e.key)", "\(origin): \(typeName) has no styled property '\(e.key)'; ignored")
        }
        for f in finish { f() }
    }
}
