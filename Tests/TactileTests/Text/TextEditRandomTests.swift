import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct TextEditRandomTests {
    static let pieces = ["a", "é", "e", "\u{301}", "\u{308}", "👍", "👍🏽", "👩‍💻", "\u{200D}", "🇩", "🇪", "🇫🇷", " ", "مرحبا", "日本",
                         "ก\u{E34}", "x\u{200D}y", "\u{FE0F}", "\n", "Zoë"]

    @Test(arguments: FuzzScale.seeds([1, 2, 3, 42] as [UInt64], default: 2))
    func randomEditsKeepTheInvariants(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let root = View()
        let f = TextField(frame: Rect(x: 10, y: 10, width: 160, height: 40))
        root.addSubview(f)
        let h = Harness(root: root, size: Size(width: 200, height: 60))
        f.becomeFirstResponder()
        var removals = 0
        f.addAction(for: .editingChanged) { c in
            // Sometimes the field leaves the window inside its own callback.
            if Int.random(in: 0..<40, using: &rng) == 0, c.superview != nil {
                c.removeFromSuperview()
                removals += 1
            }
        }
        for step in 0..<400 {
            if f.window == nil {
                root.addSubview(f)
                f.becomeFirstResponder()
            }
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1, 2:
                let n = Int.random(in: 1...3, using: &rng)
                h.type((0..<n).map { _ in Self.pieces.randomElement(using: &rng)! }.joined())
            case 3: h.key(.backspace)
            case 4: h.key(.delete)
            case 5: h.key([.left, .right, .home, .end].randomElement(using: &rng)!,
                          modifiers: Bool.random(using: &rng) ? .shift : [])
            case 6:
                let a = Int.random(in: -2...(f.characters.count + 2), using: &rng)
                let b = Int.random(in: -2...(f.characters.count + 2), using: &rng)
                f.selectedRange = min(a, b)..<max(a, b)
            case 7: h.paste((0..<Int.random(in: 0...6, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined())
            case 8: h.key(.z, modifiers: .control)
            default: h.tap(at: Point(x: Float.random(in: 0...200, using: &rng), y: 30))
            }
            // Invariants: the clusters are the text's own, the caret and selection sit on
            // cluster boundaries, the layout covers the text.
            let chars = f.characters
            #expect(Array(String(chars)).elementsEqual(chars), "seed \(seed) step \(step): clusters drifted")
            #expect(f.caretOffset >= 0 && f.caretOffset <= chars.count)
            #expect(f.selectedRange.lowerBound >= 0 && f.selectedRange.upperBound <= chars.count)
            #expect(f.runs.count == chars.count || !f.isSecureTextEntry)
            var covered = 0
            for r in f.runs.runs { #expect(r.start == covered); covered += r.count }
            if f.window != nil { #expect(covered == chars.count, "seed \(seed) step \(step): runs cover \(covered) of \(chars.count)") }
            // Filtered first: Swift Testing 6.0 misreads `#expect(!f.text.unicodeScalars.contains { … })`.
            let newlines = f.text!.unicodeScalars.filter { $0.value == 0x0A }
            #expect(newlines.isEmpty)
        }
        _ = removals
    }

    @Test func bufferReformsClustersAtBothSeams() {
        var b = TextEditBuffer("e")
        b.replace(1..<1, with: "\u{301}")
        #expect(b.characters == ["e\u{301}"])
        #expect(b.caret == 1)
        b = TextEditBuffer("\u{301}")
        b.replace(0..<0, with: "e")
        #expect(b.characters == ["e\u{301}"])
        b = TextEditBuffer("🇩")
        b.replace(1..<1, with: "🇪")
        #expect(b.characters == ["🇩🇪"])
        b = TextEditBuffer("hello world")
        #expect(b.wordRange(at: 7) == 6..<11)
        #expect(b.wordRange(at: 5) == 0..<5)
    }
}
