/// Tactile's one JSON reader (themes, configuration, keyboard layouts): small, without
/// Foundation, and it remembers the 1-based line of every object key so errors can name the
/// file, line and key. Objects keep their members in file order (duplicate keys are kept;
/// readers decide which one wins). Nesting deeper than ``Parser/maximumDepth`` is a syntax
/// error, not a stack overflow.
package indirect enum JSONValue: Equatable {
    /// Members in file order, each with the line its key stands on.
    case object([(key: String, line: Int, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(x), .array(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    /// A short name of the value's kind, for error messages ("a number", "an object").
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A syntax error and its 1-based line.
    package struct SyntaxError: Error {
        package var line: Int
        package var message: String
    }

    /// Parses a whole document.
    package static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var p = Parser(bytes: Array(text.utf8))
        p.skipSpace()
        let v = try p.value()
        p.skipSpace()
        if p.i < p.bytes.count { throw p.fail("unexpected text after the end of the document") }
        return v
    }

    struct Parser {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        /// How many arrays and objects enclose the current value.
        var depth = 0
        /// The deepest nesting accepted: a theme needs 3 or 4 levels, and recursion
        /// thousands deep would overflow the stack.
        static let maximumDepth = 64

        func fail(_ m: String) -> SyntaxError { SyntaxError(line: line, message: m) }

        mutating func skipSpace() {
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\n"): line += 1; i += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): i += 1
                default: return
                }
            }
        }

        mutating func value() throws(SyntaxError) -> JSONValue {
            guard i < bytes.count else { throw fail("unexpected end of file") }
            switch bytes[i] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw fail("unexpected character '\(Character(Unicode.Scalar(bytes[i])))'")
            }
        }

        mutating func word(_ w: String) throws(SyntaxError) {
            let u = Array(w.utf8)
            guard i + u.count <= bytes.count, Array(bytes[i..<i + u.count]) == u else { throw fail("expected '\(w)'") }
            i += u.count
        }

        mutating func number() throws(SyntaxError) -> JSONValue {
            let start = i
            while i < bytes.count, "+-0123456789.eE".utf8.contains(bytes[i]) { i += 1 }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard let d = Double(text), d.isFinite else { throw fail("'\(text)' is not a number") }
            return .number(d)
        }

        mutating func string() throws(SyntaxError) -> String {
            i += 1
            var out: [UInt8] = []
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
                if c == UInt8(ascii: "\n") { throw fail("unterminated string") }
                if c == UInt8(ascii: "\\") {
                    i += 1
                    guard i < bytes.count else { break }
                    switch bytes[i] {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard i + 4 < bytes.count, let v = UInt32(String(decoding: bytes[i + 1...i + 4], as: UTF8.self), radix: 16),
                              let s = Unicode.Scalar(v) else { throw fail("bad \\u escape") }
                        out.append(contentsOf: Array(String(Character(s)).utf8))
                        i += 4
                    default: out.append(bytes[i])
                    }
                    i += 1
                    continue
                }
                out.append(c)
                i += 1
            }
            throw fail("unterminated string")
        }

        mutating func enter() throws(SyntaxError) {
            guard depth < Parser.maximumDepth else { throw fail("nesting deeper than \(Parser.maximumDepth) levels") }
            depth += 1
        }

        mutating func array() throws(SyntaxError) -> JSONValue {
            try enter()
            defer { depth -= 1 }
            i += 1
            var items: [JSONValue] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value())
                skipSpace()
                guard i < bytes.count else { throw fail("unterminated array (missing ']')") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                throw fail("expected ',' or ']' in an array")
            }
        }

        mutating func object() throws(SyntaxError) -> JSONValue {
            try enter()
            defer { depth -= 1 }
            i += 1
            var members: [(key: String, line: Int, value: JSONValue)] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                    throw fail(i < bytes.count && bytes[i] == UInt8(ascii: "}") ? "trailing ',' before '}'" : "expected a quoted key")
                }
                let keyLine = line
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after \"\(key)\"") }
                i += 1
                skipSpace()
                members.append((key, keyLine, try value()))
                skipSpace()
                guard i < bytes.count else { throw fail("unterminated object (missing '}')") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                throw fail("expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }
}
