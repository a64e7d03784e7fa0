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
@MainActor
public enum ViewTree {
    /// The text of `view` and its subviews.
    public static func describe(_ view: View) -> String {
        var lines: [String] = []
        append(view, depth: 0, to: &lines)
        return lines.joined(separator: "\n") + "\n"
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

    private static func append(_ view: View, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + line(for: view))
        for sub in view.subviews { append(sub, depth: depth + 1, to: &lines) }
    }

    /// `20` for 20.0, `20.5` otherwise; never `-0`.
    static func number(_ v: Float) -> String {
        guard v.isFinite else { return "\(v)" }
        let rounded = (v * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
