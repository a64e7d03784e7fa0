import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct StackViewTests {
    /// A kiosk screen: a title, a row of three buttons, a flexible gap, a slider and a footer row.
    func screen() -> (StackView, Label, StackView, [Button], Slider, Label) {
        let title = Label(text: "Welcome", font: Font(size: 28))
        let buttons = ["One", "Two", "Three"].map { Button(title: $0) }
        let row = StackView(arrangedSubviews: buttons, axis: .horizontal, spacing: 10)
        row.distribution = .fillEqually
        let slider = Slider()
        let footer = Label(text: "Footer", font: Font(size: 14))
        let stack = StackView(arrangedSubviews: [title, row, Spacer(), slider, footer], axis: .vertical, spacing: 12)
        stack.insets = EdgeInsets(all: 20)
        return (stack, title, row, buttons, slider, footer)
    }

    func check(size: Size) throws {
        let (stack, title, row, buttons, slider, footer) = screen()
        let h = Harness(root: stack, size: size)
        _ = h.render()
        try h.render().writePNG(to: TestOutput.path("controls-stack-\(Int(size.width))x\(Int(size.height)).png"))
        let w = size.width - 40
        #expect(title.frame.minY == 20 && title.frame.minX == 20 && title.frame.width == w)
        #expect(row.frame.minY == title.frame.maxY + 12)
        #expect(row.frame.width == w)
        #expect(row.frame.height == buttons[0].intrinsicContentSize.height)
        // Equal widths, 10 apart, filling the row.
        let widths = buttons.map(\.frame.width)
        #expect(widths.max()! - widths.min()! <= 1)
        #expect(buttons[0].frame.minX == 0 && abs(buttons[2].frame.maxX - w) <= 0.5)
        #expect(abs(buttons[1].frame.minX - buttons[0].frame.maxX - 10) <= 1)
        // The spacer takes the rest: the footer sits on the bottom inset.
        #expect(footer.frame.maxY == size.height - 20)
        #expect(slider.frame.maxY + 12 == footer.frame.minY)
        #expect(slider.frame.height == 44 && slider.frame.width == w)
        for v in [title, row, slider, footer] as [View] {
            #expect(v.frame.minX >= 0 && v.frame.maxX <= size.width && v.frame.maxY <= size.height)
        }
    }

    @Test func laysOutLandscape() throws { try check(size: Size(width: 800, height: 480)) }
    @Test func laysOutPortrait() throws { try check(size: Size(width: 480, height: 800)) }

    @Test func hiddenViewsCollapse() {
        let (stack, title, row, _, _, _) = screen()
        let h = Harness(root: stack, size: Size(width: 800, height: 480))
        _ = h.render()
        #expect(row.frame.minY == title.frame.maxY + 12)
        title.isHidden = true
        _ = h.render()
        #expect(row.frame.minY == 20, "no room and no spacing for the hidden title")
        title.isHidden = false
        _ = h.render()
        #expect(row.frame.minY == title.frame.maxY + 12)
    }

    @Test func alignmentAndEqualSpacing() {
        let a = Button(title: "A"), b = Button(title: "Bee"), c = Button(title: "Sea")
        let row = StackView(arrangedSubviews: [a, b, c], axis: .horizontal, spacing: 4)
        row.distribution = .equalSpacing
        row.alignment = .center
        row.frame = Rect(x: 0, y: 0, width: 600, height: 100)
        row.layoutIfNeeded()
        #expect(a.frame.minX == 0 && abs(c.frame.maxX - 600) <= 0.5)
        let gap1 = b.frame.minX - a.frame.maxX, gap2 = c.frame.minX - b.frame.maxX
        #expect(abs(gap1 - gap2) <= 1 && gap1 > 4)
        #expect(a.frame.width == a.intrinsicContentSize.width)
        #expect(abs(a.frame.midY - 50) <= 0.5 && a.frame.height == a.intrinsicContentSize.height)
        row.alignment = .trailing
        row.layoutIfNeeded()
        #expect(a.frame.maxY == 100)
        row.alignment = .leading
        row.layoutIfNeeded()
        #expect(a.frame.minY == 0)
    }

    @Test func nestedStacksReportTheirContentSize() {
        let inner = StackView(arrangedSubviews: [Label(text: "x"), Label(text: "yy")], axis: .vertical, spacing: 5)
        let outer = StackView(arrangedSubviews: [inner, Button(title: "Ok")], axis: .horizontal, spacing: 10)
        let s = inner.intrinsicContentSize
        let l1 = Label(text: "x").intrinsicContentSize, l2 = Label(text: "yy").intrinsicContentSize
        #expect(s.height == l1.height + l2.height + 5)
        #expect(s.width == max(l1.width, l2.width))
        let o = outer.intrinsicContentSize
        #expect(o.width == s.width + 10 + Button(title: "Ok").intrinsicContentSize.width)
        // As UIKit: the lower content hugging priority takes the extra room.
        outer.arrangedSubviews.last!.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        outer.frame = Rect(x: 0, y: 0, width: 400, height: 80)
        outer.layoutIfNeeded()
        #expect(inner.frame.width == s.width, "the view that hugs less takes the extra room")
        // Too little room: views shrink instead of overflowing.
        outer.frame = Rect(x: 0, y: 0, width: 30, height: 80)
        outer.layoutIfNeeded()
        #expect(outer.arrangedSubviews.last!.frame.maxX <= 30.5)
    }

    @Test func removingAViewTakesItOut() {
        let a = Label(text: "a"), b = Label(text: "b")
        let stack = StackView(arrangedSubviews: [a, b])
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.isEmpty && a.superview === stack)
    }
}

@MainActor
@Suite struct StackViewWrappingTests {
    @Test func wrappingLabelInARowIsAsTallAsItsText() {
        let l = Label(text: "A label that has to wrap onto several lines in a narrow column of a row")
        l.numberOfLines = 0
        let row = StackView(arrangedSubviews: [l, Button(title: "OK")], axis: .horizontal, spacing: 8)
        row.alignment = .leading
        row.frame = Rect(x: 0, y: 0, width: 260, height: 300)
        row.layoutIfNeeded()
        let expected = l.sizeThatFits(Size(width: l.frame.width, height: 0)).height
        #expect(l.frame.height == expected.rounded())
        #expect(l.frame.height > TextMetrics.lineHeight(of: l.font) * 1.5, "more than one line")
    }

    /// Issue 22 item 12: a row of buttons shares spare width by content hugging (the lowest
    /// priority grows; equal priorities share evenly), and a shortfall comes out of the
    /// lowest compression resistance first.
    @Test func fillSharesSpaceByHuggingAndCompression() {
        let buttons = ["A", "B", "C", "D"].map { Button(title: $0) }
        let row = StackView(arrangedSubviews: buttons, axis: .horizontal, spacing: 0)
        let natural = buttons.map(\.intrinsicContentSize.width)
        let total = natural.reduce(0, +)
        row.frame = Rect(x: 0, y: 0, width: total + 100, height: 44)
        row.layoutIfNeeded()
        for (b, w) in zip(buttons, natural) { #expect(abs(b.frame.width - (w + 25)) <= 1, "equal priorities share evenly") }
        buttons[1].setContentHuggingPriority(.defaultLow - 10, for: .horizontal)
        row.setNeedsLayout()
        row.layoutIfNeeded()
        #expect(abs(buttons[1].frame.width - (natural[1] + 100)) <= 1)
        #expect(abs(buttons[0].frame.width - natural[0]) <= 1)
        buttons[2].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        row.frame = Rect(x: 0, y: 0, width: total - 10, height: 44)
        row.layoutIfNeeded()
        #expect(abs(buttons[2].frame.width - (natural[2] - 10)) <= 1)
        #expect(abs(buttons[3].frame.width - natural[3]) <= 1)
    }
}
