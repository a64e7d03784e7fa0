import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// Dynamic Type, Bold Text, Increase Contrast and their configuration. The settings are
/// process-wide: the suite runs serialised and puts each back.
@MainActor
@Suite(.serialized) struct AppearanceSettingsTests {
    @Test func preferredFontsFollowTheContentSizeCategory() {
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: .large).size == 17)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: .accessibilityExtraExtraExtraLarge).size == 53)
        #expect(Font.preferredFont(forTextStyle: .headline, compatibleWith: .large).source == .embeddedDefaultBold)
        #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: .extraSmall).size == 11)
        for style in Font.TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.size(for: $0) }
            #expect(sizes == sizes.sorted(), "\(style) grows with the category")
        }
        #expect(ContentSizeCategory(name: "AX5") == .accessibilityExtraExtraExtraLarge && ContentSizeCategory(name: "xl") == .extraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func adjustingViewsChangeTheirFontWhenTheCategoryChanges() {
        defer { Accessibility.preferredContentSizeCategory = .large }
        let label = Label(text: "Room 4")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let fixed = Label(text: "Fixed")
        fixed.font = .preferredFont(forTextStyle: .body)
        let button = Button(title: "Book")
        button.titleLabel.font = .preferredFont(forTextStyle: .headline)
        button.adjustsFontForContentSizeCategory = true
        let field = TextField()
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        let stack = StackView(arrangedSubviews: [label, fixed, button, field])
        stack.axis = .vertical
        stack.frame = Rect(x: 0, y: 0, width: 400, height: 600)
        let h = Harness(root: { let r = View(); r.addSubview(stack); return r }(), size: Size(width: 400, height: 600))
        let before = button.intrinsicContentSize
        var seen: [AccessibilitySetting] = []
        let token = Accessibility.addSettingsObserver { seen.append($0) }
        defer { Accessibility.removeSettingsObserver(token) }
        Accessibility.preferredContentSizeCategory = .accessibilityExtraLarge
        h.runFrame()
        #expect(seen == [.contentSizeCategory])
        #expect(label.font.size == 40 && field.font.size == 40 && button.titleLabel.font.size == 40)
        #expect(fixed.font.size == 17, "a label that does not adjust keeps its font")
        #expect(button.intrinsicContentSize.height > before.height)
        #expect(label.frame.height > 40, "the stack laid the grown label out")
        Accessibility.preferredContentSizeCategory = .large
        #expect(label.font.size == 17 && label.font.textStyle == .body)
    }

    @Test func theAuditFindsTextThatLargeSizesClip() {
        defer { Accessibility.preferredContentSizeCategory = .large }
        let root = View()
        root.backgroundColor = .white
        let one = Label(text: "Booked by Ada")
        one.font = .preferredFont(forTextStyle: .body)
        one.adjustsFontForContentSizeCategory = true
        one.frame = Rect(x: 10, y: 10, width: 200, height: 30)
        let two = Label(text: "Free until 14:00, six seats")
        two.numberOfLines = 0
        two.font = .preferredFont(forTextStyle: .body)
        two.adjustsFontForContentSizeCategory = true
        two.frame = Rect(x: 10, y: 50, width: 300, height: 50)
        root.addSubview(one)
        root.addSubview(two)
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        #expect(h.auditAccessibility().isEmpty, "\(h.auditAccessibility())")
        Accessibility.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        h.runFrame()
        let clipped = h.auditAccessibility().filter { $0.kind == .clippedText }
        #expect(clipped.count == 2, "\(clipped)")
        #expect(clipped.first?.detail.contains("of width, has 200") == true && clipped.last?.detail.contains("of height, has 50") == true)
    }

    @Test func boldTextDrawsAndMeasuresTheRegularFaceBold() {
        let label = Label(text: "Book room 4 now")
        let regular = label.intrinsicContentSize.width
        Accessibility.isBoldTextEnabled = true
        defer { Accessibility.isBoldTextEnabled = false }
        #expect(label.intrinsicContentSize.width > regular, "bold glyphs are wider")
        #expect(ContrastRatio.isLarge(Font(size: 19)), "bold 19 pt text is large for WCAG")
    }

    @Test func increaseContrastDrawsTheHighContrastVariants() throws {
        let root = View()
        root.backgroundColor = .white
        let b = Button(title: "Book")
        b.setBackgroundColor(.systemBlue, for: .normal)   // iOS's colour (the default theme's accent passes AA)
        b.frame = Rect(x: 10, y: 10, width: 120, height: 50)
        root.addSubview(b)
        let h = Harness(root: root, size: Size(width: 200, height: 80))
        #expect(h.auditAccessibility().map(\.kind) == [.lowContrast], "white on systemBlue is 4.02:1")
        let normal = h.render()
        Accessibility.isDarkerSystemColorsEnabled = true
        defer { Accessibility.isDarkerSystemColorsEnabled = false }
        #expect(h.auditAccessibility().isEmpty, "white on the high-contrast blue passes AA")
        let high = h.render()
        try high.writePNG(to: TestOutput.path("increase-contrast-button.png"))
        #expect(normal.pixel(x: 20, y: 20) != high.pixel(x: 20, y: 20), "the button's fill changed")
        let blue = Color.systemBlue.highContrastVariant
        #expect(blue.lightAppearance == Color(r: 0, g: 0x40, b: 0xDD))
        #expect(ContrastRatio.ratio(.white, blue.lightAppearance) > 7)
        for v in HighContrastColors.variants where v.0 != .systemYellow {
            #expect(ContrastRatio.ratio(ContrastRatio.blend(v.light, alpha: 1, over: .white), .white) >= 3,
                    "\(v.light) stands out on white")
        }
    }

    @Test func theSettingsComeFromTactileJSON() throws {
        let c = try DisplayConfiguration(json: #"{"accessibility": {"contentSize": "AX3", "boldText": true, "increaseContrast": true, "reduceMotion": true, "reduceTransparency": true, "minimumTouchTarget": 60}}"#)
        let a = c.accessibility
        #expect(a.contentSizeCategory == .accessibilityExtraLarge && a.boldText && a.increaseContrast && a.reduceMotion && a.reduceTransparency)
        #expect(a.minimumTouchTarget == 60)
        #expect(throws: TactileError.self) { try DisplayConfiguration(json: #"{"accessibility": {"contentSize": "enormous"}}"#) }
        #expect(throws: TactileError.self) { try DisplayConfiguration(json: #"{"accessibility": {"minimumTouchTarget": 1e9}}"#) }
        Accessibility.apply(a)
        #expect(Accessibility.preferredContentSizeCategory == .accessibilityExtraLarge && Accessibility.isBoldTextEnabled
                && Accessibility.minimumTouchTarget == 60)
        Accessibility.apply(AccessibilityConfiguration())
        #expect(Accessibility.preferredContentSizeCategory == .large && !Accessibility.isBoldTextEnabled
                && !Accessibility.isDarkerSystemColorsEnabled && Accessibility.minimumTouchTarget == 44)
    }
}
