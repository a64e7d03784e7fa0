import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `Label.attributedText`: runs of fonts and colours on one baseline, wrapping, measuring,
/// conversion from both Foundation types, and bad input.
@MainActor
@Suite struct AttributedTextTests {
    /// Widths of 10 points a character per point of size / 10, so that layouts are exact.
    static let measure = StyledTextMeasure(width: { s, f in Float(s.count) * f.size / 2 },
                                           lineHeight: { $0.size * 1.25 }, ascent: { $0.size })

    static func styled(_ parts: [(String, Font?)]) -> StyledText {
        StyledText(runs: parts.map { var a = TextRunAttributes(); a.font = $0.1; return StyledText.Run(text: $0.0, attributes: a) })
    }

    @Test func runsShareOneBaselineAndTheTallestFontSetsTheLine() {
        let text = Self.styled([("ab ", Font(size: 10)), ("CD", Font(size: 20))])
        let layout = StyledTextLayout(text, defaultFont: Font(size: 10), maxWidth: nil, maxLines: 0,
                                      lineBreakMode: .byWordWrapping, measure: Self.measure)
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        #expect(line.fragments.map(\.text) == ["ab ", "CD"])
        #expect(line.fragments[1].x == 15)  // "ab " at 5 points a character
        #expect(line.width == 35)
        #expect(line.ascent == 20)
        #expect(line.height == 25)  // ascent 20 + the big font's descent 5
    }

    @Test func wordsWrapAcrossRunsAndAWordSplitBetweenRunsStaysWhole() {
        // "one twoTHREE four": "twoTHREE" is one word in two runs.
        var a = TextRunAttributes(), b = TextRunAttributes()
        a.font = Font(size: 10); b.font = Font(size: 10); b.foregroundColor = .systemRed
        let text = StyledText(runs: [StyledText.Run(text: "one two", attributes: a), StyledText.Run(text: "THREE four", attributes: b)])
        let layout = StyledTextLayout(text, defaultFont: Font(size: 10), maxWidth: 50, maxLines: 0,
                                      lineBreakMode: .byWordWrapping, measure: Self.measure)
        let lines = layout.lines.map { $0.fragments.map(\.text).joined() }
        #expect(lines == ["one", "twoTHREE", "four"])
        #expect(layout.lines[1].fragments.count == 2)
    }

    @Test func theLastAllowedLineEndsInAnEllipsis() {
        let text = Self.styled([("aaaa bbbb cccc dddd eeee", Font(size: 10))])
        let layout = StyledTextLayout(text, defaultFont: Font(size: 10), maxWidth: 50, maxLines: 2,
                                      lineBreakMode: .byWordWrapping, measure: Self.measure)
        let lines = layout.lines.map { $0.fragments.map(\.text).joined() }
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix("…") == true)
        #expect(layout.lines.allSatisfy { $0.width <= 50 })
    }

    @Test func kerningWidensARun() {
        var a = TextRunAttributes()
        a.font = Font(size: 10); a.kern = 2
        let text = StyledText(runs: [StyledText.Run(text: "abcd", attributes: a)])
        let layout = StyledTextLayout(text, defaultFont: Font(size: 10), maxWidth: nil, maxLines: 0,
                                      lineBreakMode: .byWordWrapping, measure: Self.measure)
        #expect(layout.size.width == 20 + 8)
    }

    @Test func nsAttributedStringKeysAreRead() {
        let s = NSMutableAttributedString(string: "Sale ", attributes: [.font: Font(size: 12)])
        s.append(NSAttributedString(string: "9 €", attributes: [.foregroundColor: Color.systemRed,
                                                               .strikethroughStyle: UnderlineStyle.single.rawValue,
                                                               .kern: 1.5]))
        let styled = StyledText(s)
        #expect(styled.runs.count == 2)
        #expect(styled.runs[0].attributes.font == Font(size: 12))
        #expect(styled.runs[1].attributes.foregroundColor == .systemRed)
        #expect(styled.runs[1].attributes.strikethrough == .single)
        #expect(styled.runs[1].attributes.kern == 1.5)
        // Back to UIKit's form.
        let back = styled.nsAttributedString
        #expect(back.string == "Sale 9 €")
        #expect(back.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? Color == .systemRed)
    }

    @Test func attributedStringScopeIsRead() {
        var s = AttributedString("Bold")
        s.font = Font.boldSystemFont(ofSize: 17)
        var t = AttributedString(" link")
        t.foregroundColor = .link
        t.underlineStyle = .single
        s += t
        let styled = StyledText(s)
        #expect(styled.string == "Bold link")
        #expect(styled.runs.count == 2)
        #expect(styled.runs[1].attributes.underline == .single)
        let ns = NSAttributedString(s)
        #expect(ns.string == "Bold link")
    }

    @Test func labelMeasuresAndSettingTextRemovesAttributes() {
        let label = Label()
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.font: Font(size: 40)])
        #expect(label.text == "Hi")
        let big = label.intrinsicContentSize
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.font: Font(size: 10)])
        #expect(label.intrinsicContentSize.width < big.width)
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font == Font(size: 10))
        label.text = "Hi"
        #expect(label.attributed.text == nil)
        #expect(label.attributedText?.string == "Hi")
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test func wrappedLabelIsTallerThanOneLine() {
        let label = Label()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: String(repeating: "word ", count: 20))
        let one = label.sizeThatFits(.zero)
        let wrapped = label.sizeThatFits(Size(width: 100, height: 0))
        #expect(wrapped.width <= 100)
        #expect(wrapped.height > one.height * 3)
    }

    @Test func badInputGivesDiagnosticsNotTraps() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        var reports = Diagnostics.capture {
            label.attributedText = NSAttributedString(string: "x", attributes: [.kern: Float.nan])
        }
        #expect(reports.contains { $0.contains("kern") })
        #expect(label.attributed.text?.runs.first?.attributes.kern == 0)
        reports = Diagnostics.capture {
            label.attributedText = NSAttributedString(string: String(repeating: "é", count: 1_000_000))
        }
        #expect(reports.contains { $0.contains("cut") })
        #expect((label.text ?? "").count == StyledText.maximumLength + 1)
        let root = View()
        root.addSubview(label)
        let h = Harness(root: root, size: Size(width: 220, height: 60))
        _ = label.sizeThatFits(.zero)
        _ = h.render()
        // Wrong value types are ignored; an empty string shows nothing.
        label.attributedText = NSAttributedString(string: "ok", attributes: [.font: "Helvetica", .foregroundColor: 3, .underlineStyle: "x"])
        #expect(label.attributed.text?.runs.first?.attributes.font == nil)
        label.attributedText = NSAttributedString(string: "")
        #expect(label.sizeThatFits(.zero) == .zero)
        var s = AttributedString("x")
        s.kern = .infinity
        reports = Diagnostics.capture { label.attributedText = NSAttributedString(s) }
        #expect(reports.contains { $0.contains("kern") })
    }

    @Test func buttonPrefersItsAttributedTitleAndFallsBackToNormal() {
        let b = Button(title: "Plain")
        let plain = b.intrinsicContentSize
        b.setAttributedTitle(NSAttributedString(string: "Big", attributes: [.font: Font(size: 40)]), for: .normal)
        #expect(b.titleLabel.text == "Big")
        #expect(b.intrinsicContentSize.height > plain.height)
        b.isHighlighted = true
        #expect(b.currentAttributedTitle?.string == "Big")
        b.isHighlighted = false
        b.setAttributedTitle(nil, for: .normal)
        #expect(b.titleLabel.text == "Plain")
        #expect(b.titleLabel.attributed.text == nil)
    }

    @Test func configurationAttributedTitleAndTitleStayInStep() {
        var c = Button.Configuration.plain()
        var t = AttributedString("Go")
        t.font = Font(size: 30)
        c.attributedTitle = t
        #expect(c.title == "Go")
        c.title = "Stop"
        #expect(c.attributedTitle == nil)
        c.attributedTitle = t
        var sub = AttributedString("12 MB")
        sub.foregroundColor = .systemGreen
        c.attributedSubtitle = sub
        #expect(c.subtitle == "12 MB")
        let b = Button(configuration: c)
        #expect(b.titleLabel.attributed.text?.runs.first?.attributes.font == Font(size: 30))
        #expect(b.configurationStorage?.subtitleLabel?.attributed.text?.runs.first?.attributes.foregroundColor == .systemGreen)
    }

    @Test func cellContentConfigurationShowsAttributedText() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "ignored"
        content.attributedText = NSAttributedString(string: "Shown", attributes: [.foregroundColor: Color.systemRed])
        cell.contentConfiguration = content
        #expect(cell.titleLabel.text == "Shown")
        #expect(cell.titleLabel.attributed.text?.runs.first?.attributes.foregroundColor == .systemRed)
        #expect(content.attributedText?.string == "Shown")
    }
}
