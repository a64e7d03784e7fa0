import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting
#if canImport(Glibc)
import Glibc
#endif

/// Each window has its own theme: two windows draw two themes at once, a view follows the
/// window it is in, and values set in code win whatever theme comes.
@MainActor
@Suite struct WindowThemeTests {
    static let night = try! Theme(json: """
        {
          "name": "night",
          "types": {
            "Button": { "backgroundColor": "#112233", "titleColor": "#FFCC00", "cornerRadius": 2 },
            "StyledButton": { "backgroundColor": "#331122", "accentColor": "#00FFFF", "accentWidth": 20 },
            "Label": { "textColor": "#EEEEEE" },
            "Slider": { "tintColor": "#FF0000", "trackColor": "#00FF00" }
          },
          "styles": { "card": { "backgroundColor": "#202020", "cornerRadius": 0 } }
        }
        """, file: "night.json")

    /// A screen with one of each themed view, at fixed frames.
    @MainActor struct Screen {
        let root = View()
        let button = Button(title: "Go")
        let styled = StyledButton(title: "Styled")
        let card = View()
        let slider = Slider()

        init() {
            root.backgroundColor = .white
            button.frame = Rect(x: 10, y: 10, width: 120, height: 50)
            styled.frame = Rect(x: 10, y: 70, width: 200, height: 60)
            card.frame = Rect(x: 250, y: 10, width: 100, height: 100)
            card.styleName = "card"
            slider.frame = Rect(x: 10, y: 140, width: 300, height: 44)
            slider.value = 0.5
            for v in [button, styled, card, slider] { root.addSubview(v) }
        }
    }

    @Test func twoWindowsDrawTwoThemesAtTheSameTime() throws {
        let a = Screen(), b = Screen()
        let ha = Harness(root: a.root, size: Size(width: 400, height: 200))
        let hb = Harness(root: b.root, size: Size(width: 400, height: 200))
        // Immediate buttons follow their own window's theme too.
        for h in [ha, hb] {
            h.engine.addImmediatePlane { ui in _ = ui.button("Imm", frame: Rect(x: 330, y: 140, width: 60, height: 40)) }
        }
        ha.window.theme = Self.night
        ha.advance(by: 0.1)
        hb.advance(by: 0.1)
        let ia = ha.render(), ib = hb.render()
        try ia.writePNG(to: TestOutput.path("style-two-windows-night.png"))
        try ib.writePNG(to: TestOutput.path("style-two-windows-default.png"))
        let ra = ha.recordFrame(), rb = hb.recordFrame()

        #expect(ha.window.theme.name == "night" && hb.window.theme.name == "default")
        #expect(a.button.currentTheme.name == "night" && b.button.currentTheme.name == "default")
        // Buttons: the night background vs the default blue.
        #expect(ra.shapeColor(at: Point(x: 20.5, y: 35.5)) == Color("#112233")!)
        #expect(rb.shapeColor(at: Point(x: 20.5, y: 35.5)) == Color("#0062CC")!)
        // Styled buttons: accent strip colours and widths differ.
        #expect(ra.shapeColor(at: Point(x: 15.5, y: 100.5)) == Color("#00FFFF")!)
        #expect(ra.shapeColor(at: Point(x: 25.5, y: 100.5)) == Color("#00FFFF")!)   // 20 points wide
        #expect(rb.shapeColor(at: Point(x: 15.5, y: 100.5)) == Color("#F39C12")!)
        #expect(rb.shapeColor(at: Point(x: 25.5, y: 100.5)) == Color("#2C3E50")!)   // 12 points wide
        // A plain view styled by name.
        #expect(ra.shapeColor(at: Point(x: 300.5, y: 60.5)) == Color("#202020")!)
        #expect(rb.shapeColor(at: Point(x: 300.5, y: 60.5)) == Color("#FFFFFF")!)
        #expect(a.card.cornerRadius == 0 && b.card.cornerRadius == 14)
        // Sliders.
        #expect(a.slider.minimumTrackTintColor == Color("#FF0000")!)
        #expect(b.slider.minimumTrackTintColor.lightAppearance == Color("#0062CC")!)
        // Immediate buttons.
        #expect(ra.shapeColor(at: Point(x: 335.5, y: 160.5)) == Color("#112233")!)
        #expect(rb.shapeColor(at: Point(x: 335.5, y: 160.5)) == Color("#0062CC")!)
    }

    @Test func aViewMovedToAnotherWindowTakesItsThemeButKeepsCodeValues() {
        let a = Screen(), b = Screen()
        let ha = Harness(root: a.root, size: Size(width: 400, height: 200))
        let hb = Harness(root: b.root, size: Size(width: 400, height: 200))
        ha.window.theme = Self.night
        let moving = Button(title: "Move")
        moving.frame = Rect(x: 150, y: 10, width: 80, height: 40)
        moving.setTitleColor(.red, for: .normal)   // code: stays in every window
        a.root.addSubview(moving)
        #expect(moving.backgroundColor(for: .normal) == Color("#112233")!)
        #expect(moving.cornerRadius == 2)
        b.root.addSubview(moving)
        #expect(moving.backgroundColor(for: .normal) == Color("#0062CC")!)
        #expect(moving.cornerRadius == 10)
        #expect(moving.titleColor(for: .normal) == .red)
        // Outside any window: the default theme.
        moving.removeFromSuperview()
        a.root.addSubview(moving)
        moving.removeFromSuperview()
        #expect(moving.currentTheme.name == "default")
        _ = hb
    }

    /// `themeDidChange` is the hook (as `traitCollectionDidChange`): called on entering a
    /// window and on the window's theme change; a subclass reads its own property by
    /// extending `styleProperties` through `super`.
    @Test func subclassesExtendThePropertyListAndHearThemeChanges() throws {
        let gauge = Gauge()
        let h = Harness(root: gauge, size: Size(width: 100, height: 100))
        let enteredCalls = gauge.calls
        #expect(enteredCalls >= 1)
        #expect(gauge.needle == Gauge.fallbackNeedle)
        h.window.theme = try Theme(json: ##"{"types": {"Gauge": {"accentColor": "#FF00FF", "cornerRadius": 7}}}"##)
        #expect(gauge.calls > enteredCalls)
        #expect(gauge.needle == Color("#FF00FF")!)
        #expect(gauge.cornerRadius == 7)
        // Code wins, and the next theme leaves it alone.
        try gauge.setStyle(.accentColor, .green)
        h.window.theme = try Theme(json: ##"{"types": {"Gauge": {"accentColor": "#0000FF"}}}"##)
        #expect(gauge.needle == .green)
        #expect(gauge.cornerRadius == 0, "the previous theme's radius is forgotten")
    }

    /// A type style's property the class does not read is reported, naming file and line.
    @Test func aPropertyTheTypeDoesNotReadIsReportedWithFileAndLine() throws {
        let theme = try Theme(json: "{\n \"types\": {\n  \"Button\": {\n   \"spacing\": 3\n  }\n }\n}", file: "odd.json")
        let b = Button(title: "x")
        let h = Harness(root: View(), size: Size(width: 100, height: 100))
        h.window.rootView?.addSubview(b)
        let lines = capturingDiagnostics { h.window.theme = theme }
        #expect(lines.contains { $0.contains("odd.json:4") && $0.contains("Button has no styled property 'spacing'") }, "\(lines)")
        // Once per theme, not once per view.
        let again = capturingDiagnostics { h.window.rootView?.addSubview(Button(title: "y")) }
        #expect(!again.contains { $0.contains("spacing") }, "\(again)")
    }

    @Test func malformedThemesNameFileLineAndPropertyAndTheWindowKeepsItsTheme() throws {
        let h = Harness(root: View(), size: Size(width: 100, height: 100))
        h.window.theme = Self.night
        let cases: [(String, String, String)] = [
            (#"{"types": {"Button": {"cornerRadius": NaN}}}"#, "", "malformed JSON"),
            (#"{"types": {"Button": {"cornerRadius": 1e30}}}"#, "Button.cornerRadius", "too large"),
            (#"{"types": {"Button": {"contentInsets": [1, 1e9]}}}"#, "Button.contentInsets", "too large"),
            (#"{"types": {"Button": {"fontSize": 1e400}}}"#, "", "'1e400' is not a number"),
            (#"{"types": {"Button": {"fontSize": 1e39}}}"#, "Button.fontSize", "is not a number"),
            (#"{"types": {"Button": {"fontSize": 900}}}"#, "Button.fontSize", "not a font size"),
            (#"{"types": {"Button": {"titleColor": 12}}}"#, "Button.titleColor", "not a colour"),
            (#"{"types": {"Button": {"minimumHeight": "tall"}}}"#, "Button.minimumHeight", "not a number"),
            (#"{"types": {"Button": {"clipsToBounds": "maybe"}}}"#, "Button.clipsToBounds", "true or false"),
            (#"{"types": {"Button": {"textAlignment": [1]}}}"#, "Button.textAlignment", "does not take an array"),
            (#"{"types": {"Button": {"cornerRaduis": 3}}}"#, "Button.cornerRaduis", "unknown property"),
        ]
        for (i, (text, property, fragment)) in cases.enumerated() {
            let path = TestOutput.path("tactile-window-theme-\(i)-\(getpid()).json")
            let file = try #require(fopen(path, "wb"))
            fputs(text, file)
            fclose(file)
            do {
                try h.window.loadTheme(contentsOfFile: path)
                Issue.record("\(text) loaded")
            } catch let TactileError.theme(file, line, p, message) {
                #expect(file == path && line == 1)
                #expect(p == property, "\(text): \(p)")
                #expect(message.contains(fragment), "\(text): \(message)")
            }
            #expect(h.window.theme.name == "night")
        }
    }

    @Test func valuesSetInCodeAreCheckedAsThemeValues() {
        let b = StyledButton(title: "x")
        for (value, key) in [(StyleValue.number(.nan), StyleKey(.cornerRadius)), (.number(.infinity), StyleKey(.accentWidth)),
                             (.number(-1), StyleKey(.minimumHeight)), (.color(.red), StyleKey(.cornerRadius)),
                             (.number(3), StyleKey(.alpha)), (.number(2), StyleKey(.cornerRadius, state: .highlighted))] {
            #expect(throws: TactileError.self, "\(key) = \(value)") { try b.setStyleValue(value, for: key) }
        }
        #expect(b.cornerRadius == 0 && b.accentWidth == 0 && b.minimumHeight == 0)
        #expect(!b.applyStyleValue(.number(.nan), for: StyleKey(.accentWidth), fromTheme: true))
    }

    @Test func typedKeysReadAndWriteStyles() throws {
        let style = try Style(["titleColor.highlighted": .color(.red), "cornerRadius": .number(4)])
        #expect(style[.titleColor, .highlighted] == .red)
        #expect(style[.titleColor] == nil)
        #expect(style[.cornerRadius] == 4)
        #expect(StyleKey(.titleColor, state: .highlighted).description == "titleColor.highlighted")
        let b = StyledButton(title: "x")
        try b.setStyle(.accentColor, .orange, for: .highlighted)
        try b.setStyle(.contentInsets, EdgeInsets(all: 3))
        #expect(b.accentColor(for: .highlighted) == .orange)
        #expect(b.contentEdgeInsets == EdgeInsets(all: 3))
        #expect(throws: TactileError.self) { try Label().setStyle(.accentWidth, 3) }
        // Every registered property is read by at least one class.
        let classes: [any StyleApplying.Type] = [StyledButton.self, Label.self, StackView.self, Slider.self, Switch.self, ImageView.self,
                                                 TextField.self, TextView.self, NavigationBar.self, TabBar.self, AlertView.self, GradientView.self]
        let read = Set(classes.flatMap { $0.styleProperties.map(\.name) })
        for name in StyleProperty.all.keys { #expect(read.contains(name), "nobody reads '\(name)'") }
    }

    /// Text fields, text views and bars read their colours from the theme; the built-in
    /// theme's values are exactly the colours they had as constants (so no pixel moves).
    @Test func textAndBarColoursAreThemedAndTheDefaultsAreTheOldConstants() throws {
        let d = Theme.default.typeStyles
        #expect(d["TextField"]?[.textColor]?.lightAppearance == .black)
        #expect(d["TextField"]?[.placeholderColor]?.lightAppearance == Color("#767676")!)
        #expect(d["TextField"]?[.tintColor]?.lightAppearance == Color("#0062CC")!)
        #expect(d["TextView"]?[.textColor]?.lightAppearance == .black && d["TextView"]?[.tintColor]?.lightAppearance == Color("#0062CC")!)
        #expect(d["NavigationBar"]?[.backgroundColor]?.lightAppearance == Color(white: 0.97))
        #expect(d["NavigationBar"]?[.tintColor]?.lightAppearance == Color("#0062CC")!)
        #expect(d["NavigationBar"]?[.titleColor]?.lightAppearance == Color(white: 0.1))
        #expect(d["TabBar"]?[.backgroundColor]?.lightAppearance == Color(white: 0.97))
        #expect(d["TabBar"]?[.unselectedItemTintColor]?.lightAppearance == Color("#636366")!)
        #expect(d["TabBar"]?[.badgeColor]?.lightAppearance == Color(r: 255, g: 59, b: 48))
        #expect(d["AlertController"]?[.backgroundColor]?.lightAppearance == Color(white: 0.97))
        #expect(d["AlertController"]?[.titleColor]?.lightAppearance == Color(white: 0.08))
        #expect(d["AlertController"]?[.textColor]?.lightAppearance == Color(white: 0.3))
        #expect(d["AlertController"]?[.tintColor]?.lightAppearance == Color("#0062CC")!)
        #expect(d["AlertController"]?[.destructiveColor]?.lightAppearance == Color("#D70015")!)

        let root = View()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        let nav = NavigationBar(frame: Rect(x: 0, y: 50, width: 300, height: 56))
        let tabs = TabBar(frame: Rect(x: 0, y: 120, width: 300, height: 60))
        for v in [field, nav, tabs] as [View] { root.addSubview(v) }
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        #expect(nav.backgroundColor?.lightAppearance == Color(white: 0.97) && nav.tintColor.lightAppearance == Color("#0062CC")!)
        h.window.theme = try Theme(json: ##"""
            {"types": {"TextField": {"placeholderColor": "#FF0000", "tintColor": "#00FF00"},
                       "NavigationBar": {"backgroundColor": "#101010", "titleColor": "#FFFFFF"},
                       "TabBar": {"badgeColor": "#0000FF", "backgroundColor": "#202020"}}}
            """##)
        #expect(field.placeholderColor == Color("#FF0000")! && field.tintColor == Color("#00FF00")! && field.textColor == .black)
        #expect(nav.backgroundColor == Color("#101010")! && nav.titleColor == .white && nav.titleLabel.textColor == .white)
        #expect(tabs.badgeColor == Color("#0000FF")! && tabs.backgroundColor == Color("#202020")!)
        #expect(h.recordFrame().shapeColor(at: Point(x: 150.5, y: 60.5)) == Color("#101010")!)
        // Code wins; a theme without the bar's colours gives the built-in ones back.
        tabs.backgroundColor = .red
        field.tintColor = .blue
        h.window.theme = try Theme(json: #"{"name": "bare"}"#)
        #expect(nav.backgroundColor == Color(white: 0.97) && nav.titleColor == Color(white: 0.1))
        #expect(tabs.backgroundColor == .red && field.tintColor == .blue)
        #expect(field.placeholderColor == Color(white: 0.6))
    }

    /// An alert takes its colours from its window's theme (`AlertController` type style).
    @Test func alertsAreThemed() throws {
        let root = ViewController()
        let h = Harness(rootViewController: root)
        h.window.theme = try Theme(json: ##"""
            {"types": {"AlertController": {"backgroundColor": "#303030", "titleColor": "#FFFFFF", "textColor": "#CCCCCC",
                                           "tintColor": "#FFAA00", "destructiveColor": "#FF00FF"}}}
            """##)
        let alert = AlertController(title: "Delete?", message: "It goes for good.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Keep", style: .cancel) { _ in })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in })
        root.present(alert, animated: true)
        h.waitForTransitions()
        let view = try #require(alert.view as? AlertView)
        #expect(view.box.backgroundColor == Color("#303030")!)
        #expect(view.titleLabel.textColor == .white && view.messageLabel.textColor == Color("#CCCCCC")!)
        let keep = try #require(view.buttons.first { $0.0.style == .cancel }?.1)
        let delete = try #require(view.buttons.first { $0.0.style == .destructive }?.1)
        #expect(keep.titleColor(for: .normal) == Color("#FFAA00")!)
        #expect(delete.titleColor(for: .normal) == Color("#FF00FF")!)
        let img = h.render()
        try img.writePNG(to: TestOutput.path("style-alert-themed.png"))
        let p = view.box.convert(Point(x: 4, y: view.box.bounds.midY), to: nil)
        #expect(img.pixel(x: Int(p.x), y: Int(p.y)) == Color("#303030")!)
    }

    @Test func slotsKeepCodeAndThemeApartPerState() {
        var slot = StyleSlot<Color?>(nil)
        slot.set(.red, for: .normal, by: .theme)
        slot.set(.blue, for: .highlighted, by: .theme)
        #expect(slot.value(for: [.highlighted, .selected]) == .blue)
        #expect(slot.value(for: .disabled) == .red)
        let changed = slot.setCode(.green, for: .normal), again = slot.setCode(.green, for: .normal)
        #expect(changed && !again)
        #expect(slot.value(for: .highlighted) == .green, "code's values replace the theme's for every state")
        slot.removeThemeValues()
        slot.set(.yellow, for: .normal, by: .theme)
        #expect(slot.value() == .green)
        let removed = slot.setCode(nil, for: .normal)
        #expect(removed && slot.value() == .yellow)
    }

    /// Seeded random taps whose actions switch window themes, move views between windows,
    /// remove and re-add them, change style names and set values in code: values set in
    /// code always show, and nothing traps.
    @Test(arguments: [1, 2, 3] as [UInt64]) func randomThemeSwitchesInsideActionsKeepCodeValues(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let themes: [Theme] = [.default, Self.night, try! Theme(json: #"{"name": "bare"}"#)]
        let roots = [View(), View()]
        let harnesses = roots.map { Harness(root: $0, size: Size(width: 400, height: 400)) }
        var buttons: [StyledButton] = []
        var codeBackground: [ObjectIdentifier: Color] = [:]
        var codeRadius: [ObjectIdentifier: Float] = [:]
        var fired = 0

        func check(_ b: StyledButton) {
            if let c = codeBackground[ObjectIdentifier(b)] {
                #expect(b.backgroundColor(for: .normal) == c, "seed \(seed)")
            }
            if let r = codeRadius[ObjectIdentifier(b)] { #expect(b.cornerRadius == r, "seed \(seed)") }
        }

        func mutate(_ b: StyledButton) {
            fired += 1
            switch rng.below(7) {
            case 0: harnesses[rng.below(2)].window.theme = themes[rng.below(themes.count)]
            case 1: b.removeFromSuperview()
            case 2: roots[rng.below(2)].addSubview(buttons[rng.below(buttons.count)])
            case 3:
                let c = Color(r: UInt8(rng.below(256)), g: UInt8(rng.below(256)), b: 7)
                b.setBackgroundColor(c, for: .normal)
                codeBackground[ObjectIdentifier(b)] = c
            case 4:
                let r = Float(rng.below(20))
                b.cornerRadius = r
                codeRadius[ObjectIdentifier(b)] = r
            case 5: b.styleName = ["card", "danger", nil, "nosuch"][rng.below(4)]
            default:
                let other = buttons[rng.below(buttons.count)]
                other.removeFromSuperview()
                roots[rng.below(2)].addSubview(other)
                other.frame.origin = Point(x: Float(rng.below(300)), y: Float(rng.below(340)))
            }
        }

        for i in 0..<12 {
            let b = StyledButton(title: "B\(i)")
            b.frame = Rect(x: Float(i % 3) * 130, y: Float(i / 3) * 95, width: 120, height: 60)
            b.addAction(for: .primaryActionTriggered) { [unowned b] _ in mutate(b) }
            buttons.append(b)
            roots[i % 2].addSubview(b)
        }
        let silenced = capturingDiagnostics {
            for _ in 0..<150 {
                let w = rng.below(2)
                let candidates = buttons.filter { $0.window === harnesses[w].window }
                guard let target = candidates.isEmpty ? nil : candidates[rng.below(candidates.count)] else {
                    roots[w].addSubview(buttons[rng.below(buttons.count)])
                    continue
                }
                let f = target.frame
                harnesses[w].tap(at: Point(x: f.midX, y: f.midY))
                harnesses[w].advance(by: 0.02)
                for b in buttons { check(b) }
            }
        }
        _ = silenced
        for h in harnesses { _ = h.render() }
        #expect(fired > 50, "seed \(seed): only \(fired) actions fired")
        for b in buttons { check(b) }
    }
}

/// A subclass with a styled property of its own, read through `super`'s list.
@MainActor
final class Gauge: Control {
    static let fallbackNeedle = Color(r: 1, g: 2, b: 3)
    private var needleSlot = StyleSlot(Gauge.fallbackNeedle)
    var calls = 0
    var needle: Color { needleSlot.value() }

    override class var styleProperties: [StyleBinding] {
        super.styleProperties + [StyleBinding(.accentColor, \Gauge.needleSlot) { $0.setNeedsDisplay() }]
    }

    override class var styleTypeNames: [String] { ["View", "Control", "Gauge"] }

    override func themeDidChange() {
        calls += 1
        super.themeDidChange()
    }
}
