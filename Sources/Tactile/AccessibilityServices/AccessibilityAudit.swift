/// Checks a window for what keeps a blind, low-vision or motor-impaired person from using
/// it: unlabeled interactive elements, touch targets under ``Accessibility/minimumTouchTarget``,
/// text contrast under WCAG 2.1 AA (4.5:1; 3:1 for large text), controls' tracks, boxes and
/// state marks under 3:1 (non-text contrast, 1.4.11), interactive elements covered
/// by other views, reading orders that jump back up, and labels whose text does not fit them
/// (what large Dynamic Type sizes do to fixed layouts). TactileTesting's
/// `harness.auditAccessibility()` runs it; so can an app (a kiosk's self-test).
@MainActor
public enum AccessibilityAudit {
    /// The issues found in the tree under `root` (lay it out first), in reading order, then
    /// the texts' contrast in tree order, then the controls' non-text contrast in tree order.
    public static func run(_ root: View) -> [AccessibilityIssue] {
        let tree = AccessibilityTree(root: root)
        var issues: [AccessibilityIssue] = []
        var previous: AccessibilityNode?
        for node in tree.nodes {
            issues += check(node, in: root)
            if let p = previous, node.frame.maxY <= p.frame.minY, p.frame.minY - node.frame.maxY > 1 {
                issues.append(AccessibilityIssue(kind: .focusOrder, element: node.line,
                                                 detail: "read after \(p.line), which is below it", frame: node.frame))
            }
            previous = node
        }
        contrast(in: root, issues: &issues)
        nonTextContrast(in: root, issues: &issues)
        return issues
    }

    static func check(_ node: AccessibilityNode, in root: View) -> [AccessibilityIssue] {
        guard node.role.isInteractive, !node.traits.contains(.notEnabled) else { return [] }
        var out: [AccessibilityIssue] = []
        if (node.label ?? "").allSatisfy({ $0 == " " }) {
            out.append(AccessibilityIssue(kind: .unlabeled, element: node.line, detail: "no accessibilityLabel", frame: node.frame))
        }
        let minimum = Accessibility.minimumTouchTarget
        let target = touchArea(of: node)
        if target.width < minimum - 0.5 || target.height < minimum - 0.5 {
            out.append(AccessibilityIssue(kind: .smallTouchTarget, element: node.line,
                                          detail: "\(Int(target.width))x\(Int(target.height)) pt, under \(Int(minimum))x\(Int(minimum))",
                                          frame: node.frame))
        }
        if let view = node.item as? View ?? (node.item as? AccessibilityElement)?.accessibilityContainer,
           isInteractive(view),
           let hit = root.hitTest(root.convert(node.frame.center, from: nil), with: nil),
           hit !== view, !hit.isDescendant(of: view), !(node.item is AccessibilityElement && view.isDescendant(of: hit)) {
            out.append(AccessibilityIssue(kind: .hidden, element: node.line,
                                          detail: "covered by \(type(of: hit)) at its centre", frame: node.frame))
        }
        return out
    }

    /// Whether touches can reach `view` at all (a button shown only as a picture of one can't,
    /// and is not "covered").
    static func isInteractive(_ view: View) -> Bool {
        var v: View? = view
        while let c = v { if !c.isUserInteractionEnabled { return false }; v = c.superview }
        return true
    }

    /// The area a finger can hit: the frame, widened by the view's own `point(inside:)`
    /// probed outwards (controls that enlarge their touch area).
    static func touchArea(of node: AccessibilityNode) -> Size {
        if let e = node.item as? AccessibilityElement, let c = e.accessibilityContainer {
            // A drawn element (a segment): as tall as its container takes touches around it.
            let f = e.accessibilityFrameInContainerSpace
            var up: Float = 0, down: Float = 0
            while up < 100, c.point(inside: Point(x: f.midX, y: f.minY - up - 1), with: nil) { up += 1 }
            while down < 100, c.point(inside: Point(x: f.midX, y: f.maxY + down), with: nil) { down += 1 }
            return Size(width: node.frame.width, height: max(node.frame.height, f.height + up + down))
        }
        guard let view = node.item as? View else { return node.frame.size }
        let b = view.bounds
        let c = Point(x: b.midX, y: b.midY)
        func reach(_ dx: Float, _ dy: Float) -> Float {
            var d: Float = 0
            while d < 100, view.point(inside: Point(x: c.x + dx * (d + 1), y: c.y + dy * (d + 1)), with: nil) { d += 1 }
            return d
        }
        let w = reach(-1, 0) + reach(1, 0) + 1
        let h = reach(0, -1) + reach(0, 1) + 1
        return Size(width: max(b.width, w), height: max(b.height, h))
    }

    /// Visible text (labels, text fields) against the background behind it.
    static func contrast(in view: View, issues: inout [AccessibilityIssue]) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if let control = view as? Control, !control.isEnabled { return }   // WCAG exempts inactive components
        var text: String?, color: Color?, font: Font?
        if let l = view as? Label, let t = l.text, !t.isEmpty { text = t; color = l.textColor; font = l.font }
        if let f = view as? TextField, !f.currentText.isEmpty { text = f.currentText; color = f.textColor; font = f.font }
        if let l = view as? Label, let t = l.text, !t.isEmpty, let detail = clipping(of: l) {
            issues.append(AccessibilityIssue(kind: .clippedText, element: "Label \"\(t.prefix(40))\"", detail: detail,
                                             frame: view.convert(view.bounds, to: nil)))
        }
        if let t = text, let c = color, let fnt = font {
            let bg = ContrastRatio.background(of: view)
            var alpha: Float = 1
            var v: View? = view
            while let a = v { alpha *= a.alpha; v = a.superview }
            let dark = view.effectiveUserInterfaceStyle == .dark
            let fg = ContrastRatio.blend(c.resolved(dark: dark).contrastAdjusted, alpha: alpha, over: bg)
            let ratio = ContrastRatio.ratio(fg, bg)
            let needed = ContrastRatio.isLarge(fnt) ? 3.0 : 4.5
            if ratio < needed - 0.005 {
                let shown = (ratio * 100).rounded() / 100
                issues.append(AccessibilityIssue(kind: .lowContrast, element: "\(type(of: view)) \"\(t.prefix(40))\"",
                                                 detail: "\(shown):1, needs \(needed):1 (\(hex(fg)) on \(hex(bg)))",
                                                 frame: view.convert(view.bounds, to: nil)))
            }
        }
        for sub in view.subviews { contrast(in: sub, issues: &issues) }
    }

    /// Why a label's text does not fit it, or `nil`: one line wider than the label, or more
    /// lines than its height shows.
    static func clipping(of l: Label) -> String? {
        let b = l.bounds
        guard b.width > 0, b.height > 0 else { return nil }
        if l.numberOfLines == 1 {
            let w = l.sizeThatFits(.zero).width
            return w > b.width + 1 ? "needs \(Int(w.rounded(.up))) pt of width, has \(Int(b.width))" : nil
        }
        let h = l.sizeThatFits(Size(width: b.width, height: 0)).height
        return h > b.height + 1 ? "needs \(Int(h.rounded(.up))) pt of height, has \(Int(b.height))" : nil
    }

    static func hex(_ c: Color) -> String {
        let digits = Array("0123456789abcdef")
        return "#" + [c.r, c.g, c.b].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 15)])" }.joined()
    }
}
