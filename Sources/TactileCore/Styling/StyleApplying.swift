/// A view that applies theme styles to itself: Tactile's controls, labels, images and stacks.
///
/// ``Theme/apply(to:)`` merges the styles for the view's type names (most general first),
/// then those of its ``View/styleName``, and hands each value to the binding of
/// ``styleProperties`` with that name. A subclass adds its own bindings to `super`'s.
@MainActor
public protocol StyleApplying: View {
    /// The type names whose styles apply, most general first (the dynamic type's name is
    /// added after them).
    static var styleTypeNames: [String] { get }
    /// The styled properties the class reads, each a typed key bound to where the value
    /// goes; a later binding for the same name replaces an earlier one.
    static var styleProperties: [StyleBinding] { get }
}

extension StyleApplying {
    /// Applies one value, as a theme whose only value for the property this is
    /// (`fromTheme`; code-set values then win) or as set in code; returns `false` when the
    /// view has no such property or the value does not fit it.
    func applyStyleValue(_ value: StyleValue, for key: StyleKey, fromTheme: Bool) -> Bool {
        guard case let .success(checked) = StyleProperty.validate(value, for: key),
              let binding = styleBindings.last(where: { $0.name == key.property }) else { return false }
        guard fromTheme else { return binding.set(self, checked, key.controlState, .code) }
        let finish = binding.beginTheme(self)
        defer { finish() }
        return binding.set(self, checked, key.controlState, .theme)
    }
}

extension View {
    /// The bindings of this view's class (plain views: the view properties).
    var styleBindings: [StyleBinding] {
        (self as? StyleApplying).map { type(of: $0).styleProperties } ?? View.viewStyleProperties
    }

    /// The theme this view uses: its window's, or ``Theme/default`` outside a window.
    public var currentTheme: Theme { window?.theme ?? .default }

    /// Applies ``currentTheme``'s style (plain views only when they have a ``styleName``
    /// or carry values of a previous theme).
    func applyThemeStyle() {
        guard self is StyleApplying || styleName != nil || drawn.hasThemeValues else { return }
        currentTheme.apply(to: self)
    }

    /// Sets a styled property by name from text, as a theme file would:
    /// `try button.setStyleProperty("accentColor", to: "#E67E22")`.
    /// Throws ``TactileError/theme(file:line:property:message:)`` for an unknown property,
    /// a wrong value, or a property this view does not have.
    public func setStyleProperty(_ name: String, to text: String) throws {
        guard let key = StyleKey(parsing: name) else {
            throw TactileError.theme(file: "<code>", line: 0, property: name, message: "unknown state in '\(name)'")
        }
        switch StyleProperty.value(parsing: text, for: key) {
        case let .failure(e):
            throw TactileError.theme(file: "<code>", line: 0, property: name, message: e.description)
        case let .success(value):
            try setStyleValue(value, for: key)
        }
    }

    /// Sets a styled property to a value. Values set this way count as set in code.
    /// Throws ``TactileError/theme(file:line:property:message:)`` for a value of the wrong
    /// kind or range, or a property this view does not have.
    public func setStyleValue(_ value: StyleValue, for key: StyleKey) throws {
        let checked: StyleValue
        switch StyleProperty.validate(value, for: key) {
        case let .failure(e): throw TactileError.theme(file: "<code>", line: 0, property: key.description, message: e.description)
        case let .success(v): checked = v
        }
        guard styleBindings.last(where: { $0.name == key.property })?.set(self, checked, key.controlState, .code) == true else {
            throw TactileError.theme(file: "<code>", line: 0, property: key.description,
                                     message: "\(type(of: self)) has no styled property '\(key.property)'")
        }
    }

    /// Sets a typed styled property in code: `try button.setStyle(.accentColor, .orange, for: .highlighted)`.
    public func setStyle<Value>(_ property: StyleProperty.Key<Value>, _ value: Value, for state: ControlState? = nil) throws {
        try setStyleValue(value.styleValue, for: StyleKey(property, state: state))
    }

    /// Lays this view out again, and the stacks it sits in (their sizes depend on its
    /// natural size), as UIKit's `invalidateIntrinsicContentSize()`.
    public func invalidateIntrinsicContentSize() {
        intrinsicLayoutDidChange()
        setNeedsLayout()
        var v = superview
        while let s = v {
            s.setNeedsLayout()
            guard s.layoutDependsOnSubviewSizes else { break }
            v = s.superview
        }
    }
}
