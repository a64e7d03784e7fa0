import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// `Font(name:size:)` through fontconfig, unknown names and missing files.
@MainActor
@Suite(.serialized) struct FontLookupTests {
    func file(_ f: Font?) -> String? {
        guard case let .file(p)? = f?.source else { return nil }
        return String(p.split(separator: "/").last ?? "")
    }

    @Test func familyAndStyleNamesFindInstalledFaces() {
        #expect(file(Font(name: "DejaVu Serif", size: 14)) == "DejaVuSerif.ttf")
        #expect(file(Font(name: "DejaVu Sans Bold", size: 14)) == "DejaVuSans-Bold.ttf")
        #expect(file(Font(name: "dejavu sans mono", size: 14)) == "DejaVuSansMono.ttf")
        #expect(file(Font(name: "DejaVuSans-Bold", size: 14)) == "DejaVuSans-Bold.ttf", "PostScript name")
        #expect(file(Font(name: "DejaVu Serif Bold Italic", size: 14)) == "DejaVuSerif-BoldItalic.ttf")
        #expect(file(Font(name: "Noto Color Emoji", size: 14)) == "NotoColorEmoji.ttf",
                "install fonts-noto-color-emoji (scripts/install-deps.sh --test)")
        #expect(Font(name: "DejaVu Serif", size: 30)?.pointSize == 30)
        // File names and paths still work.
        #expect(file(Font(name: "DejaVuSerif-Bold", size: 14)) == "DejaVuSerif-Bold.ttf")
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
        #expect(Font(name: path, size: 14)?.source == .file(path))
        // Serif is not Sans: the face drawn really differs.
        let serif = TextMetrics.size(of: "Hamburgefonstiv", font: Font(name: "DejaVu Serif", size: 20)!).width
        let sans = TextMetrics.size(of: "Hamburgefonstiv", font: Font(size: 20)).width
        #expect(serif != sans)
        // Bold system font comes from fontconfig.
        #expect(Font.boldSystemFontPath?.hasSuffix("DejaVuSans-Bold.ttf") == true)
    }

    @Test func anUnknownNameIsNilAndReported() {
        let saved = Diagnostics.handler
        nonisolated(unsafe) var captured: [String] = []
        Diagnostics.handler = { captured.append($0) }
        defer { Diagnostics.handler = saved }
        let name = "No Such Font \(UInt32.random(in: 0...UInt32.max))"
        #expect(Font(name: name, size: 12) == nil)
        #expect(captured.contains { $0.contains(name) && $0.contains("no installed font") }, "\(captured)")
        #expect(Font(name: "", size: 12) == nil)
        #expect(Font(name: "   ", size: 12) == nil)
        #expect(Font(name: "/no/such/dir/font.ttf", size: 12) == nil)
        #expect(Font(name: "/etc/hostname", size: 12) == nil, "not a font")
        #expect(Font(name: String(repeating: "x", count: 100_000), size: .nan) == nil)
        // What the UIKit idiom gives is the default font, drawing.
        let f = Font(name: name, size: 12) ?? .system(size: 12)
        #expect(TextMetrics.size(of: "abc", font: f).width > 0)
    }

    @Test func aFontFileThatVanishedDrawsWithTheDefaultFontAndSaysSo() throws {
        let saved = Diagnostics.handler
        nonisolated(unsafe) var captured: [String] = []
        Diagnostics.handler = { captured.append($0) }
        defer { Diagnostics.handler = saved }
        #expect(throws: TactileError.self) { try Font(contentsOfFile: "/no/such/font.ttf", size: 12) }
        var gone = Font(size: 16)
        gone.source = .file(TestOutput.path("tactile-vanished-\(UInt32.random(in: 0...UInt32.max)).ttf"))
        let label = Label(text: "Still here 👍", font: gone)
        label.frame = Rect(x: 0, y: 0, width: 200, height: 30)
        let root = View()
        root.addSubview(label)
        let h = Harness(root: root, size: Size(width: 200, height: 30))
        h.runFrame()
        #expect(h.renderer.measureText("Still here", font: gone).width == h.renderer.measureText("Still here", font: Font(size: 16)).width)
        #expect(captured.contains { $0.contains("tactile-vanished") && $0.contains("default font") }, "\(captured)")
        let bmp = h.render()
        var ink = 0
        for y in 0..<bmp.height { for x in 0..<bmp.width where bmp.pixel(x: x, y: y).r < 128 { ink += 1 } }
        #expect(ink > 30, "the text is drawn, not blank")
    }
}

/// Caret positions come from the shaped run (SDL_ttf shapes with HarfBuzz: kerning).
@MainActor
@Suite struct ShapedCaretTests {
    func field(_ text: String, size: Float = 24, width: Float = 2000) -> (Harness, TextField) {
        let root = View()
        let f = TextField(frame: Rect(x: 0, y: 0, width: width, height: 40))
        f.font = Font(size: size)
        f.borderStyle = .none
        f.text = text
        root.addSubview(f)
        let h = Harness(root: root, size: Size(width: width, height: 40))
        f.becomeFirstResponder()
        h.runFrame()
        return (h, f)
    }

    /// The caret's x after each cluster, relative to the caret at the start.
    func caretXs(_ h: Harness, _ f: TextField) -> [Float] {
        h.key(.home)
        let x0 = f.caretRect.minX
        var xs: [Float] = [0]
        for _ in 0..<f.characters.count {
            h.key(.right)
            xs.append(f.caretRect.minX - x0)
        }
        return xs
    }

    @Test func kerningPairsAreShapedAndTheCaretFollowsTheShapedPrefix() {
        for text in ["AVAVAV", "To To", "WAVE Ty", "AVAVAVAVAVAVAVAVAVAVAVAVAVAVAV"] {
            let (h, f) = field(text)
            let xs = caretXs(h, f)
            let chars = Array(text)
            for i in 1...chars.count {
                let shaped = h.renderer.measureText(String(chars[0..<i]), font: f.font).width
                #expect(abs(xs[i] - shaped) <= 1, "\(text): caret after \(i) clusters at \(xs[i]), shaped prefix \(shaped)")
            }
        }
        // Shaping is on: "AV" is narrower than "A" plus "V" (DejaVu kerns the pair).
        let (h, f) = field("")
        let av = h.renderer.measureText("AV", font: f.font).width
        let a = h.renderer.measureText("A", font: f.font).width, v = h.renderer.measureText("V", font: f.font).width
        #expect(av < a + v, "AV \(av) vs A+V \(a + v)")
    }

    @Test func theCaretSitsAfterAnEmoji() {
        let (h, f) = field("a👍b 日本 👩‍👩‍👧!")
        let xs = caretXs(h, f)
        let chars = f.characters
        for i in 1...chars.count {
            let w = h.renderer.measureText(String(chars[0..<i]), font: f.font).width
            #expect(abs(xs[i] - w) <= 1, "after \(i) clusters: caret \(xs[i]), measured \(w)")
            #expect(xs[i] > xs[i - 1], "the caret moves right at \(i)")
        }
        let emoji = xs[2] - xs[1]
        #expect(emoji >= 20, "the emoji is an emoji wide (\(emoji)), not a box")
    }

    /// Long lines are cut into runs of at most 24 clusters; the seams must not let the
    /// caret drift away from the shaped line by more than rounding (a pixel per seam).
    @Test func runSeamsDoNotMakeTheCaretDriftFarOnLongLines() {
        let text = String(repeating: "AVTo", count: 30)
        let (h, f) = field(text, size: 16, width: 4000)
        let xs = caretXs(h, f)
        let chars = Array(text)
        var worst: Float = 0
        for i in stride(from: 1, through: chars.count, by: 1) {
            let shaped = h.renderer.measureText(String(chars[0..<i]), font: f.font).width
            worst = max(worst, abs(xs[i] - shaped))
        }
        print("caret drift on 120 kerned clusters (5 seams), 16 px: worst \(worst) px")
        #expect(worst <= 1, "worst drift \(worst)")
    }
}
