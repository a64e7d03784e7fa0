/// How a view class reads one styled property: the typed key and the ``StyleSlot`` it
/// fills (or, for the plain view properties, the view property). A class lists its
/// bindings in `styleProperties`, adding to its superclass's through `super`:
///
/// ```swift
/// open override class var styleProperties: [StyleBinding] {
///     super.styleProperties + [StyleBinding(.accentColor, \Gauge.needleColors) { $0.setNeedsDisplay() }]
/// }
/// ```
/// A binding for a name the superclass already binds replaces it. A theme value no binding
/// of a view's class takes is reported (file, line, property), never silently dropped.
@MainActor
public struct StyleBinding {
    /// The property's name.
    public let name: String
    /// Sets a value on behalf of a source; `false` when the value or state does not fit.
    let set: (View, StyleValue, ControlState, StyleSource) -> Bool
    /// Forgets the theme's values; the returned closure runs once the new theme's values
    /// are in, and applies their effect (repaint, relayout) if what shows changed.
    let beginTheme: (View) -> () -> Void

    package init(name: String, set: @escaping (View, StyleValue, ControlState, StyleSource) -> Bool,
         beginTheme: @escaping (View) -> () -> Void) {
        self.name = name
        self.set = set
        self.beginTheme = beginTheme
    }

    /// A property stored in a slot of the same type; `didChange` runs when a value set
    /// (in code or by a theme) changed what it shows.
    public init<V: View, T>(_ key: StyleProperty.Key<T>, _ slot: ReferenceWritableKeyPath<V, StyleSlot<T>>,
                            didChange: ((V) -> Void)? = nil) {
        self.init(key, slot, convert: { _, t in t }, didChange: didChange)
    }

    /// A property stored in a slot whose value may be `nil` (no colour, no tint).
    public init<V: View, T>(_ key: StyleProperty.Key<T>, _ slot: ReferenceWritableKeyPath<V, StyleSlot<T?>>,
                            didChange: ((V) -> Void)? = nil) {
        self.init(key, slot, convert: { _, t in t }, didChange: didChange)
    }

    /// A property converted before it is stored (a font size into a font); a `nil`
    /// conversion leaves the slot as it is (the converter reports why).
    package init<V: View, T, S>(_ key: StyleProperty.Key<T>, _ slot: ReferenceWritableKeyPath<V, StyleSlot<S>>,
                        states: Bool? = nil, convert: @escaping (V, T) -> S?, didChange: ((V) -> Void)? = nil) {
        let perState = states ?? key.hasStates
        self.init(name: key.name, set: { view, value, state, source in
            guard let v = view as? V, let t = T(styleValue: value), perState || state == .normal else { return false }
            guard let s = convert(v, t) else { return true }
            let before = v[keyPath: slot]
            v[keyPath: slot].set(s, for: state, by: source)
            if !v[keyPath: slot].showsSameValues(as: before) { didChange?(v) }
            return true
        }, beginTheme: { view in
            guard let v = view as? V else { return {} }
            let before = v[keyPath: slot]
            v[keyPath: slot].removeThemeValues()
            return { if !v[keyPath: slot].showsSameValues(as: before) { didChange?(v) } }
        })
    }

    /// A binding that reads nothing: the class ignores the property on purpose (a styled
    /// button always clips, so `clipsToBounds` from a theme is taken and dropped).
    package static func ignored<T>(_ key: StyleProperty.Key<T>) -> StyleBinding {
        StyleBinding(name: key.name, set: { _, value, _, _ in T(styleValue: value) != nil }, beginTheme: { _ in {} })
    }
}
