import Tactile

/// The view tree as text, one line per view, indented by depth:
///
/// ```
/// View (0 0; 320 200)
///   View (20 20; 120 40) clips radius=8
///     Button (0 0; 40 40) title="OK" highlighted
/// ```
///
/// Each line holds the type, the frame (`x y; width height` in the superview), the state a
/// base ``View`` has (`hidden`, `alpha=…`, `noInteraction`, `clips`, `radius=…`, `border=…`,
/// `tag=…`, `style=…`, only when not the default) and the view's own
/// ``View/debugTreeDescription`` (a control's title, text and state). Colours are left out:
/// the image strategy is for pixels, this one for structure.
///
/// Views placed by constraints are marked as UIKit's `_autolayoutTrace` marks them: `*` with
/// a number (`*#3`, the view's place in the listing), `AMBIGUOUS LAYOUT` when their
/// constraints leave them free, and under them, prefixed `≡`, the active constraints whose
/// first item is the view or one of its guides, naming views by those numbers:
///
/// ```
/// View (0 0; 320 200) *#0
///   Label (16 20; 288 24) text="Name" *#1
///     ≡ #1.leading = #0.UIViewLayoutMarginsGuide.leading + 8
/// ```
@MainActor
public enum ViewTree {
    /// The text of `view` and its subviews.
    public static func describe(_ view: View) -> String {
        var lines: [String] = []
        var numbers: [ObjectIdentifier: Int] = [:]
        number(view, &numbers)
        append(view, depth: 0, numbers: numbers, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Preorder numbers of the views in the tree.
    private static func number(_ view: View, _ numbers: inout [ObjectIdentifier: Int]) {
        numbers[ObjectIdentifier(view)] = numbers.count
        for sub in view.subviews { number(sub, &numbers) }
    }

    /// The constraint-layout notes of a view: its mark, and its constraints' lines.
    private static func constraintNotes(_ view: View, numbers: [ObjectIdentifier: Int]) -> (mark: String, lines: [String]) {
        let constrained = view.constraintsAffectingLayout
        let placed = !view.translatesAutoresizingMaskIntoConstraints
        guard placed || !constrained.isEmpty else { return ("", []) }
        let n = numbers[ObjectIdentifier(view)].map { "#\($0)" } ?? "#?"
        var mark = placed ? "*\(n)" : n
        if view.hasAmbiguousLayout { mark += " AMBIGUOUS LAYOUT" }
        var lines: [String] = []
        for c in constrained {
            guard let first = name(of: c.firstItem, view: view) else { continue }
            func item(_ object: AnyObject?) -> String {
                guard let object else { return "" }
                if let v = object as? View { return numbers[ObjectIdentifier(v)].map { "#\($0)" } ?? "\(type(of: v))" }
                if let g = object as? LayoutGuide {
                    let owner = g.owningView.flatMap { numbers[ObjectIdentifier($0)] }.map { "#\($0)" } ?? "?"
                    return "\(owner).\(g.identifier.isEmpty ? "LayoutGuide" : g.identifier)"
                }
                return "?"
            }
            var rhs = ""
            if c.secondItem != nil {
                rhs = "\(item(c.secondItem)).\(c.secondAttribute)"
                if c.multiplier != 1 { rhs += " × \(number(c.multiplier))" }
                if c.constant != 0 { rhs += c.constant > 0 ? " + \(number(c.constant))" : " - \(number(-c.constant))" }
            } else {
                rhs = number(c.constant)
            }
            let relation = c.relation == .equal ? "=" : c.relation == .lessThanOrEqual ? "<=" : ">="
            let priority = c.priority == .required ? "" : " @\(Int(c.priority.rawValue))"
            let id = c.identifier.map { " '\($0)'" } ?? ""
            lines.append("≡ \(first == "" ? item(c.firstItem) : first).\(c.firstAttribute) \(relation) \(rhs)\(priority)\(id)")
        }
        return (mark, lines.sorted())
    }

    /// `""` when the constraint's first item is `view`, the guide's name when it is one of
    /// `view`'s guides, `nil` otherwise (the constraint is listed under its first item).
    private static func name(of object: AnyObject?, view: View) -> String? {
        if object === view { return "" }
        if let g = object as? LayoutGuide, g.owningView === view { return "" }
        return nil
    }

    /// The line describing `view` alone (no indentation).
    public static func line(for view: View) -> String {
        var parts = ["\(type(of: view)) (\(number(view.frame.minX)) \(number(view.frame.minY)); \(number(view.frame.width)) \(number(view.frame.height)))"]
        if view.bounds.origin != .zero { parts.append("bounds.origin=(\(number(view.bounds.origin.x)) \(number(view.bounds.origin.y)))") }
        if view.isHidden { parts.append("hidden") }
        if view.alpha != 1 { parts.append("alpha=\(number(view.alpha))") }
        if !view.isUserInteractionEnabled { parts.append("noInteraction") }
        if view.clipsToBounds { parts.append("clips") }
        let r = view.cornerRadii
        if r != .zero {
            if r.topLeft == r.topRight && r.topLeft == r.bottomRight && r.topLeft == r.bottomLeft {
                parts.append("radius=\(number(r.topLeft))")
            } else {
                parts.append("radii=\(number(r.topLeft)),\(number(r.topRight)),\(number(r.bottomRight)),\(number(r.bottomLeft))")
            }
        }
        if view.borderWidth > 0 { parts.append("border=\(number(view.borderWidth))") }
        if view.tag != 0 { parts.append("tag=\(view.tag)") }
        if let style = view.styleName { parts.append("style=\(style)") }
        let own = view.debugTreeDescription
        if !own.isEmpty { parts.append(own) }
        return parts.joined(separator: " ")
    }

    private static func append(_ view: View, depth: Int, numbers: [ObjectIdentifier: Int], to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let notes = constraintNotes(view, numbers: numbers)
        lines.append(indent + line(for: view) + (notes.mark.isEmpty ? "" : " " + notes.mark))
        for l in notes.lines { lines.append(indent + "  " + l) }
        for sub in view.subviews { append(sub, depth: depth + 1, numbers: numbers, to: &lines) }
    }

    /// `20` for 20.0, `20.5` otherwise; never `-0`.
    static func number(_ v: Float) -> String {
        guard v.isFinite else { return "\(v)" }
        let rounded = (v * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
