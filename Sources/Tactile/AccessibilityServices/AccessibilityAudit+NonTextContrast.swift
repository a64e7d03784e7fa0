/// WCAG 2.1 AA success criterion 1.4.11 (non-text contrast): the visual information that
/// identifies a control or shows its state has 3:1 against the colours next to it. What
/// counts, following WCAG's Understanding document (a control identified by its text needs
/// no boundary; a state indicator is compared with what it touches, not with the other state):
/// - ``Switch``: the track (in its current state) against the background, the thumb against the track;
/// - ``Slider``: both parts of the track against the background, the thumb against each part
///   (its position is read where it cuts the track);
/// - a bordered ``TextField``: its box (the border, or the white field) against the background;
/// - a list cell's checkmark against the cell;
/// - ``SegmentedControl``: the selected segment (its fill or its edge) against the track, and
///   the titles as text (4.5:1, 3:1 large) against the segment they are on;
/// - ``Stepper``: the minus and plus signs against the buttons (they identify them, as a
///   button's title does);
/// - ``PageControl``: every dot against the background (the dots are the control).
/// Disabled controls are exempt, as WCAG exempts inactive components.
extension AccessibilityAudit {
    /// One part of a control and the colour next to it.
    struct NonTextPart {
        var name: String
        var color: Color
        var against: Color
        var needed: Double = 3
        /// Drawn text (a segment's title): 4.5:1, or 3:1 when large, reported as low contrast.
        var isText = false
    }

    static func nonTextContrast(in view: View, issues: inout [AccessibilityIssue]) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if let control = view as? Control, !control.isEnabled { return }
        for part in nonTextParts(of: view) {
            let ratio = ContrastRatio.ratio(part.color, part.against)
            guard ratio < part.needed - 0.005 else { continue }
            let shown = (ratio * 100).rounded() / 100
            issues.append(AccessibilityIssue(kind: part.isText ? .lowContrast : .lowNonTextContrast,
                                             element: "\(type(of: view)) \(part.name)",
                                             detail: "\(shown):1, needs \(part.needed):1 (\(hex(part.color)) on \(hex(part.against)))",
                                             frame: view.convert(view.bounds, to: nil)))
        }
        for sub in view.subviews { nonTextContrast(in: sub, issues: &issues) }
    }

    /// The parts of `view` that 1.4.11 asks about, with the colours as drawn (appearance,
    /// Increase Contrast, the view's and its ancestors' alpha).
    static func nonTextParts(of view: View) -> [NonTextPart] {
        let bg = ContrastRatio.background(of: view)
        var alpha: Float = 1
        var v: View? = view
        while let a = v { alpha *= a.alpha; v = a.superview }
        let dark = view.effectiveUserInterfaceStyle == .dark
        func shown(_ c: Color, over under: Color) -> Color {
            ContrastRatio.blend(c.resolved(dark: dark).contrastAdjusted, alpha: alpha, over: under)
        }
        switch view {
        case let s as Switch:
            let track = shown(s.isOn ? s.onTintColor : s.trackColor, over: bg)
            let state = s.isOn ? "on" : "off"
            return [NonTextPart(name: "track (\(state))", color: track, against: bg),
                    NonTextPart(name: "thumb on the \(state) track", color: shown(s.thumbColor, over: track), against: track)]
        case let s as Slider:
            let empty = shown(s.maximumTrackTintColor, over: bg), fill = shown(s.minimumTrackTintColor, over: bg)
            return [NonTextPart(name: "track (maximum)", color: empty, against: bg),
                    NonTextPart(name: "track (minimum)", color: fill, against: bg),
                    NonTextPart(name: "thumb on the maximum track", color: shown(s.thumbColor, over: empty), against: empty),
                    NonTextPart(name: "thumb on the minimum track", color: shown(s.thumbColor, over: fill), against: fill)]
        case let f as TextField:
            guard let border = f.fieldBorderColor else { return [] }
            let box = shown(.white, over: bg), edge = shown(border, over: bg)
            // The box is identified by its edge or by its white field, whichever stands out more.
            let best = ContrastRatio.ratio(edge, bg) >= ContrastRatio.ratio(box, bg) ? edge : box
            return [NonTextPart(name: "box", color: best, against: bg)]
        case let a as CellAccessoryView where a.type == .checkmark:
            return [NonTextPart(name: "checkmark", color: shown(a.tint, over: bg), against: bg)]
        case let s as SegmentedControl:
            return segmentedParts(of: s, shown: shown, background: bg)
        case let s as Stepper:
            let fill = shown(s.trackColor, over: bg)
            return [NonTextPart(name: "signs", color: shown(s.signColor, over: fill), against: fill)]
        case let p as PageControl where p.numberOfPages > (p.hidesForSinglePage ? 1 : 0):
            var parts = [NonTextPart(name: "current page dot", color: shown(p.currentPageIndicatorTintColor, over: bg), against: bg)]
            if p.numberOfPages > 1 {
                parts.append(NonTextPart(name: "page dots", color: shown(p.pageIndicatorTintColor, over: bg), against: bg))
            }
            return parts
        default:
            return []
        }
    }

    static func segmentedParts(of s: SegmentedControl, shown: (Color, Color) -> Color, background bg: Color) -> [NonTextPart] {
        let track = shown(s.trackColor, bg)
        let large = ContrastRatio.isLarge(s.font)
        var parts: [NonTextPart] = []
        if s.selectedSegmentIndex >= 0, s.selectedSegmentIndex < s.numberOfSegments, let tint = s.selectedSegmentTintColor {
            let pill = shown(tint, track), edge = shown(s.selectedSegmentEdgeColor, track)
            let best = ContrastRatio.ratio(edge, track) >= ContrastRatio.ratio(pill, track) ? edge : pill
            parts.append(NonTextPart(name: "selected segment", color: best, against: track))
            parts.append(NonTextPart(name: "selected title", color: shown(s.titleColor, pill), against: pill,
                                     needed: ContrastRatio.isLarge(s.selectedFont) ? 3.0 : 4.5, isText: true))
        }
        if s.numberOfSegments > (s.selectedSegmentIndex >= 0 ? 1 : 0) {
            parts.append(NonTextPart(name: "titles", color: shown(s.titleColor, track), against: track, needed: large ? 3.0 : 4.5, isText: true))
        }
        return parts
    }
}
