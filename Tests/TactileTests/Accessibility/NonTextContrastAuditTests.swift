import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// WCAG 2.1 AA 1.4.11 (non-text contrast, 3:1) in the audit: each control's identifying
/// part is found when it is too faint, and the shipped themes' controls pass on the system
/// backgrounds in both appearances, with and without Increase Contrast.
@MainActor
@Suite(.serialized) struct NonTextContrastAuditTests {
    func audit(background: Color = .white, theme: Theme? = nil, style: UserInterfaceStyle = .light,
               _ build: (View) -> Void) -> [AccessibilityIssue] {
        let root = View()
        root.backgroundColor = background
        build(root)
        let h = Harness(root: root, size: Size(width: 400, height: 400))
        if let theme { h.window.theme = theme }
        h.window.overrideUserInterfaceStyle = style
        return h.auditAccessibility().filter { $0.kind == .lowNonTextContrast || $0.kind == .lowContrast }
    }

    func place(_ v: View, _ y: Float, in root: View) {
        let size = v.sizeThatFits(Size(width: 200, height: 0))
        v.frame = Rect(x: 20, y: y, width: max(60, size.width), height: max(26, size.height))
        root.addSubview(v)
    }

    /// One of every control the rule knows, as an app would make them.
    func controls(in root: View) {
        let off = Switch(), on = Switch()
        on.isOn = true
        place(off, 10, in: root)
        let onBox = View(frame: Rect(x: 100, y: 10, width: 60, height: 34))
        root.addSubview(onBox)
        on.frame = onBox.bounds
        onBox.addSubview(on)
        let slider = Slider()
        slider.value = 0.5
        slider.accessibilityLabel = "Volume"
        place(slider, 60, in: root)
        let field = TextField(frame: Rect(x: 20, y: 110, width: 200, height: 44))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.accessibilityLabel = "Name"
        root.addSubview(field)
        let segments = SegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        place(segments, 170, in: root)
        place(Stepper(), 220, in: root)
        let pages = PageControl()
        pages.numberOfPages = 4
        pages.currentPage = 1
        place(pages, 270, in: root)
        let check = CellAccessoryView(frame: Rect(x: 20, y: 320, width: 20, height: 44))
        check.type = .checkmark
        root.addSubview(check)
    }

    func format(_ issues: [AccessibilityIssue]) -> String { issues.map(\.description).joined(separator: "\n") }

    @Test func theDefaultThemesControlsPassOnEverySystemBackground() {
        defer { Accessibility.isDarkerSystemColorsEnabled = false }
        for contrast in [false, true] {
            Accessibility.isDarkerSystemColorsEnabled = contrast
            for style in [UserInterfaceStyle.light, .dark] {
                for bg in [Color.systemBackground, .systemGroupedBackground, .secondarySystemGroupedBackground] {
                    let issues = audit(background: bg, style: style) { controls(in: $0) }
                    #expect(issues.isEmpty, "\(style) contrast=\(contrast) on \(bg):\n\(format(issues))")
                }
            }
        }
    }

    func shippedTheme(_ name: String) throws -> Theme {
        let root = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
        return try Theme(contentsOfFile: "/" + root + "/Resources/Themes/\(name).json")
    }

    @Test func theShippedDarkAndWarmThemesControlsPassOnTheirScreenAndCard() throws {
        let dark = try shippedTheme("dark")
        for bg in [Color.black, Color(r: 0x2C, g: 0x2C, b: 0x2E)] {
            let issues = audit(background: bg, theme: dark, style: .dark) { controls(in: $0) }
            #expect(issues.isEmpty, "dark on \(bg):\n\(format(issues))")
        }
        let warm = try shippedTheme("warm")
        for bg in [Color(r: 0xF3, g: 0xE5, b: 0xD8), Color(r: 0xFF, g: 0xF8, b: 0xF0)] {
            let issues = audit(background: bg, theme: warm) { controls(in: $0) }
            #expect(issues.isEmpty, "warm on \(bg):\n\(format(issues))")
        }
    }

    @Test func iOSsOwnLightGreysAreFound() {
        // iOS's off track (#C7C7CC here, #E9E9EA there) and empty slider track (systemGray4)
        // are under 3:1 on white; so are the tertiaryLabel page dots and a pale checkmark.
        let issues = audit { root in
            let s = Switch()
            s.trackColor = Color(r: 0xC7, g: 0xC7, b: 0xCC)
            place(s, 10, in: root)
            let slider = Slider()
            slider.accessibilityLabel = "Volume"
            slider.maximumTrackTintColor = .systemGray4
            place(slider, 60, in: root)
            let pages = PageControl()
            pages.numberOfPages = 3
            pages.pageIndicatorTintColor = .tertiaryLabel
            place(pages, 110, in: root)
            let check = CellAccessoryView(frame: Rect(x: 20, y: 160, width: 20, height: 44))
            check.type = .checkmark
            check.tint = .systemYellow
            root.addSubview(check)
        }
        let found = issues.map(\.element)
        #expect(found == ["Switch track (off)", "Switch thumb on the off track", "Slider track (maximum)", "Slider thumb on the maximum track",
                          "PageControl page dots", "CellAccessoryView checkmark"], "\(format(issues))")
        #expect(issues.allSatisfy { $0.kind == .lowNonTextContrast })
        #expect(issues.first?.detail.hasPrefix("1.68:1, needs 3.0:1 (#c7c7cc on #ffffff)") == true, "\(format(issues))")
    }

    @Test func aStateIndicatorIsComparedWithWhatItTouches() {
        // A white thumb on a pale on-track: the track passes against a dark card, the thumb
        // on it does not; a segmented control without its edge (a white segment on the light
        // track, 1.1:1) is found through its selected segment only when the edge is too faint.
        let issues = audit(background: Color(white: 0.1)) { root in
            let s = Switch()
            s.isOn = true
            s.onTintColor = .systemGreen
            place(s, 10, in: root)
        }
        #expect(issues.map(\.element) == ["Switch thumb on the on track"], "\(format(issues))")
        let segments = audit { root in
            let s = SegmentedControl(items: ["A", "B"])
            s.selectedSegmentIndex = 0
            s.titleColor = Color(white: 0.7)
            place(s, 10, in: root)
        }
        #expect(segments.map(\.element) == ["SegmentedControl selected title", "SegmentedControl titles"], "\(format(segments))")
        #expect(segments.allSatisfy { $0.kind == .lowContrast })
    }

    @Test func disabledAndHiddenControlsAreExempt() {
        let issues = audit { root in
            let s = Switch()
            s.trackColor = Color(white: 0.9)
            s.isEnabled = false
            place(s, 10, in: root)
            let t = Switch()
            t.trackColor = Color(white: 0.9)
            t.isHidden = true
            place(t, 60, in: root)
        }
        #expect(issues.isEmpty, "\(format(issues))")
    }

    @Test func aPlainTextFieldHasNoBoxToCheck() {
        let issues = audit { root in
            let f = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 44))
            f.borderStyle = .none
            f.accessibilityLabel = "Name"
            root.addSubview(f)
        }
        #expect(issues.isEmpty, "\(format(issues))")
    }
}
