import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ButtonConfigurationTests {
    @Test func filledDrawsTintFillAndWhiteTitleWithMediumInsets() {
        var c = Button.Configuration.filled()
        c.title = "Send"
        let b = Button(configuration: c)
        #expect(b.backgroundColor == .systemBlue)
        #expect(b.titleLabel.textColor == .white && b.titleLabel.text == "Send")
        let title = b.titleLabel.sizeThatFits(.zero)
        let size = b.intrinsicContentSize
        #expect(size.width == (title.width + 24).rounded(.up) && size.height == (title.height + 14).rounded(.up))
        #expect(b.cornerRadius == 6)
    }

    @Test func eachStyleHasItsColours() {
        let plain = Button(configuration: .plain())
        #expect(plain.backgroundColor == nil)
        let tinted = Button(configuration: .tinted())
        #expect(tinted.backgroundColor?.lightAppearance.a == Color.systemBlue.withAlphaComponent(0.15).a)
        #expect(tinted.titleLabel.textColor == .systemBlue)
        let gray = Button(configuration: .bordered())
        #expect(gray.backgroundColor == .systemGray5)
        var custom = Button.Configuration.filled()
        custom.baseBackgroundColor = .systemRed
        custom.baseForegroundColor = .black
        let red = Button(configuration: custom)
        #expect(red.backgroundColor == .systemRed && red.titleLabel.textColor == .black)
        #expect(Button(configuration: .borderedProminent()).backgroundColor == .systemBlue)
    }

    @Test func pressingFadesAndDisablingGreys() {
        var c = Button.Configuration.filled()
        c.title = "Go"
        let b = Button(configuration: c)
        b.frame = Rect(x: 10, y: 10, width: 100, height: 40)
        let root = View()
        root.addSubview(b)
        let h = Harness(root: root, size: Size(width: 200, height: 80))
        h.touchDown(at: Point(x: 50, y: 30))
        h.advance(by: 0.02)
        #expect(b.isHighlighted)
        #expect(b.backgroundColor?.a == Color.systemBlue.withAlphaComponent(0.75).a)
        h.touchUp()
        #expect(b.backgroundColor == .systemBlue)
        b.isEnabled = false
        #expect(b.backgroundColor == .tertiarySystemFill && b.titleLabel.textColor == .tertiaryLabel)
    }

    @Test func updateHandlerRunsOnStateChangeWithoutRecursing() {
        var c = Button.Configuration.gray()
        c.title = "Off"
        let b = Button(configuration: c)
        var calls = 0
        b.configurationUpdateHandler = { button in
            calls += 1
            var next = button.configuration
            next?.title = button.isSelected ? "On" : "Off"
            button.configuration = next
        }
        let before = calls
        b.isSelected = true
        #expect(b.titleLabel.text == "On" && calls == before + 1)
        b.isSelected = false
        #expect(b.titleLabel.text == "Off")
    }

    @Test func primaryActionRunsOnTapAndGivesTheTitle() {
        var runs = 0
        var sender: Control?
        let action = Action(title: "Save") { a in runs += 1; sender = a.sender }
        let b = Button(configuration: .filled(), primaryAction: action)
        #expect(b.titleLabel.text == "Save")
        b.frame = Rect(x: 0, y: 0, width: 100, height: 44)
        let root = View()
        root.addSubview(b)
        let h = Harness(root: root, size: Size(width: 120, height: 60))
        h.tap(at: Point(x: 50, y: 22))
        #expect(runs == 1 && sender === b)
    }

    @Test func imagePlacementAndPaddingLayOutAroundTheTitle() {
        let image = Image(bitmap: Bitmap(width: 20, height: 20, fill: .white))
        var c = Button.Configuration.plain()
        c.title = "Next"
        c.image = image
        c.imagePadding = 8
        c.imagePlacement = .trailing
        let b = Button(configuration: c)
        let size = b.intrinsicContentSize
        b.frame = Rect(origin: .zero, size: size)
        b.layoutIfNeeded()
        #expect(b.imageView.frame.minX >= b.titleLabel.frame.maxX + 8 - 0.5)
        c.imagePlacement = .top
        b.configuration = c
        b.frame = Rect(origin: .zero, size: b.intrinsicContentSize)
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.minY >= b.imageView.frame.maxY + 8 - 0.5)
        #expect(b.intrinsicContentSize.height > size.height)
    }

    @Test func subtitleSpinnerAndCapsule() {
        var c = Button.Configuration.filled()
        c.title = "Title"
        c.subtitle = "Subtitle"
        c.cornerStyle = .capsule
        c.showsActivityIndicator = true
        let b = Button(configuration: c)
        b.frame = Rect(origin: .zero, size: b.intrinsicContentSize)
        b.layoutIfNeeded()
        #expect(b.cornerRadius == b.bounds.height / 2)
        let spinner = b.subviews.compactMap { $0 as? ActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true)
        let sub = b.subviews.compactMap { $0 as? Label }.first { $0.text == "Subtitle" }
        #expect(sub != nil && sub!.frame.minY >= b.titleLabel.frame.maxY)
        b.configuration = nil
        #expect(b.subviews.count == 2 && b.cornerRadius == 0)
    }

    @Test(arguments: [Float.nan, -5, .infinity, 1e30])
    func badNumbersAreClamped(value: Float) {
        var c = Button.Configuration.tinted()
        c.title = "X"
        c.imagePadding = value
        c.titlePadding = value
        c.contentInsets = DirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
        c.background.cornerRadius = value
        c.background.strokeWidth = value
        c.cornerStyle = .fixed
        for v in [c.imagePadding, c.titlePadding, c.contentInsets.top, c.background.cornerRadius, c.background.strokeWidth] {
            #expect(v.isFinite && v >= 0 && v <= 1000)
        }
        let b = Button(configuration: c)
        let s = b.intrinsicContentSize
        #expect(s.width.isFinite && s.height.isFinite)
        b.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.width >= 0)
    }

    @Test func templateImagesTakeTheForeground() {
        let image = Image(bitmap: Bitmap(width: 4, height: 4, fill: .red)).withRenderingMode(.alwaysTemplate)
        #expect(image.bitmap.pixel(x: 1, y: 1) == .white && image.renderingMode == .alwaysTemplate)
        var c = Button.Configuration.plain()
        c.image = image
        let b = Button(configuration: c)
        #expect(b.imageView.tintColor == .systemBlue)
    }
}
