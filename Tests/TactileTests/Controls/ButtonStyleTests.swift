import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting
import TactilePreviews

@MainActor
@Suite struct ButtonStyleTests {
    let screen = Color(r: 240, g: 240, b: 240)

    func host(_ views: [View], size: Size = Size(width: 400, height: 200)) -> Harness {
        let root = View()
        root.backgroundColor = screen
        for v in views { root.addSubview(v) }
        return Harness(root: root, size: size)
    }

    func close(_ a: Color, _ b: Color, _ tol: Int = 6) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tol && abs(Int(a.g) - Int(b.g)) <= tol && abs(Int(a.b) - Int(b.b)) <= tol
    }

    @Test func perStateBackgroundsAndTitles() throws {
        let b = Button(title: "Pay")
        b.frame = Rect(x: 20, y: 20, width: 200, height: 60)
        b.setBackgroundColor(Color(r: 200, g: 0, b: 0), for: .normal)
        b.setBackgroundColor(Color(r: 0, g: 150, b: 0), for: .highlighted)
        b.setBackgroundColor(Color(r: 90, g: 90, b: 90), for: .disabled)
        b.setBackgroundColor(Color(r: 0, g: 0, b: 200), for: .selected)
        b.setTitle("Paying…", for: .highlighted)
        let h = host([b])
        #expect(h.recordFrame().shapeColor(at: Point(x: 30.5, y: 30.5)) == Color(r: 200, g: 0, b: 0))
        h.touchDown(at: Point(x: 100, y: 50))
        #expect(h.recordFrame().shapeColor(at: Point(x: 30.5, y: 30.5)) == Color(r: 0, g: 150, b: 0))
        #expect(b.titleLabel.text == "Paying…")
        #expect(h.recordFrame().texts == ["Paying…"], "the highlighted title is what is drawn")
        h.touchUp()
        #expect(b.titleLabel.text == "Pay")
        b.isSelected = true
        #expect(h.recordFrame().shapeColor(at: Point(x: 30.5, y: 30.5)) == Color(r: 0, g: 0, b: 200))
        b.isEnabled = false
        #expect(h.recordFrame().shapeColor(at: Point(x: 30.5, y: 30.5)) == Color(r: 90, g: 90, b: 90), "disabled wins over selected")
    }

    @Test func defaultPressedLookDarkensAndCanBeTurnedOff() {
        let b = Button(title: "Go")
        b.frame = Rect(x: 20, y: 20, width: 200, height: 60)
        b.backgroundColor = Color(r: 200, g: 100, b: 50)
        let h = host([b])
        #expect(h.recordFrame().shapeColor(at: Point(x: 30.5, y: 30.5)) == Color(r: 200, g: 100, b: 50))
        h.touchDown(at: Point(x: 100, y: 50))
        let pressed = h.render().pixel(x: 30, y: 30)
        #expect(pressed.r < 180 && pressed.g < 90, "pressed is darker: \(pressed)")
        h.touchUp()
        b.adjustsAppearanceWhenHighlighted = false
        h.touchDown(at: Point(x: 100, y: 50))
        #expect(h.recordFrame().shapeColor(at: Point(x: 30.5, y: 30.5)) == Color(r: 200, g: 100, b: 50))
        h.touchUp()
    }

    @Test func titleAndStateChangesRedrawOnlyThatButton() {
        var buttons: [Button] = []
        for i in 0..<24 {
            let b = Button(title: "B\(i)")
            b.frame = Rect(x: Float(10 + (i % 6) * 130), y: Float(10 + (i / 6) * 70), width: 120, height: 60)
            buttons.append(b)
        }
        let h = host(buttons, size: Size(width: 800, height: 300))
        h.advance(by: 0.1)
        _ = h.render()
        h.advance(by: 0.1)
        #expect(!h.runFrame(), "a tree at rest draws nothing")
        buttons[7].setTitle("Changed", for: .normal)
        #expect(h.runFrame())
        let drawn = h.renderer.stats.viewsDrawnThisFrame
        // The window, the screen, the button and its title: never the 23 other buttons.
        #expect(drawn <= 5, "drew \(drawn) views")
        h.touchDown(at: buttons[13].center)
        #expect(h.renderer.stats.viewsDrawnThisFrame <= 5)
        h.touchUp()
    }

    @Test func sizeToFitUsesTheContent() {
        let b = Button(title: "A fairly long title")
        b.contentEdgeInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        b.minimumHeight = 0
        let s = b.intrinsicContentSize
        let text = TextMetrics.size(of: "A fairly long title", font: b.titleLabel.font)
        #expect(s.width == (text.width + 20).rounded(.up))
        #expect(s.height == (text.height + 10).rounded(.up))
        b.sizeToFit()
        #expect(b.frame.size == s)
        b.minimumHeight = 44
        #expect(b.intrinsicContentSize.height == max(44, s.height))
        let img = Image(bitmap: Bitmap(width: 20, height: 20, fill: .red))
        b.setImage(img, for: .normal)
        #expect(b.intrinsicContentSize.width == s.width + 20)
    }

    @Test func contentAlignmentPlacesTheTitle() {
        let b = Button(title: "Hi")
        b.frame = Rect(x: 0, y: 0, width: 300, height: 60)
        b.contentEdgeInsets = EdgeInsets(all: 10)
        b.contentHorizontalAlignment = .left
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.minX == 10)
        b.contentHorizontalAlignment = .right
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.maxX == 290)
        b.contentHorizontalAlignment = .center
        b.layoutIfNeeded()
        #expect(abs(b.titleLabel.frame.midX - 150) <= 1)
    }

    /// Finds the horizontal extent of pixels matching `pred` in a row band.
    func textExtent(_ img: Bitmap, x0: Int, x1: Int, y0: Int, y1: Int, _ pred: (Color) -> Bool) -> (Int, Int)? {
        var lo = Int.max, hi = Int.min
        for y in y0..<y1 { for x in x0..<x1 where pred(img.pixel(x: x, y: y)) { lo = min(lo, x); hi = max(hi, x) } }
        return lo <= hi ? (lo, hi) : nil
    }

    @Test func accentButtonSubclassRendersAsIntended() throws {
        let b = AccentButton()
        b.frame = Rect(x: 40, y: 40, width: 260, height: 64)
        b.crnrRadius = 16
        b.lhsBackgroundColor = Color(r: 230, g: 120, b: 20)
        b.setTitle("Continue", for: .normal)
        b.setBackgroundColor(Color(r: 30, g: 50, b: 80), for: .normal)
        b.setTitleColor(.white, for: .normal)
        let h = host([b])
        let img = h.render()
        try img.writePNG(to: TestOutput.path("controls-accent.png"))
        // Corners: outside the rounded corner is the screen, on both sides.
        #expect(img.pixel(x: 40, y: 40) == screen)
        #expect(img.pixel(x: 41, y: 103) == screen)
        #expect(img.pixel(x: 299, y: 40) == screen)
        #expect(img.pixel(x: 299, y: 103) == screen)
        // Just inside the curve the accent shows, in its colour (cut by the corner, not square).
        #expect(close(img.pixel(x: 40 + 8, y: 40 + 8), Color(r: 230, g: 120, b: 20)))
        #expect(img.pixel(x: 42, y: 72) == Color(r: 230, g: 120, b: 20))
        #expect(img.pixel(x: 89, y: 72) == Color(r: 230, g: 120, b: 20))
        #expect(img.pixel(x: 91, y: 72) == Color(r: 30, g: 50, b: 80))
        // The title is centred in the area right of the accent (x 90...300, centre 195).
        let ext = try #require(textExtent(img, x0: 91, x1: 299, y0: 58, y1: 86) { $0.r > 150 && $0.b > 150 })
        let mid = Float(ext.0 + ext.1) / 2
        #expect(abs(mid - 195) <= 3, "title centre \(mid)")
        // Pressed: the default look darkens the background; the accent stays visible.
        h.touchDown(at: Point(x: 200, y: 72))
        let pressed = h.render()
        #expect(pressed.pixel(x: 150, y: 45).b < 80)
        #expect(pressed.pixel(x: 40, y: 40) == screen)
    }

    @Test func styledButtonClipsItsAccentAndBorderPerState() throws {
        let b = StyledButton(title: "Start")
        b.frame = Rect(x: 40, y: 40, width: 260, height: 64)
        b.cornerRadius = 20
        b.accentWidth = 14
        b.setAccentColor(Color(r: 240, g: 160, b: 0), for: .normal)
        b.setAccentColor(Color(r: 0, g: 200, b: 90), for: .selected)
        b.setBackgroundColor(Color(r: 40, g: 60, b: 90), for: .normal)
        b.borderWidth = 2
        b.setBorderColor(Color(r: 10, g: 10, b: 10), for: .normal)
        b.setBorderColor(Color(r: 250, g: 0, b: 0), for: .highlighted)
        let h = host([b])
        let img = h.render()
        try img.writePNG(to: TestOutput.path("controls-styled.png"))
        #expect(img.pixel(x: 40, y: 40) == screen)
        #expect(img.pixel(x: 43, y: 43) == screen, "the accent is cut by the radius-20 corner")
        #expect(img.pixel(x: 40, y: 103) == screen)
        #expect(close(img.pixel(x: 47, y: 72), Color(r: 240, g: 160, b: 0)))
        #expect(close(img.pixel(x: 41, y: 72), Color(r: 10, g: 10, b: 10), 30), "border over the accent")
        #expect(img.pixel(x: 60, y: 72) == Color(r: 40, g: 60, b: 90))
        // Title centred right of the accent: (54 + 300) / 2 = 177.
        let ext = try #require(textExtent(img, x0: 56, x1: 296, y0: 62, y1: 82) { $0.r > 180 && $0.g > 180 && $0.b > 180 })
        #expect(abs(Float(ext.0 + ext.1) / 2 - 177) <= 3)
        b.isSelected = true
        #expect(close(h.render().pixel(x: 47, y: 72), Color(r: 0, g: 200, b: 90)))
        h.touchDown(at: Point(x: 200, y: 72))
        let pressed = h.render()
        #expect(close(pressed.pixel(x: 41, y: 72), Color(r: 250, g: 0, b: 0), 40))
        h.touchUp()
    }

    /// A clipping, pill-shaped plain button whose title reaches into the corner squares:
    /// the title is drawn (a stale scissor from the background's corners once cut it to a
    /// sliver).
    @Test func titleUnderPillCornersIsDrawn() throws {
        func whitePixels(radius: Float) throws -> Int {
            let b = Button(title: "Styled")
            b.frame = Rect(x: 10, y: 10, width: 80, height: 48)
            b.cornerRadius = radius
            b.clipsToBounds = true
            b.setBackgroundColor(Color(r: 100, g: 70, b: 60), for: .normal)
            b.setTitleColor(.white, for: .normal)
            // A strip narrower than the radius: its corner fans are scissored.
            let strip = View(frame: Rect(x: 0, y: 0, width: 12, height: 48))
            strip.backgroundColor = Color(r: 240, g: 160, b: 0)
            b.insertSubview(strip, at: 0)
            b.contentEdgeInsets = EdgeInsets(top: 4, left: 16, bottom: 4, right: 0)
            let root = View()  // no background: the button's own corners are the last geometry
            root.addSubview(b)
            let img = Harness(root: root, size: Size(width: 100, height: 70)).render()
            try img.writePNG(to: TestOutput.path("controls-pill-\(Int(radius)).png"))
            var n = 0
            for y in 10..<58 { for x in 10..<90 where img.pixel(x: x, y: y).r > 200 && img.pixel(x: x, y: y).b > 200 { n += 1 } }
            return n
        }
        let square = try whitePixels(radius: 0)
        #expect(square > 100)
        for r: Float in [16, 24] {
            let n = try whitePixels(radius: r)
            #expect(Float(n) >= Float(square) * 0.7, "radius \(r): \(n) of \(square) title pixels")
        }
    }

    @Test func pillTitlesStayOutOfTheRoundedEnds() {
        let b = StyledButton(title: "Styled")
        b.contentEdgeInsets = EdgeInsets(top: 10, left: 8, bottom: 10, right: 8)
        b.accentWidth = 10
        b.accentColor = .orange
        b.cornerRadius = 24
        b.frame.size = Size(width: 0, height: 48)
        b.frame.size = b.intrinsicContentSize
        b.layoutIfNeeded()
        #expect(b.titleLabel.frame.maxX <= b.bounds.width - 24)
        #expect(b.titleLabel.frame.minX >= 24)
        #expect(b.titleLabel.frame.width >= TextMetrics.size(of: "Styled", font: b.titleLabel.font).width, "not truncated")
    }
}
