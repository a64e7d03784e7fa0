import Testing
import Tactile
import TactileTesting

/// Immediate buttons take the retained buttons' look from the theme and follow theme switches.
@MainActor
@Suite struct ImmediateThemeTests {
    static let sunset = try! Theme(json: """
        {
          "name": "sunset",
          "types": {
            "Button": { "backgroundColor": "#C0392B", "titleColor": "#FFEEDD", "cornerRadius": 4,
                        "fontSize": 22, "contentInsets": [4, 30, 4, 30], "textAlignment": "left" },
            "StyledButton": { "backgroundColor": "#123456", "accentColor": "#FF8800", "accentWidth": 10 },
            "Slider": { "trackColor": "#222222", "tintColor": "#00AA00" }
          },
          "styles": { "danger": { "backgroundColor": "#550000", "backgroundColor.highlighted": "#AA0000" } }
        }
        """)

    @Test func mappingFollowsTheTable() {
        let s = ImmediateStyle(theme: Self.sunset)
        #expect(s.background == Color("#C0392B")!)
        #expect(s.pressedBackground == Color("#C0392B")!.darkened(by: 0.2))
        #expect(s.disabledBackground == Color("#C0392B")!.withAlphaComponent(0.5))
        #expect(s.foreground == Color("#FFEEDD")!)
        #expect(s.cornerRadius == 4)
        #expect(s.font.size == 22)
        #expect(s.padding == EdgeInsets(top: 4, left: 30, bottom: 4, right: 30))
        #expect(s.titleAlignment == .left)
        #expect(s.track == Color("#222222")!)
        #expect(s.accent == Color("#00AA00")!)
        #expect(s.accentWidth == 0)

        let styled = ImmediateStyle(theme: Self.sunset, typeName: "StyledButton")
        #expect(styled.background == Color("#123456")!)
        #expect(styled.accent == Color("#FF8800")!)
        #expect(styled.accentWidth == 10)
        #expect(styled.padding.left == 40)   // the title starts right of the accent
        #expect(styled.cornerRadius == 4)    // inherited from Button

        let danger = ImmediateStyle(theme: Self.sunset, styleName: "danger")
        #expect(danger.background == Color("#550000")!)
        #expect(danger.pressedBackground == Color("#AA0000")!)
    }

    @Test func missingStyleNameKeepsTypeLook() {
        let s = ImmediateStyle(theme: Self.sunset, styleName: "nosuchstyle")
        #expect(s.background == Color("#C0392B")!)
    }

    /// A button drawn at (20, 20, 200, 60) by an immediate plane with no style of its own.
    @Test func immediateButtonFollowsThemeSwitch() throws {
        let root = PassthroughView()
        let h = Harness(root: root, size: Size(width: 300, height: 120))
        h.engine.addImmediatePlane { ui in _ = ui.button("Play", frame: Rect(x: 20, y: 20, width: 200, height: 60)) }
        // A retained button with the same theme, for comparison.
        let retained = Button(title: "Play")
        retained.frame = Rect(x: 20, y: 90, width: 200, height: 20)
        root.addSubview(retained)
        h.advance(by: 0.1)
        var img = h.render()
        var imgDrawn = h.recordFrame()
        try img.writePNG(to: TestOutput.path("immediate-theme-default.png"))
        let defaultBackground = try #require(retained.backgroundColor)
        #expect(imgDrawn.shapeColor(at: Point(x: 30.5, y: 50.5)) == defaultBackground.lightAppearance)
        #expect(imgDrawn.shapeColor(at: Point(x: 30.5, y: 100.5)) == defaultBackground.lightAppearance)

        h.window.theme = Self.sunset
        h.advance(by: 0.1)
        img = h.render()
        imgDrawn = h.recordFrame()
        try img.writePNG(to: TestOutput.path("immediate-theme-sunset.png"))
        #expect(imgDrawn.shapeColor(at: Point(x: 30.5, y: 50.5)) == Color("#C0392B")!)
        #expect(imgDrawn.shapeColor(at: Point(x: 30.5, y: 50.5)) == retained.backgroundColor)

        // Pressed, the immediate button darkens as the retained one does.
        h.touchDown(at: Point(x: 120, y: 50))
        h.advance(by: 0.05)
        #expect(h.recordFrame().shapeColor(at: Point(x: 30.5, y: 50.5)) == Color("#C0392B")!.darkened(by: 0.2))
        h.touchUp()
    }

    /// A style given in code is kept across theme switches.
    @Test func explicitStyleIgnoresTheme() {
        let ui = UI(style: .standard)
        #expect(!ui.followsTheme)
        let root = PassthroughView()
        let h = Harness(root: root, size: Size(width: 300, height: 120))
        h.window.theme = Self.sunset
        h.engine.addImmediatePlane(style: .standard) { ui in _ = ui.button("Play", frame: Rect(x: 20, y: 20, width: 200, height: 60)) }
        h.advance(by: 0.1)
        #expect(h.recordFrame().shapeColor(at: Point(x: 30.5, y: 50.5)) == ImmediateStyle.standard.background)
    }

    /// An immediate-only screen (no retained view to repaint) still redraws on a theme switch.
    @Test func themeSwitchAloneRequestsAFrame() {
        let h = Harness(root: PassthroughView(), size: Size(width: 300, height: 120))
        let layer = h.engine.addImmediatePlane { ui in _ = ui.button("Play", frame: Rect(x: 20, y: 20, width: 200, height: 60)) }
        h.advance(by: 0.1)
        #expect(!layer.needsFrame)
        h.window.theme = Self.sunset
        #expect(layer.needsFrame)
        h.advance(by: 0.05)
        #expect(!layer.needsFrame)
        #expect(h.recordFrame().shapeColor(at: Point(x: 30.5, y: 50.5)) == Color("#C0392B")!)
    }
}
