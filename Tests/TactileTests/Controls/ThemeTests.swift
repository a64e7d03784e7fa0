import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting
#if canImport(Glibc)
import Glibc
#endif

@MainActor
@Suite struct ThemeTests {
    func write(_ text: String, _ name: String) -> String {
        let path = TestOutput.path("tactile-theme-\(name)-\(getpid()).json")
        let f = fopen(path, "wb")!
        fputs(text, f)
        fclose(f)
        return path
    }

    func expectThemeError(_ text: String, line: Int, property: String, containing fragment: String) {
        do {
            _ = try Theme(json: text, file: "bad.json")
            Issue.record("expected an error")
        } catch let TactileError.theme(file, l, p, message) {
            #expect(file == "bad.json")
            #expect(l == line, "line \(l): \(message)")
            #expect(p == property)
            #expect(message.contains(fragment), "\(message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func defaultThemeLoadsFromTheEmbeddedFile() {
        #expect(Theme.default.name == "default")
        #expect(Theme.default.typeStyles["StyledButton"]?["accentWidth"] == .number(12))
        #expect(Theme.default.namedStyles["danger"] != nil)
    }

    @Test func malformedFilesNameLineAndProperty() {
        expectThemeError("{\n \"types\": {\n  \"Button\": {\n   \"cornerRadius\": \"round\"\n  }\n }\n}", line: 4,
                         property: "Button.cornerRadius", containing: "not a number")
        expectThemeError("{\n \"styles\": {\n  \"x\": {\n   \"titleColour\": \"#fff\"\n  }\n }\n}", line: 4,
                         property: "x.titleColour", containing: "unknown property")
        expectThemeError("{\n \"types\": {\n  \"Button\": {\n   \"backgroundColor\": \"#12345\"\n  }\n }\n}", line: 4,
                         property: "Button.backgroundColor", containing: "not a colour")
        expectThemeError("{\n \"types\": {\n  \"Button\": {\n   \"cornerRadius.pressed\": 3\n  }\n }\n}", line: 4,
                         property: "Button.cornerRadius.pressed", containing: "unknown state")
        expectThemeError("{\n \"types\": {\n  \"Button\": {\n   \"cornerRadius.highlighted\": 3\n  }\n }\n}", line: 4,
                         property: "Button.cornerRadius.highlighted", containing: "no per-state")
        expectThemeError("{\n \"types\": {\n  \"Button\": {\n   \"contentInsets\": [1, 2, 3]\n  }\n }\n}", line: 4,
                         property: "Button.contentInsets", containing: "1, 2 or 4")
        expectThemeError("{\n \"types\": {\n  \"Button\": {\n   \"alpha\": 3\n  }\n }\n}", line: 4,
                         property: "Button.alpha", containing: "0...1")
        // Syntax errors: the line of the fault, no property.
        expectThemeError("{\n \"types\": {\n  \"Button\": {\n   \"cornerRadius\": 3,\n  }\n }\n}", line: 5,
                         property: "", containing: "trailing ','")
        expectThemeError("{\n \"name\": \"x\"\n \"types\": {}\n}", line: 3, property: "", containing: "expected ','")
        expectThemeError("{\n \"colours\": {}\n}", line: 2, property: "colours", containing: "unknown top-level")
        expectThemeError("[1, 2]", line: 1, property: "", containing: "JSON object")
        expectThemeError("", line: 1, property: "", containing: "end of file")
    }

    @Test func aFailedLoadKeepsTheCurrentTheme() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let good = write("{ \"name\": \"good\", \"types\": { \"Button\": { \"backgroundColor\": \"#FF0000\" } } }", "good")
        let bad = write("{ \"name\": \"bad\",\n \"types\": { \"Button\": { \"backgroundColor\": 12 } } }", "bad")
        try window.loadTheme(contentsOfFile: good)
        #expect(window.theme.name == "good")
        #expect(throws: TactileError.self) { try window.loadTheme(contentsOfFile: bad) }
        #expect(window.theme.name == "good")
        do {
            try window.loadTheme(contentsOfFile: "/nonexistent/theme.json")
        } catch let TactileError.theme(file, _, _, message) {
            #expect(file == "/nonexistent/theme.json" && message.contains("cannot open"))
        }
        #expect(window.theme.name == "good")
    }

    @Test func changingTheThemeRestylesTheLiveTreeButCodeWins() throws {
        let root = View()
        root.backgroundColor = .white
        let themed = StyledButton(title: "Themed")
        themed.frame = Rect(x: 10, y: 10, width: 200, height: 60)
        let coded = Button(title: "Coded")
        coded.frame = Rect(x: 10, y: 100, width: 200, height: 60)
        coded.setBackgroundColor(Color(r: 10, g: 20, b: 30), for: .normal)
        let card = View(frame: Rect(x: 300, y: 10, width: 80, height: 80))
        card.styleName = "card"
        let label = Label(text: "Title")
        label.styleName = "title"
        label.frame = Rect(x: 300, y: 100, width: 150, height: 50)
        for v in [themed, coded, card, label] { root.addSubview(v) }
        let h = Harness(root: root, size: Size(width: 500, height: 200))
        h.window.theme = .default
        var imgDrawn = h.recordFrame()
        #expect(imgDrawn.shapeColor(at: Point(x: 100.5, y: 12.5)) == Color("#2C3E50")!)
        #expect(imgDrawn.shapeColor(at: Point(x: 50.5, y: 102.5)) == Color(r: 10, g: 20, b: 30))
        #expect(imgDrawn.shapeColor(at: Point(x: 340.5, y: 50.5)) == .white)   // card background is white in the default theme
        #expect(themed.cornerRadius == 12 && themed.accentWidth == 12)
        #expect(label.font.size == 28)

        let dark = try Theme(json: """
        {
          "name": "dark",
          "types": {
            "StyledButton": { "backgroundColor": "#112233", "accentColor": "#FF00FF", "cornerRadius": 4, "accentWidth": 20 },
            "Button": { "backgroundColor": "#445566" }
          },
          "styles": { "card": { "backgroundColor": "#00FF00" }, "title": { "fontSize": 40 } }
        }
        """, file: "dark.json")
        h.window.theme = dark
        imgDrawn = h.recordFrame()
        #expect(imgDrawn.shapeColor(at: Point(x: 100.5, y: 12.5)) == Color("#112233")!)
        #expect(imgDrawn.shapeColor(at: Point(x: 15.5, y: 40.5)) == Color("#FF00FF")!)
        #expect(themed.cornerRadius == 4 && themed.accentWidth == 20)
        #expect(imgDrawn.shapeColor(at: Point(x: 50.5, y: 102.5)) == Color(r: 10, g: 20, b: 30), "colours set in code win")
        #expect(imgDrawn.shapeColor(at: Point(x: 340.5, y: 50.5)) == Color("#00FF00")!)
        #expect(label.font.size == 40)

        // Code changes a themed property; the next theme leaves it alone.
        themed.cornerRadius = 30
        h.window.theme = .default
        #expect(themed.cornerRadius == 30)
        #expect(themed.accentWidth == 12)
    }

    @Test func everyStyledPropertyIsSettableByName() throws {
        let b = StyledButton(title: "x")
        try b.setStyleProperty("accentColor.highlighted", to: "#FF0000")
        #expect(b.accentColor(for: .highlighted) == Color(r: 255, g: 0, b: 0))
        try b.setStyleProperty("cornerRadius", to: "9")
        #expect(b.cornerRadius == 9)
        try b.setStyleProperty("contentInsets", to: "4 8")
        #expect(b.contentEdgeInsets == EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        try b.setStyleProperty("titleColor.disabled", to: "gray")
        #expect(b.titleColor(for: .disabled) == .gray)
        try b.setStyleProperty("fontSize", to: "30")
        #expect(b.titleLabel.font.size == 30)
        #expect(throws: TactileError.self) { try b.setStyleProperty("accentColor", to: "blurple") }
        #expect(throws: TactileError.self) { try b.setStyleProperty("spacing", to: "3") }  // not a button property
        let s = StackView()
        try s.setStyleProperty("spacing", to: "3")
        #expect(s.spacing == 3)
        let sl = Slider()
        try sl.setStyleProperty("thumbColor", to: "#00FF00")
        #expect(sl.thumbColor == Color(r: 0, g: 255, b: 0))
        let iv = ImageView()
        try iv.setStyleProperty("tintColor", to: "red")
        #expect(iv.tintColor == .red)
        let l = Label()
        try l.setStyleProperty("textAlignment", to: "center")
        #expect(l.textAlignment == .center)
        // Every known property is accepted by at least one control type.
        let views: [View] = [StyledButton(), Label(), StackView(), Slider(), Switch(), ImageView(), TextField(), TabBar(),
                             AlertView(controller: AlertController(title: "t", message: nil, preferredStyle: .alert)), GradientView()]
        for (name, info) in StyleProperty.all {
            let sample: String
            switch info.kind {
            case .color: sample = "#123456"
            case .number: sample = name == "alpha" || name == "pressedDarkening" ? "0.5" : "12"
            case .bool: sample = "true"
            case .insets: sample = "2"
            case .alignment: sample = "left"
            case .string: continue  // font files
            }
            let ok = views.contains { (try? $0.setStyleProperty(name, to: sample)) != nil }
            #expect(ok, "no view takes '\(name)'")
        }
    }
}

@MainActor
@Suite struct ShippedThemeTests {
    /// The theme files in Resources/Themes all load (the gallery switches to them live).
    @Test(arguments: ["default", "dark", "warm"]) func shippedThemeLoads(name: String) throws {
        let here = #filePath
        let root = here.split(separator: "/").dropLast(4).joined(separator: "/")
        let theme = try Theme(contentsOfFile: "/" + root + "/Resources/Themes/\(name).json")
        #expect(theme.name == name)
        for type in ["Button", "StyledButton", "Label", "Switch", "Slider"] { #expect(theme.typeStyles[type] != nil) }
        for style in ["screen", "card", "caption", "tab", "primary", "danger"] { #expect(theme.namedStyles[style] != nil) }
    }
}
