/// The identity of an immediate-mode widget across frames: a hash of its call site
/// (`#fileID`, `#line`, `#column`) combined with the ids pushed by ``UI/id(_:_:)``.
///
/// Two widgets submitted from the same call site in one frame (a loop without
/// ``UI/id(_:_:)``) get the same id; debug builds report the clash.
public struct WidgetID: Hashable, Sendable, CustomStringConvertible {
    /// The hash value.
    public var rawValue: UInt64

    /// Wraps a hash value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No widget.
    public static let none = WidgetID(rawValue: 0)

    /// The id of a call site under a parent seed, without allocating (the file name is a
    /// `StaticString`, hashed byte by byte with FNV-1a).
    static func make(seed: UInt64, fileID: StaticString, line: UInt, column: UInt) -> WidgetID {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        @inline(__always) func mix(_ byte: UInt64) {
            h ^= byte
            h = h &* 0x0000_0100_0000_01b3
        }
        if fileID.hasPointerRepresentation {
            let p = fileID.utf8Start
            for i in 0..<fileID.utf8CodeUnitCount { mix(UInt64(p[i])) }
        } else {
            mix(UInt64(fileID.unicodeScalar.value))
        }
        var l = UInt64(line), c = UInt64(column)
        for _ in 0..<8 { mix(l & 0xFF); l >>= 8 }
        for _ in 0..<8 { mix(c & 0xFF); c >>= 8 }
        return WidgetID(rawValue: finish(h))
    }

    /// Combines a parent seed with a hashable key (an item's id in a loop).
    static func combine<K: Hashable>(seed: UInt64, key: K) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(seed)
        hasher.combine(key)
        return finish(UInt64(UInt(bitPattern: hasher.finalize())))
    }

    /// A final avalanche (splitmix64) so nearby inputs spread, never yielding ``none``.
    static func finish(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        z ^= z >> 31
        return z == 0 ? 1 : z
    }

    public var description: String { "#" + String(rawValue, radix: 16) }
}
