/// Who set each plain view property a theme may set (background, corner radius, border,
/// alpha, clipping): the same "code beats theme" rule as ``StyleSlot``, for properties
/// stored in ``View`` itself. The view's setters report every write; writes made while a
/// theme applies count as the theme's.
struct ViewStyleSources {
    /// The plain view properties a theme may set.
    struct Properties: OptionSet {
        let rawValue: UInt8
        static let backgroundColor = Properties(rawValue: 1 << 0)
        static let cornerRadius = Properties(rawValue: 1 << 1)
        static let borderWidth = Properties(rawValue: 1 << 2)
        static let borderColor = Properties(rawValue: 1 << 3)
        static let alpha = Properties(rawValue: 1 << 4)
        static let clipsToBounds = Properties(rawValue: 1 << 5)
    }

    /// Properties set in code: themes leave them alone.
    var setInCode: Properties = []
    /// Properties the theme set (reset to their defaults when the next theme has none).
    var setByTheme: Properties = []
    /// `true` while a theme writes a property.
    var isApplyingTheme = false

    /// Called by the view's setters.
    mutating func noteSet(_ p: Properties) {
        if !isApplyingTheme { setInCode.insert(p) }
    }
}

extension View {
    /// Sets a plain view property to a built-in or themed look (a bar's background): not
    /// as code, so themes may change it, and not at all when code set it.
    func setStyleDefault(_ p: ViewStyleSources.Properties, _ assign: () -> Void) {
        guard !styleSources.setInCode.contains(p) else { return }
        styleSources.isApplyingTheme = true
        assign()
        styleSources.isApplyingTheme = false
    }

    /// Shows the colour in `slot` (a bar's built-in or themed background) as the
    /// background, unless code set the background.
    func showBackground<V: View>(from slot: KeyPath<V, StyleSlot<Color>>) {
        guard let v = self as? V else { return }
        setStyleDefault(.backgroundColor) { backgroundColor = v[keyPath: slot].value() }
    }

    /// `backgroundColor` stored in `slot` (whose fallback is the class's own background)
    /// and shown with ``showBackground(from:)``.
    static func backgroundBinding<V: View>(_ slot: ReferenceWritableKeyPath<V, StyleSlot<Color>>) -> StyleBinding {
        StyleBinding(.backgroundColor, slot, states: false, convert: { $1 }) { $0.showBackground(from: slot) }
    }

    /// The plain view properties every styled view reads.
    static var viewStyleProperties: [StyleBinding] {
        [
            viewBinding(.backgroundColor, .backgroundColor, default: nil) { $0.backgroundColor = $1 },
            viewBinding(.cornerRadius, .cornerRadius, default: 0) { $0.cornerRadius = $1 },
            viewBinding(.borderWidth, .borderWidth, default: 0) { $0.borderWidth = $1 },
            viewBinding(.borderColor, .borderColor, default: nil) { $0.borderColor = $1 },
            viewBinding(.alpha, .alpha, default: 1) { $0.alpha = $1 },
            viewBinding(.clipsToBounds, .clipsToBounds, default: false) { $0.clipsToBounds = $1 },
        ]
    }

    /// A plain view property (one value for every state): set in code, it counts as code's;
    /// from a theme, only when code did not set it; back to `default` when a new theme
    /// has no value for it.
    private static func viewBinding<T, S>(_ key: StyleProperty.Key<T>, _ p: ViewStyleSources.Properties, default def: S,
                                          assign: @escaping (View, S) -> Void) -> StyleBinding {
        StyleBinding(name: key.name, set: { view, value, state, source in
            guard state == .normal, let t = T(styleValue: value), let s = t as? S else { return false }
            if source == .code {
                assign(view, s)
            } else if !view.styleSources.setInCode.contains(p) {
                view.styleSources.isApplyingTheme = true
                assign(view, s)
                view.styleSources.isApplyingTheme = false
                view.styleSources.setByTheme.insert(p)
            }
            return true
        }, beginTheme: { view in
            let previous = view.styleSources.setByTheme.contains(p)
            view.styleSources.setByTheme.remove(p)
            return {
                guard previous, !view.styleSources.setByTheme.contains(p), !view.styleSources.setInCode.contains(p) else { return }
                view.styleSources.isApplyingTheme = true
                assign(view, def)
                view.styleSources.isApplyingTheme = false
            }
        })
    }
}
