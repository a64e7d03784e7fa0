/// A D-Bus value to append to a message (the AT-SPI bridge's replies and signals).
indirect enum DBusValue {
    case string(String)
    case objectPath(String)
    case int32(Int32)
    case uint32(UInt32)
    case int16(Int16)
    case bool(Bool)
    case double(Double)
    /// An array of values of D-Bus signature `element` ("s", "(so)", "{ss}"…).
    case array(element: String, [DBusValue])
    case structure([DBusValue])
    case dictEntry(DBusValue, DBusValue)
    case variant(DBusValue)

    /// The value's D-Bus signature.
    var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .int32: "i"
        case .uint32: "u"
        case .int16: "n"
        case .bool: "b"
        case .double: "d"
        case let .array(element, _): "a" + element
        case let .structure(items): "(" + items.map(\.signature).joined() + ")"
        case let .dictEntry(k, v): "{" + k.signature + v.signature + "}"
        case .variant: "v"
        }
    }

    /// A reference to an accessible: its bus name and object path, `(so)`.
    static func reference(_ bus: String, _ path: String) -> DBusValue { .structure([.string(bus), .objectPath(path)]) }

    /// Appends the value through `iter` (a `DBusMessageIter` of libdbus).
    func append(to iter: UnsafeMutableRawPointer, _ d: DBusLibrary) {
        func basic<T>(_ type: Character, _ value: T) {
            var v = value
            _ = withUnsafePointer(to: &v) { d.iterAppendBasic(iter, Int32(type.asciiValue ?? 0), UnsafeRawPointer($0)) }
        }
        func text(_ type: Character, _ s: String) {
            s.withCString { cs in
                var p: UnsafePointer<CChar>? = cs
                _ = withUnsafePointer(to: &p) { d.iterAppendBasic(iter, Int32(type.asciiValue ?? 0), UnsafeRawPointer($0)) }
            }
        }
        func container(_ type: Character, _ sig: String?, _ items: [DBusValue]) {
            DBusValue.withIter { sub in
                let opened: UInt32
                if let sig { opened = sig.withCString { d.iterOpen(iter, Int32(type.asciiValue ?? 0), $0, sub) } }
                else { opened = d.iterOpen(iter, Int32(type.asciiValue ?? 0), nil, sub) }
                guard opened != 0 else { return }
                for i in items { i.append(to: sub, d) }
                _ = d.iterClose(iter, sub)
            }
        }
        switch self {
        case let .string(s): text("s", s)
        case let .objectPath(s): text("o", s)
        case let .int32(v): basic("i", v)
        case let .uint32(v): basic("u", v)
        case let .int16(v): basic("n", v)
        case let .bool(v): basic("b", UInt32(v ? 1 : 0))
        case let .double(v): basic("d", v)
        case let .array(element, items): container("a", element, items)
        case let .structure(items): container("r", nil, items)
        case let .dictEntry(k, v): container("e", nil, [k, v])
        case let .variant(v): container("v", v.signature, [v])
        }
    }

    /// Runs `body` with room for one `DBusMessageIter` (libdbus's is 72 bytes on 64-bit).
    static func withIter<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
        let p = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { p.deallocate() }
        p.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        return body(p)
    }
}

/// The basic arguments of an incoming call, in order (strings, numbers, booleans).
enum DBusArgument {
    case string(String)
    case int(Int64)
    case double(Double)
    case other

    var string: String? { if case let .string(s) = self { s } else { nil } }
    var int: Int? { if case let .int(v) = self { Int(clamping: v) } else { nil } }
    var double: Double? {
        switch self {
        case let .double(v): v
        case let .int(v): Double(v)
        default: nil
        }
    }

    /// The top-level arguments of `message`; a variant argument yields its content.
    static func read(_ message: OpaquePointer, _ d: DBusLibrary) -> [DBusArgument] {
        DBusValue.withIter { iter in
            guard d.iterInit(message, iter) != 0 else { return [] }
            var out: [DBusArgument] = []
            repeat { out.append(one(iter, d)) } while d.iterNext(iter) != 0
            return out
        }
    }

    private static func one(_ iter: UnsafeMutableRawPointer, _ d: DBusLibrary) -> DBusArgument {
        let type = d.iterArgType(iter)
        var raw = (UInt64(0), UInt64(0))
        func get() { withUnsafeMutablePointer(to: &raw) { d.iterGetBasic(iter, UnsafeMutableRawPointer($0)) } }
        switch UInt8(truncatingIfNeeded: type) {
        case UInt8(ascii: "s"), UInt8(ascii: "o"):
            get()
            guard let p = UnsafePointer<CChar>(bitPattern: UInt(raw.0)) else { return .other }
            return .string(String(cString: p))
        case UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "b"):
            get()
            let v = UInt32(truncatingIfNeeded: raw.0)
            return .int(type == Int32(UInt8(ascii: "i")) ? Int64(Int32(bitPattern: v)) : Int64(v))
        case UInt8(ascii: "x"), UInt8(ascii: "t"):
            get()
            return .int(Int64(bitPattern: raw.0))
        case UInt8(ascii: "d"):
            get()
            return .double(Double(bitPattern: raw.0))
        case UInt8(ascii: "v"):
            return DBusValue.withIter { sub in
                d.iterRecurse(iter, sub)
                return one(sub, d)
            }
        default: return .other
        }
    }
}
