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

    /// The most rows a page may have.
    public static let maximumRows = 8
    /// The most keys a row may have.
    public static let maximumKeysPerRow = 30
    /// The longest text a key may type, in characters (grapheme clusters).
    public static let maximumKeyLength = 16
    /// The longest ``name``, in characters.
    public static let maximumNameLength = 100

    /// Parses a layout. Every error is a ``TactileError/keyboardLayout(file:line:key:message:)``
    /// naming `file`, the line and the key (`letters[1][2].width`): malformed JSON, a value
    /// of the wrong type, an unknown key, or more than ``maximumRows`` rows,
    /// ``maximumKeysPerRow`` keys in a row, ``maximumKeyLength`` characters in a key or
    /// ``maximumNameLength`` in the name. (A string key's line is its page's: the JSON
    /// reader keeps lines for object members.)
    public init(json text: String, file: String = "keyboard layout") throws {
        let fail = Failure(file: file)
        let root: JSONValue
        do { root = try JSONValue.parse(text) } catch { throw fail(error.line, "", error.message) }
        guard case let .object(members) = root else { throw fail(1, "", "must be a JSON object, not \(root.kindName)") }
        var name = "keyboard"
        var pages: [String: [[Key]]] = [:]
        for m in members {
            switch m.key {
            case "name":
                guard case let .string(n) = m.value else { throw fail(m.line, "name", "must be a string, not \(m.value.kindName)") }
                guard Self.fits(n, Self.maximumNameLength) else {
                    throw fail(m.line, "name", "longer than \(Self.maximumNameLength) characters")
                }
                name = n
            case "letters", "symbols", "numberPad":
                pages[m.key] = try Self.page(m.value, key: m.key, line: m.line, fail: fail)
            default:
                throw fail(m.line, m.key, "unknown key (name, letters, symbols, numberPad)")
            }
        }
        func page(_ k: String) throws -> [[Key]] {
            guard let p = pages[k] else { throw fail(0, k, "missing page") }
            return p
        }
        self.name = name
        letters = try page("letters")
        symbols = try page("symbols")
        numberPad = try page("numberPad")
    }

    /// Reads a layout from a JSON file (at most 1 MB); errors name the file.
    public init(contentsOfFile path: String) throws {
        let text: String
        do { text = try TextFile.read(path, maximumBytes: 1 << 20) } catch {
            guard case let .fileReadFailed(_, reason) = error else { throw error }
            throw TactileError.keyboardLayout(file: path, line: 0, key: "", message: reason)
        }
        try self.init(json: text, file: path)
    }

    /// Makes the errors of one file.
    private struct Failure {
        var file: String
        func callAsFunction(_ line: Int, _ key: String, _ message: String) -> TactileError {
            .keyboardLayout(file: file, line: line, key: key, message: message)
        }
    }

    /// Whether `s` has at most `limit` characters (bytes checked first, so a huge string
    /// is refused without counting its clusters).
    private static func fits(_ s: String, _ limit: Int) -> Bool {
        s.utf8.count <= limit || (s.utf8.count <= limit * 64 && s.count <= limit)
    }

    private static func page(_ v: JSONValue, key k: String, line: Int, fail: Failure) throws -> [[Key]] {
        guard case let .array(rows) = v, !rows.isEmpty else { throw fail(line, k, "must be a non-empty array of rows, not \(v.kindName)") }
        guard rows.count <= maximumRows else { throw fail(line, k, "\(rows.count) rows: a page has at most \(maximumRows)") }
        return try rows.enumerated().map { (r, row) in
            let rowKey = "\(k)[\(r)]"
            guard case let .array(keys) = row, !keys.isEmpty else { throw fail(line, rowKey, "must be a non-empty array of keys") }
            guard keys.count <= maximumKeysPerRow else {
                throw fail(line, rowKey, "\(keys.count) keys: a row has at most \(maximumKeysPerRow)")
            }
            return try keys.enumerated().map { (i, key) in try KeyboardLayout.key(key, at: "\(rowKey)[\(i)]", line: line, fail: fail) }
        }
    }

    /// The special keys' names in a layout file (any other name types itself).
    private static let namedKinds: [String: Key.Kind] = [
        "shift": .shift, "backspace": .backspace, "symbols": .symbols, "letters": .letters, "space": .space, "return": .return,
    ]

    private static func key(_ v: JSONValue, at path: String, line: Int, fail: Failure) throws -> Key {
        var name: String
        var width: Float?
        var nameLine = line
        switch v {
        case let .string(s): name = s
        case let .object(m):
            var found: String?
            for member in m {
                switch member.key {
                case "key":
                    guard case let .string(s) = member.value else {
                        throw fail(member.line, "\(path).key", "must be a string, not \(member.value.kindName)")
                    }
                    found = s
                    nameLine = member.line
                case "width":
                    guard case let .number(w) = member.value else {
                        throw fail(member.line, "\(path).width", "must be a number (letter-key units), not \(member.value.kindName)")
                    }
                    guard w.isFinite, w > 0, w <= 20 else { throw fail(member.line, "\(path).width", "must be in 0...20 (got \(w))") }
                    width = Float(w)
                default:
                    throw fail(member.line, "\(path).\(member.key)", "unknown key (key, width)")
                }
            }
            guard let found else { throw fail(m.first?.line ?? line, path, "a key object needs \"key\"") }
            name = found
        default:
            throw fail(line, path, "a key must be a string or an object, not \(v.kindName)")
        }
        guard !name.isEmpty else { throw fail(nameLine, path, "empty key") }
        guard fits(name, maximumKeyLength) else { throw fail(nameLine, path, "longer than \(maximumKeyLength) characters") }
        let kind = namedKinds[name] ?? .character(name)
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
