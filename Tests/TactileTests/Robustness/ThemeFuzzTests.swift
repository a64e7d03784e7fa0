import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A button that switches its window's theme from inside `themeDidChange()` (a limited number
/// of times, so the test ends).
@MainActor
private final class ThemeSwitchingButton: Button {
    var switches = 0
    var themes: [Theme] = []
    override func themeDidChange() {
        super.themeDidChange()
        guard switches > 0, let window, !themes.isEmpty else { return }
        switches -= 1
        window.theme = themes[switches % themes.count]
    }
}

/// Adversarial, seeded: malformed theme files, themes switched inside `themeDidChange()`,
/// views moved between windows inside their own action, absurd typed style values.
@MainActor
@Suite struct ThemeFuzzTests {
    static var themesFolder: String {
        let root = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
        return "/" + root + "/Resources/Themes"
    }

    /// Random byte mutations of the shipped default theme either load or throw an error that
    /// names the file and (for a parse error past the first line) its line; the window keeps
    /// its theme on error.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8]) func mutatedThemeFilesLoadOrReport(seed: UInt64) throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.themesFolder + "/default.json")))
        var rng = SeededGenerator(seed: seed)
        let h = Harness(subviews: [Button(frame: Rect(x: 10, y: 10, width: 120, height: 44))], size: Size(width: 200, height: 100))
        let dir = URL(fileURLWithPath: TestOutput.path("tactile-theme-fuzz-\(seed)"))
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let interesting: [[UInt8]] = [Array("{".utf8), Array("}".utf8), Array("\"".utf8), Array(",".utf8), Array(":".utf8),
                                      Array("[".utf8), Array("1e999".utf8), Array("-".utf8), Array("NaN".utf8),
                                      Array("\\u0000".utf8), Array("\\ud800".utf8), [0xFF], [0xC3], [0], Array("#".utf8),
                                      Array("99999999999999999999".utf8), Array("\n".utf8), Array("é".utf8)]
        var loaded = 0, rejected = 0
        for i in 0..<60 {
            var bytes = original
            for _ in 0..<(1 + rng.below(4)) {
                let at = rng.below(bytes.count)
                switch rng.below(4) {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.insert(contentsOf: interesting[rng.below(interesting.count)], at: at)
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + 1 + rng.below(8)))
                default: bytes = Array(bytes.prefix(at))  // truncated
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            let path = dir.appendingPathComponent("t\(i).json").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let before = h.window.theme
            do {
                try h.window.loadTheme(contentsOfFile: path)
                loaded += 1
            } catch {
                rejected += 1
                let text = "\(error)"
                #expect(text.contains(path), "seed \(seed) mutation \(i): the error names the file: \(text)")
                #expect(!text.isEmpty)
                if case let TactileError.theme(_, line, _, _) = error {
                    #expect(line >= 0 && line <= bytes.count + 1, "seed \(seed) mutation \(i): line \(line)")
                }
                #expect(h.window.theme.isSame(as: before), "seed \(seed) mutation \(i): the window keeps its theme")
            }
            h.runFrame()
        }
        #expect(loaded + rejected == 60)
        #expect(rejected > 0, "the mutations broke some files")
        try? FileManager.default.removeItem(at: dir)
    }

    @Test func loadingAMissingOrEmptyFileReports() throws {
        let h = Harness(subviews: [Label()], size: Size(width: 100, height: 100))
        let deep = TestOutput.path("tactile-deep-theme.json")
        try Data(("{\"types\": " + String(repeating: "[", count: 200_000)).utf8).write(to: URL(fileURLWithPath: deep))
        for path in ["/nonexistent/theme.json", "", "/", "/dev/null", "/dev/zero", deep] {
            #expect(throws: TactileError.self) { try h.window.loadTheme(contentsOfFile: path) }
        }
        h.runFrame()
    }

    /// A view that switches the theme from `themeDidChange()` (re-entering the propagation)
    /// and removes itself from inside its own action: no trap, and the window ends with the
    /// last theme set.
    @Test(arguments: [UInt64(11), 12, 13]) func themeSwitchedInsideThemeDidChange(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let dark = try Theme(contentsOfFile: Self.themesFolder + "/dark.json")
        let warm = try Theme(contentsOfFile: Self.themesFolder + "/warm.json")
        let themes = [Theme.default, dark, warm]
        let root = View()
        var buttons: [ThemeSwitchingButton] = []
        for i in 0..<6 {
            let b = ThemeSwitchingButton(frame: Rect(x: Float(i % 3) * 100, y: Float(i / 3) * 60, width: 90, height: 44))
            b.themes = themes
            b.setTitle("B\(i)", for: .normal)
            buttons.append(b)
            root.addSubview(b)
        }
        let h = Harness(root: root, size: Size(width: 320, height: 140))
        for step in 0..<20 {
            for b in buttons { b.switches = rng.below(3) }
            let b = buttons[rng.below(buttons.count)]
            b.addAction(for: .touchUpInside) { [weak b, unowned root] _ in
                guard let b else { return }
                b.removeFromSuperview()
                b.window?.theme = themes[step % 3]
                root.addSubview(b)
            }
            h.window.theme = themes[rng.below(3)]
            h.tap(at: b.center)
            h.runFrame()
        }
        // With the switching off, setting a theme sticks and styles every button.
        for b in buttons { b.switches = 0 }
        h.window.theme = dark
        h.runFrame()
        #expect(h.window.theme.isSame(as: dark))
        _ = try #require(dark.typeStyles["Button"])
        let colors = Set(buttons.map { "\($0.backgroundColor(for: .normal).map { "\($0)" } ?? "nil")" })
        #expect(colors.count == 1, "every button has the dark theme's fill: \(colors)")
    }

    /// Window `a` with the default theme holding a button titled `title`, window `b` dark.
    func twoWindows(title: String) throws -> (Harness, Harness, Button) {
        let a = Harness(subviews: [], size: Size(width: 200, height: 100))
        let b = Harness(subviews: [], size: Size(width: 200, height: 100))
        b.window.theme = try Theme(contentsOfFile: Self.themesFolder + "/dark.json")
        let button = Button(frame: Rect(x: 10, y: 10, width: 120, height: 44))
        button.setTitle(title, for: .normal)
        a.window.rootView?.addSubview(button)
        return (a, b, button)
    }

    /// A button moved to another window inside its own action takes that window's theme.
    @Test func viewMovedBetweenWindowsInsideItsAction() throws {
        let (a, b, button) = try twoWindows(title: "Move")
        a.runFrame()
        let fillA = button.backgroundColor(for: .normal)
        var hops = 0
        button.addAction(for: .touchUpInside) { [unowned button] _ in
            hops += 1
            let target = button.window === a.window ? b : a
            target.window.rootView?.addSubview(button)
        }
        a.tap(at: Point(x: 50, y: 30))
        a.runFrame(); b.runFrame()
        #expect(hops == 1 && button.window === b.window)
        let fillB = button.backgroundColor(for: .normal)
        #expect(fillA != fillB, "the dark theme restyled the moved button (\(String(describing: fillA)) vs \(String(describing: fillB)))")
        b.tap(at: Point(x: 50, y: 30))
        a.runFrame(); b.runFrame()
        #expect(hops == 2 && button.window === a.window)
        #expect(button.backgroundColor(for: .normal) == fillA)
        _ = a.render(); _ = b.render()
    }

    /// A value set in code survives the view's move to a window with another theme, and
    /// theme switches in both windows, while the theme's other values follow the window.
    @Test func codeStyleSurvivesAMoveBetweenThemedWindows() throws {
        let (a, b, button) = try twoWindows(title: "Code")
        try button.setStyle(.backgroundColor, .orange)
        let titleInA = button.titleColor(for: .disabled)
        b.window.rootView?.addSubview(button)
        b.runFrame()
        #expect(button.backgroundColor(for: .normal) == .orange)
        let titleInB = button.titleColor(for: .disabled)
        #expect(titleInA != titleInB, "the dark theme's disabled title colour applies in window b")
        a.window.theme = b.window.theme
        b.window.theme = .default
        b.runFrame()
        #expect(button.backgroundColor(for: .normal) == .orange, "the code value stays through theme switches")
        #expect(button.titleColor(for: .disabled) == titleInA, "the theme's own values follow the window's theme (\(String(describing: titleInA)) / \(String(describing: titleInB)))")
    }

    /// Typed styles with absurd numbers are sanitised or rejected with an error, never a trap,
    /// and the view still draws.
    @Test func typedStylesWithAbsurdNumbers() {
        let button = Button(frame: Rect(x: 10, y: 10, width: 120, height: 44))
        button.setTitle("Absurd", for: .normal)
        let label = Label(frame: Rect(x: 10, y: 60, width: 200, height: 30))
        label.text = "Absurd"
        let h = Harness(subviews: [button, label], size: Size(width: 240, height: 100))
        let values: [Float] = [.nan, .infinity, -.infinity, -1, 0, 1e9, -1e9, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        let keys: [StyleProperty.Key<Float>] = [.cornerRadius, .borderWidth, .alpha, .fontSize, .numberOfLines, .accentWidth,
                                                .pressedDarkening, .minimumHeight, .spacing]
        for v in values {
            for k in keys {
                _ = capturingDiagnostics {
                    for view in [button, label] as [View] {
                        try? view.setStyle(k, v)
                        try? view.setStyle(k, v, for: .highlighted)
                        try? view.setStyleProperty(k.description, to: "\(v)")
                    }
                    h.runFrame()
                }
                _ = h.render()
            }
            for view in [button, label] as [View] {
                #expect(view.alpha.isFinite && view.alpha >= 0 && view.alpha <= 1, "alpha \(view.alpha) after \(v)")
                #expect(view.layer.cornerRadius.isFinite && view.layer.cornerRadius >= 0, "corner radius after \(v)")
                #expect(view.layer.borderWidth.isFinite && view.layer.borderWidth >= 0, "border width after \(v)")
            }
            #expect(label.font.size.isFinite && label.font.size > 0, "font size \(label.font.size) after \(v)")
        }
    }
}
