extension View {
    /// The plain view properties every styled view reads from a theme. Their values live in
    /// the view's `DrawnProperties` slots (``StyleSlot``: code beats theme), and every
    /// change goes through `update(_:changed:from:store:)`.
    package static var viewStyleProperties: [StyleBinding] {
        [
            viewBinding(.backgroundColor, .backgroundColor, \.backgroundColor, convert: { .some($0) }, from: { .color($0) }),
            viewBinding(.cornerRadius, .cornerRadii, \.cornerRadii, convert: { CornerRadii(all: $0.isFinite ? max(0, $0) : 0) }, from: { .radii($0) }),
            viewBinding(.borderWidth, .borderWidth, \.borderWidth, convert: { $0.isFinite ? max(0, $0) : 0 }, from: { .float($0) }),
            viewBinding(.borderColor, .borderColor, \.borderColor, convert: { .some($0) }, from: { .color($0) }),
            viewBinding(.alpha, .alpha, \.alpha, convert: { $0.isFinite ? min(1, max(0, $0)) : 1 }, from: { .float($0) }),
            viewBinding(.clipsToBounds, .clipsToBounds, \.clipsToBounds, convert: { $0 }, from: { _ in .float(0) }),
        ]
    }

    /// A plain view property (one value for every state). Code's values go through the
    /// update path at once; a theme's are stored as it applies and shown, through the same
    /// path, once all of its values are in (so a property the new theme keeps does not
    /// flash back to its default in between).
    private static func viewBinding<T, S: Equatable>(_ key: StyleProperty.Key<T>, _ property: ViewProperty,
                                                     _ slot: WritableKeyPath<DrawnProperties, StyleSlot<S>>,
                                                     convert: @escaping (T) -> S, from old: @escaping (S) -> AnimatedValue) -> StyleBinding {
        StyleBinding(name: key.name, set: { view, value, state, source in
            guard state == .normal, let t = T(styleValue: value) else { return false }
            let s = convert(t)
            switch source {
            case .code: view.restyle(property, slot, from: old) { $0.set(s, by: .code) }
            case .theme: view.drawn[keyPath: slot].set(s, by: .theme)
            }
            return true
        }, beginTheme: { view in
            let before = view.drawn[keyPath: slot]
            view.drawn[keyPath: slot].removeThemeValues()
            return {
                let after = view.drawn[keyPath: slot]
                view.drawn[keyPath: slot] = before
                view.restyle(property, slot, from: old) { $0 = after }
            }
        })
    }

    /// Shows the colour in `slot` (a bar's built-in or themed background) as the
    /// background, as the theme's value: code's background, if set, wins.
    package func showBackground<V: View>(from slot: KeyPath<V, StyleSlot<Color>>) {
        guard let v = self as? V else { return }
        let color = v[keyPath: slot].value()
        restyle(.backgroundColor, \.backgroundColor, from: { .color($0) }) { $0.set(color, by: .theme) }
    }

    /// `backgroundColor` stored in `slot` (whose fallback is the class's own background)
    /// and shown with ``showBackground(from:)``.
    package static func backgroundBinding<V: View>(_ slot: ReferenceWritableKeyPath<V, StyleSlot<Color>>) -> StyleBinding {
        StyleBinding(.backgroundColor, slot, states: false, convert: { $1 }) { $0.showBackground(from: slot) }
    }
}
