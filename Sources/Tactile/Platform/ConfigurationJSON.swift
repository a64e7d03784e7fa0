/// A parsed JSON value for configuration files: small, without Foundation; syntax errors
/// give the line.
enum ConfigurationJSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ConfigurationJSON])
    /// Members in file order (duplicate keys: the last one wins on lookup).
    case object([(key: String, value: ConfigurationJSON)])

    static func == (a: ConfigurationJSON, b: ConfigurationJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A short name of the value's kind, for error messages.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Parses UTF-8 text; the error says the line and what was expected.
    static func parse(_ text: String) throws(ConfigurationJSONError) -> ConfigurationJSON {
        var p = Parser(bytes: Array(text.utf8))
        p.skipSpace()
        let v = try p.value(depth: 0)
        p.skipSpace()
        if p.i < p.bytes.count { throw p.fail("unexpected text after the end of the document") }
        return v
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0
        var line = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        func fail(_ message: String) -> ConfigurationJSONError { ConfigurationJSONError(line: line, message: message) }

        mutating func skipSpace() {
            while i < bytes.count {
                switch bytes[i] {
                case 0x0A: line += 1; i += 1
                case 0x20, 0x09, 0x0D: i += 1
                default: return
                }
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(ConfigurationJSONError) {
            skipSpace()
            guard i < bytes.count, bytes[i] == byte else { throw fail("expected \(what)") }
            i += 1
        }

        mutating func value(depth: Int) throws(ConfigurationJSONError) -> ConfigurationJSON {
            guard depth < 64 else { throw fail("nesting deeper than 64 levels") }
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of file, expected a value") }
            switch bytes[i] {
            case UInt8(ascii: "{"):
                i += 1
                var members: [(key: String, value: ConfigurationJSON)] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
                    let key = try string()
                    try expect(UInt8(ascii: ":"), "':' after key \"\(key)\"")
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard i < bytes.count else { throw fail("unexpected end of file inside an object") }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                    throw fail("expected ',' or '}' after the value of \"\(key)\"")
                }
            case UInt8(ascii: "["):
                i += 1
                var items: [ConfigurationJSON] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                while true {
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard i < bytes.count else { throw fail("unexpected end of file inside an array") }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                    throw fail("expected ',' or ']' in an array")
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            default:
                return .number(try number())
            }
        }

        mutating func word(_ w: String) throws(ConfigurationJSONError) {
            let u = Array(w.utf8)
            guard i + u.count <= bytes.count, Array(bytes[i..<(i + u.count)]) == u else {
                throw fail("unknown word; expected \(w), a number, a string, an array or an object")
            }
            i += u.count
        }

        mutating func number() throws(ConfigurationJSONError) -> Double {
            let start = i
            while i < bytes.count, let c = Optional(bytes[i]),
                  (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
                    || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
                i += 1
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard !text.isEmpty, let v = Double(text), v.isFinite else {
                throw fail(text.isEmpty ? "expected a value" : "'\(text)' is not a number")
            }
            return v
        }

        mutating func string() throws(ConfigurationJSONError) -> String {
            i += 1  // opening quote
            var out: [UInt8] = []
            while i < bytes.count {
                let c = bytes[i]
                i += 1
                switch c {
                case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
                case 0x0A: throw fail("line break inside a string")
                case UInt8(ascii: "\\"):
                    guard i < bytes.count else { break }
                    let e = bytes[i]
                    i += 1
                    switch e {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard i + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16),
                              let scalar = Unicode.Scalar(code) else { throw fail("bad \\u escape") }
                        i += 4
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: out.append(e)
                    }
                default: out.append(c)
                }
            }
            throw fail("unterminated string")
        }
    }
}

/// A JSON syntax error at a line.
struct ConfigurationJSONError: Error {
    var line: Int
    var message: String
}
