#if canImport(Glibc)
import Glibc
#endif

/// An on-screen keyboard's keys, as data: pages of rows of keys, read from JSON.
///
/// ```json
/// { "name": "English (US)",
///   "letters": [["q","w","e","r","t","y","u","i","o","p"], …,
///               ["symbols", {"key": "space", "width": 5}, "return"]],
///   "symbols": [[…]], "numberPad": [["1","2","3"], …] }
/// ```
/// A key is the text it types, or a special name: `shift`, `backspace`, `symbols` (to the
/// symbols page), `letters` (back), `space`, `return`. `{"key": …, "width": …}` sets its
/// width in letter-key units. Upper case is the key's text upper-cased.
public struct KeyboardLayout: Hashable, Sendable {
    /// One key.
    public struct Key: Hashable, Sendable {
        /// What the key is.
        public enum Kind: Hashable, Sendable {
            case character(String), shift, backspace, symbols, letters, space, `return`
        }
        /// What the key does.
        public var kind: Kind
        /// Width in letter-key units.
        public var width: Float
    }

    /// The layout's name.
    public var name: String
    /// The letters page, row by row.
    public var letters: [[Key]]
    /// The numbers and symbols page.
    public var symbols: [[Key]]
    /// The number pad (``KeyboardType/numberPad`` and ``KeyboardType/decimalPad``).
    public var numberPad: [[Key]]

    /// Parses a layout; throws ``TactileError/configuration(key:message:)`` naming what is wrong.
    public init(json text: String) throws {
        let root: JSONValue
        do { root = try JSONValue.parse(text) } catch {
            throw TactileError.configuration(key: "keyboard layout", message: "line \(error.line): \(error.message)")
        }
        guard case let .object(members) = root else {
            throw TactileError.configuration(key: "keyboard layout", message: "must be a JSON object")
        }
        func member(_ k: String) -> JSONValue? { members.first { $0.key == k }?.value }
        func page(_ k: String) throws -> [[Key]] {
            guard let v = member(k) else { throw TactileError.configuration(key: k, message: "missing page") }
            guard case let .array(rows) = v, !rows.isEmpty else { throw TactileError.configuration(key: k, message: "must be an array of rows") }
            return try rows.enumerated().map { (r, row) in
                guard case let .array(keys) = row, !keys.isEmpty else {
                    throw TactileError.configuration(key: "\(k)[\(r)]", message: "must be a non-empty array of keys")
                }
                return try keys.map { try KeyboardLayout.key($0, at: "\(k)[\(r)]") }
            }
        }
        if case let .string(n)? = member("name") { name = n } else { name = "keyboard" }
        letters = try page("letters")
        symbols = try page("symbols")
        numberPad = try page("numberPad")
    }

    /// Reads a layout from a JSON file.
    public init(contentsOfFile path: String) throws {
        try self.init(json: DisplayConfiguration.readConfigurationFile(path, key: "keyboard layout"))
    }

    private static func key(_ v: JSONValue, at path: String) throws -> Key {
        var name: String
        var width: Float?
        switch v {
        case let .string(s): name = s
        case let .object(m):
            guard case let .string(s)? = m.first(where: { $0.key == "key" })?.value else {
                throw TactileError.configuration(key: path, message: "a key object needs \"key\"")
            }
            name = s
            if case let .number(w)? = m.first(where: { $0.key == "width" })?.value {
                guard w.isFinite, w > 0, w <= 20 else { throw TactileError.configuration(key: path, message: "width must be in 0...20") }
                width = Float(w)
            }
        default:
            throw TactileError.configuration(key: path, message: "a key must be a string or an object, not \(v.kindName)")
        }
        guard !name.isEmpty else { throw TactileError.configuration(key: path, message: "empty key") }
        let kind: Key.Kind
        switch name {
        case "shift": kind = .shift
        case "backspace": kind = .backspace
        case "symbols": kind = .symbols
        case "letters": kind = .letters
        case "space": kind = .space
        case "return": kind = .return
        default: kind = .character(name)
        }
        let defaultWidth: Float
        switch kind {
        case .character: defaultWidth = 1
        case .space: defaultWidth = 5
        case .return: defaultWidth = 2
        default: defaultWidth = 1.5
        }
        return Key(kind: kind, width: width ?? defaultWidth)
    }

    /// US QWERTY, the default.
    public static let usQWERTY: KeyboardLayout = builtIn(KeyboardLayout.usQWERTYJSON)
    /// German QWERTZ (with ü, ö, ä and ß).
    public static let germanQWERTZ: KeyboardLayout = builtIn(KeyboardLayout.germanQWERTZJSON)

    private static func builtIn(_ json: String) -> KeyboardLayout {
        do { return try KeyboardLayout(json: json) } catch { fatalError("built-in keyboard layout is invalid: \(error)") }
    }
}
