/// A view that applies theme styles to itself: Tactile's controls, labels, images and stacks.
///
/// ``Theme/apply(to:)`` merges the styles for the view's type names (most general first),
/// then those of its ``View/styleName``, and hands each value to
/// ``applyStyleValue(_:for:fromTheme:)``. A subclass handles its own properties and calls `super`.
@MainActor
public protocol StyleApplying: View {
    /// Applies one value; returns `false` when the view has no such property. `fromTheme`
    /// is `true` when a theme applies it (code-set values then win) and `false` when code
    /// sets it by name.
    func applyStyleValue(_ value: StyleValue, for key: StyleKey, fromTheme: Bool) -> Bool
    /// Called before a theme applies its values: forget values the previous theme set.
    func resetThemedValues()
    /// The type names whose styles apply, most general first (the dynamic type's name is
    /// added after them).
    static var styleTypeNames: [String] { get }
}

extension View {
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
    public func setStyleValue(_ value: StyleValue, for key: StyleKey) throws {
        let handled: Bool
        if let s = self as? StyleApplying {
            handled = s.applyStyleValue(value, for: key, fromTheme: false)
        } else {
            var record = ThemeRecord()
            handled = applyViewStyleValue(value, for: key, record: &record, force: true)
        }
        if !handled {
            throw TactileError.theme(file: "<code>", line: 0, property: key.description,
                                     message: "\(type(of: self)) has no styled property '\(key.property)'")
        }
    }

    /// Applies a plain view property (background, radius, border, alpha, clipping) unless
    /// code changed it since the last theme (`force` skips that check).
    func applyViewStyleValue(_ value: StyleValue, for key: StyleKey, record: inout ThemeRecord, force: Bool = false) -> Bool {
        let name = key.description
        func apply(_ current: StyleValue, _ def: StyleValue, _ set: () -> Void) -> Bool {
            if force || record.mayApply(name, current: current, default: def) {
                set()
                record.applied[name] = value
            }
            return true
        }
        switch key.property {
        case "backgroundColor":
            guard key.state == nil || key.state == .normal, let c = value.color else { return false }
            return apply(.color(backgroundColor ?? .clear), .color(.clear)) { backgroundColor = c }
        case "cornerRadius":
            guard let n = value.number else { return false }
            return apply(.number(cornerRadius), .number(0)) { cornerRadius = n }
        case "borderWidth":
            guard let n = value.number else { return false }
            return apply(.number(borderWidth), .number(0)) { borderWidth = n }
        case "borderColor":
            guard key.state == nil || key.state == .normal, let c = value.color else { return false }
            return apply(.color(borderColor ?? .black), .color(.black)) { borderColor = c }
        case "alpha":
            guard let n = value.number else { return false }
            return apply(.number(alpha), .number(1)) { alpha = n }
        case "clipsToBounds":
            guard let b = value.bool else { return false }
            return apply(.bool(clipsToBounds), .bool(false)) { clipsToBounds = b }
        default:
            return false
        }
    }

    /// Lays this view out again, and the stacks it sits in (their sizes depend on its
    /// natural size), as UIKit's `invalidateIntrinsicContentSize()`.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        var v = superview
        while let s = v {
            s.setNeedsLayout()
            guard s.layoutDependsOnSubviewSizes else { break }
            v = s.superview
        }
    }
}
