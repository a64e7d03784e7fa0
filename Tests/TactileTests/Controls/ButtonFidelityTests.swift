import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `Button` as the plain (pre-configuration) `UIButton`, from UIKit's recorded behaviour:
/// zero content insets; an empty button is 30x34; a title is its width by its line height
/// plus 6 points above and below (a 12 pt "Short" title is about 28.5x26.5 on iOS: 14.5 of
/// line height + 12); an image alone is its own size; image and title sit side by side.
/// Buttons here are outside any window, so no theme pads them.
@MainActor
@Suite struct ButtonFidelityTests {
    func lineSize(_ text: String, size: Float) -> Size {
        TextMetrics.size(of: text, font: Font(size: size))
    }

    @Test func plainButtonHasNoContentInsets() {
        #expect(Button().contentEdgeInsets == .zero)
        #expect(Button(title: "OK").contentEdgeInsets == .zero)
        // The padding is the styled look's.
        #expect(StyledButton(title: "OK").contentEdgeInsets == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    }

    @Test func emptyButtonIs30By34() {
        let b = Button()
        #expect(b.intrinsicContentSize == Size(width: 30, height: 34))
        b.sizeToFit()
        #expect(b.frame.size == Size(width: 30, height: 34))
    }

    @Test func titleOnlyIsTheTitleWidthByLinePlusUIKitPadding() {
        let b = Button(title: "Short")
        b.titleLabel.font = Font(size: 12)
        let line = lineSize("Short", size: 12)
        let s = b.intrinsicContentSize
        #expect(s.width == line.width.rounded(.up))
        #expect(s.height == (line.height + 12).rounded(.up))
        // Our font is DejaVu Sans, not SF: close to iOS's 28.5x26.5, not equal.
        #expect(abs(s.width - 28.5) <= 6 && abs(s.height - 26.5) <= 3, "\(s)")
        b.sizeToFit()
        #expect(b.frame.size == s)
        // Insets replace UIKit's padding (its 0.01-inset trick removes the padding).
        b.contentEdgeInsets = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        #expect(b.intrinsicContentSize.height == (line.height + 2).rounded(.up))
    }

    @Test func imageAloneIsTheImageSizeAndImageWithTitleSitSideBySide() {
        let image = Image(bitmap: Bitmap(width: 80, height: 80, fill: .red))
        let b = Button()
        b.setImage(image, for: .normal)
        #expect(b.intrinsicContentSize == Size(width: 80, height: 80))
        b.setTitle("Short", for: .normal)
        b.titleLabel.font = Font(size: 12)
        let line = lineSize("Short", size: 12)
        #expect(b.intrinsicContentSize == Size(width: (80 + line.width).rounded(.up), height: 80))
        b.frame.size = b.intrinsicContentSize
        b.layoutIfNeeded()
        #expect(b.imageView.frame == Rect(x: 0, y: 0, width: 80, height: 80))
        #expect(b.titleLabel.frame.minX == 80)
    }

    @Test func leftAlignmentPutsTheTitleAtTheInset() {
        let b = Button(title: "Left")
        b.frame = Rect(x: 0, y: 0, width: 240, height: 44)
        b.contentHorizontalAlignment = .left
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.minX == 0)
        b.contentEdgeInsets = EdgeInsets(top: 0, left: 7, bottom: 0, right: 0)
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.minX == 7)
        b.contentHorizontalAlignment = .right
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.maxX == 240)
    }

    @Test func contentVerticalAlignmentPlacesTitleAndImage() {
        let b = Button(title: "Up")
        b.setImage(Image(bitmap: Bitmap(width: 20, height: 20, fill: .red)), for: .normal)
        b.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let line = b.titleLabel.sizeThatFits(.zero).height
        #expect(b.contentVerticalAlignment == .center)
        b.layoutIfNeeded()
        #expect(b.imageView.frame.midY == 50)
        #expect(b.titleLabel.frame.midY == 50)

        b.contentVerticalAlignment = .top
        b.layoutIfNeeded()
        #expect(b.imageView.frame.minY == 0)
        #expect(b.titleLabel.frame == Rect(x: b.titleLabel.frame.minX, y: 0, width: b.titleLabel.frame.width, height: line))

        b.contentVerticalAlignment = .bottom
        b.layoutIfNeeded()
        #expect(b.imageView.frame.maxY == 100)
        #expect(b.titleLabel.frame.maxY == 100 && b.titleLabel.frame.height == line)

        b.contentEdgeInsets = EdgeInsets(top: 5, left: 0, bottom: 9, right: 0)
        b.layoutIfNeeded()
        #expect(b.imageView.frame.maxY == 91 && b.titleLabel.frame.maxY == 91)

        b.contentVerticalAlignment = .fill
        b.layoutIfNeeded()
        #expect(b.imageView.frame.minY == 5 && b.imageView.frame.height == 86)
        #expect(b.titleLabel.frame.minY == 5 && b.titleLabel.frame.height == 86)
    }

    @Test func topAlignedTitleIsDrawnAtTheTop() {
        let root = View()
        root.backgroundColor = .white
        let b = Button(title: "Top")
        b.frame = Rect(x: 10, y: 10, width: 120, height: 100)
        b.setTitleColor(.black, for: .normal)
        b.setBackgroundColor(.white, for: .normal)
        b.contentVerticalAlignment = .top
        root.addSubview(b)
        let h = Harness(root: root, size: Size(width: 140, height: 120))
        let image = h.render()
        func inkRows() -> [Int] {
            (0..<120).filter { y in (10..<130).contains { x in image.pixel(x: x, y: y).r < 128 } }
        }
        let rows = inkRows()
        #expect(!rows.isEmpty && rows.min()! < 10 + 25 && rows.max()! < 10 + 40, "\(rows)")
    }

    @Test func actionClosuresReceiveTheControlsOwnType() {
        let root = View()
        let button = Button(title: "Send")
        button.frame = Rect(x: 10, y: 10, width: 100, height: 44)
        let slider = Slider(frame: Rect(x: 10, y: 80, width: 200, height: 44))
        root.addSubview(button)
        root.addSubview(slider)
        var values: [Float] = []
        // `b` is a Button and `s` a Slider: their own members, no casts.
        button.addAction(for: .touchUpInside) { b in
            b.isEnabled = false
            b.setTitle("Sent", for: .normal)
        }
        slider.addAction(for: .valueChanged) { s in values.append(s.value) }
        // Existing call sites keep compiling: a Control-typed closure and a token.
        let handler: (Control) -> Void = { c in c.isSelected = true }
        let token = button.addAction(for: .touchUpInside, handler)
        let asControl: Control = button
        asControl.addAction(for: .touchDown) { c in c.isHighlighted = true }
        let h = Harness(root: root, size: Size(width: 240, height: 140))
        h.tap(at: Point(x: 60, y: 32))
        #expect(button.currentTitle == "Sent" && !button.isEnabled && button.isSelected)
        #expect(token.events == .touchUpInside)
        h.drag(from: Point(x: 20, y: 102), to: Point(x: 200, y: 102), duration: 0.1)
        #expect(!values.isEmpty)
    }
}
