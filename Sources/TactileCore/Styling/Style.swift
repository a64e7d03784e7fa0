/// A set of styled property values, as one entry of a ``Theme``: what a type or a style
/// name gets. Later values override earlier ones for the same key.
public struct Style: Hashable, Sendable {
    /// The values, in the order they were given.
    public private(set) var entries: [(key: StyleKey, value: StyleValue)] = []
    /// Where each value came from in a theme file (`file:line`, the style's name), to name
    /// it when a view cannot use it.
    private(set) var origins: [StyleKey: String] = [:]

    /// An empty style.
    public init() {}

    /// A style from `"property[.state]": value` pairs, checked like a theme file.
    public init(_ values: [String: StyleValue]) throws {
        for (name, v) in values.sorted(by: { $0.key < $1.key }) {
            guard let key = StyleKey(parsing: name), StyleProperty.descriptors[key.property] != nil else {
                throw TactileError.theme(file: "<code>", line: 0, property: name, message: StyleValueError.unknownProperty(name).description)
            }
            set(v, for: key)
        }
    }

    /// Sets (or replaces) the value for a key.
    public mutating func set(_ value: StyleValue, for key: StyleKey) {
        if let i = entries.firstIndex(where: { $0.key == key }) { entries[i].value = value } else { entries.append((key, value)) }
    }

    /// Sets a value read from a theme file at `origin` (`file:line (style.property)`).
    mutating func set(_ value: StyleValue, for key: StyleKey, origin: String) {
        set(value, for: key)
        origins[key] = origin
    }

    /// The value for a typed property (and state), if the style has one of its kind:
    /// `style[.titleColor, .highlighted]`.
    public subscript<Value>(property: StyleProperty.Key<Value>, state: ControlState? = nil) -> Value? {
        self[StyleKey(property, state: state)].flatMap(Value.init(styleValue:))
    }

    /// The value for a key, if the style has one.
    public subscript(key: StyleKey) -> StyleValue? {
        entries.first { $0.key == key }?.value
    }

    /// The value for a property name such as `"titleColor.highlighted"`.
    public subscript(name: String) -> StyleValue? {
        StyleKey(parsing: name).flatMap { self[$0] }
    }

    /// This style with `other`'s values on top.
    public func merged(with other: Style) -> Style {
        var s = self
        for e in other.entries { s.set(e.value, for: e.key); s.origins[e.key] = other.origins[e.key] }
        return s
    }

    public static func == (a: Style, b: Style) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for e in entries { hasher.combine(e.key); hasher.combine(e.value) }
    }
}
