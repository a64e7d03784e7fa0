import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Random Unicode (seeded): combining marks, ZWJ emoji sequences, right-to-left scripts,
/// unassigned code points, U+FFFD, controls, CJK.
struct UnicodeFuzz {
    static let pools: [[UInt32]] = [
        Array(0x41...0x5A), Array(0x61...0x7A),  // Latin
        Array(0x300...0x36F),  // combining marks
        [0x200D, 0x200C, 0x200E, 0x200F, 0x202E, 0x2066, 0xFEFF],  // ZWJ, ZWNJ, bidi controls, BOM
        Array(0x5D0...0x5EA), Array(0x627...0x64A),  // Hebrew, Arabic
        [0x1F468, 0x1F469, 0x1F467, 0x1F3FD, 0x2764, 0xFE0F, 0x1F1FA, 0x1F1F8, 0x1F44D],  // emoji parts
        [0xFFFD, 0x378, 0x379, 0xE000, 0x10FFFD, 0xFFFF, 0xFFFE, 0x1FFFF, 0x50000],  // unassigned, private, noncharacters
        [0x0, 0x1, 0x9, 0xA, 0xD, 0x7F, 0x85, 0x2028, 0x2029],  // controls, separators
        Array(0x4E00...0x4E40), Array(0xAC00...0xAC20),  // CJK, Hangul
        [0x0E01, 0x0E31, 0x0E34, 0x0E47, 0x0915, 0x094D, 0x0937],  // Thai, Devanagari clusters
    ]

    static func string(_ rng: inout SeededGenerator, length: Int) -> String {
        var s = String.UnicodeScalarView()
        for _ in 0..<length {
            let pool = pools[rng.below(pools.count)]
            if let u = Unicode.Scalar(pool[rng.below(pool.count)]) { s.append(u) }
        }
        return String(s)
    }
}

/// Adversarial, seeded: fonts with absurd sizes and file names; labels and text fields with
/// random Unicode, typed then deleted grapheme by grapheme; what is measured is what is drawn.
@MainActor
@Suite struct TextFuzzTests {
    @Test func fontSizesAreSanitised() throws {
        let sizes: [Float] = [.nan, .infinity, -.infinity, 0, -1, 1e9, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.001]
        let label = Label(frame: Rect(x: 0, y: 0, width: 300, height: 60))
        let h = Harness(subviews: [label], size: Size(width: 300, height: 60))
        for s in sizes {
            let f = Font(size: s)
            #expect(f.size.isFinite && f.size > 0 && f.size <= 1000, "Font(size: \(s)).size = \(f.size)")
            var g = Font.default
            g.size = s
            #expect(g.size.isFinite && g.size > 0 && g.size <= 1000)
            #expect(Font.default.withSize(s).size.isFinite)
            label.font = f
            label.text = "Size \(s) é 👍"
            let fit = label.sizeThatFits(Size(width: 300, height: 0))
            #expect(fit.width.isFinite && fit.height.isFinite && fit.width >= 0 && fit.height >= 0, "size \(s): \(fit)")
            let m = h.renderer.measureText("Size ☃", font: f)
            #expect(m.width.isFinite && m.height.isFinite)
            _ = h.render()
        }
    }

    @Test func fontFilesWithRandomNamesReport() {
        var rng = SeededGenerator(seed: 5)
        for i in 0..<30 {
            let name = UnicodeFuzz.string(&rng, length: rng.below(20))
            let paths = [name, TestOutput.path(name), TestOutput.path("\(name).ttf"), "", "/", "/dev/null", "/proc/self/status"]
            let path = paths[i % paths.count]
            do {
                let f = try Font(contentsOfFile: path, size: Float(rng.below(100)) - 10)
                #expect(f.size > 0)
            } catch {
                #expect(!"\(error)".isEmpty, "\(path)")
            }
        }
    }

    /// Random Unicode typed into a text field, then deleted with backspace one grapheme at a
    /// time, empties it exactly (one key per Character); a label shows the same strings.
    @Test(arguments: FuzzScale.seeds([UInt64(1), 2, 3, 4, 5, 6], default: 3)) func randomUnicodeTypedThenDeleted(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 40))
        let label = Label(frame: Rect(x: 10, y: 60, width: 280, height: 80))
        label.numberOfLines = 0
        let h = Harness(subviews: [field, label], size: Size(width: 300, height: 150))
        h.tap(at: Point(x: 100, y: 30))
        for round in 0..<6 {
            // Tab, newline and return are keys (return ends editing), not text to delete.
            let s = String(String.UnicodeScalarView(UnicodeFuzz.string(&rng, length: 1 + rng.below(24)).unicodeScalars.filter {
                ![0x9, 0xA, 0xD].contains($0.value)
            }))
            if !field.isFirstResponder { h.tap(at: Point(x: 100, y: 30)) }
            field.text = ""
            h.type(s)
            h.runFrame()
            label.text = field.text
            h.runFrame()
            _ = h.render()
            let typed = field.text ?? ""
            let count = typed.count
            let state = "s=\(Array(s.unicodeScalars).map { String($0.value, radix: 16) }) first responder \(field.isFirstResponder) caret \(field.caretOffset) of \(field.characters.count)"
            for _ in 0..<count { h.key(.backspace) }
            h.runFrame()
            #expect(field.text!.isEmpty, "seed \(seed) round \(round): \(count) backspaces left \(Array(field.text!.unicodeScalars).map { String($0.value, radix: 16) }) of \(Array(typed.unicodeScalars).map { String($0.value, radix: 16) }); \(state)")
            // Pasted too, and set directly, with a render each time.
            h.paste(s)
            field.text = s + s
            label.text = s
            _ = h.render()
        }
    }

    /// `shouldChangeCharacters` and `onReturn` that change the text, move the selection out
    /// of range, resign or remove the field, while random Unicode is typed, deleted and pasted:
    /// no trap, and the caret stays within the text.
    @Test(arguments: FuzzScale.seeds([UInt64(31), 32, 33, 34], default: 2)) func editsMutatedInsideTheFieldsCallbacks(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 40))
        let root = View()
        root.addSubview(field)
        let h = Harness(root: root, size: Size(width: 300, height: 60))
        var rngBox = rng
        func act(_ f: TextField) {
            switch rngBox.below(8) {
            case 0: f.text = UnicodeFuzz.string(&rngBox, length: rngBox.below(10))
            case 1:
                let a = rngBox.below(40) - 10
                f.selectedRange = a..<(a + rngBox.below(40))
            case 2: f.removeFromSuperview()
            case 3: _ = f.resignFirstResponder()
            case 4: f.maxLength = rngBox.chance(0.5) ? nil : rngBox.below(6) - 2
            case 5: f.font = Font(size: [Float.nan, 0, -1, 1e9, 17][rngBox.below(5)])
            default: break
            }
        }
        field.shouldChangeCharacters = { f, _, _ in
            act(f)
            return rngBox.chance(0.7)
        }
        field.onReturn = { f in
            act(f)
            return rngBox.chance(0.5)
        }
        for step in 0..<80 {
            if field.superview == nil { root.addSubview(field) }
            if !field.isFirstResponder { h.tap(at: Point(x: 100, y: 30)) }
            switch rng.below(5) {
            case 0: h.type(UnicodeFuzz.string(&rng, length: 1 + rng.below(6)))
            case 1: h.key(.backspace)
            case 2: h.paste(UnicodeFuzz.string(&rng, length: rng.below(30)))
            case 3: h.key(.enter)
            default: h.key([KeyboardKey.left, .right, .delete, .home, .end][rng.below(5)], modifiers: rng.chance(0.5) ? [.shift] : [])
            }
            h.advance(by: h.frameInterval)
            _ = h.render()
            #expect(field.caretOffset >= 0 && field.caretOffset <= field.characters.count,
                    "seed \(seed) step \(step): caret \(field.caretOffset) of \(field.characters.count)")
            #expect(field.selectedRange.lowerBound >= 0 && field.selectedRange.upperBound <= field.characters.count,
                    "seed \(seed) step \(step): selection \(field.selectedRange) of \(field.characters.count)")
        }
        rng = rngBox
    }

    /// What a label measures is where its text is drawn: left-aligned ink ends within the
    /// measured width, right-aligned ink starts within it.
    @Test(arguments: [UInt64(7), 8, 9]) func measuredWidthMatchesDrawnInk(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let width: Float = 600
        let label = Label(frame: Rect(x: 0, y: 0, width: width, height: 40))
        label.textColor = .white
        let root = View()
        root.backgroundColor = .black
        root.addSubview(label)
        let h = Harness(root: root, size: Size(width: 600, height: 40))
        for round in 0..<8 {
            // Printable scripts only (Latin, CJK, Hebrew, marks), so there is ink to find.
            var s = ""
            for _ in 0..<(2 + rng.below(10)) {
                let pool = [UnicodeFuzz.pools[0], UnicodeFuzz.pools[1], UnicodeFuzz.pools[9], UnicodeFuzz.pools[4], UnicodeFuzz.pools[2]][rng.below(5)]
                if let u = Unicode.Scalar(pool[rng.below(pool.count)]) { s.unicodeScalars.append(u) }
            }
            label.text = "W" + s + "W"
            label.font = Font(size: Float(10 + rng.below(30)))
            let measured = h.renderer.measureText(label.text ?? "", font: label.font).width
            guard measured < width - 4 else { continue }
            func ink(_ alignment: TextAlignment) -> (Int, Int)? {
                label.textAlignment = alignment
                h.window.setNeedsFullRedraw()
                let b = h.render()
                var lo = Int.max, hi = -1
                for y in 0..<b.height {
                    for x in 0..<b.width where b.pixel(x: x, y: y).r > 60 { lo = min(lo, x); hi = max(hi, x) }
                }
                return hi < 0 ? nil : (lo, hi)
            }
            let left = try #require(ink(.left), "seed \(seed) round \(round): no ink")
            let right = try #require(ink(.right))
            #expect(Float(left.1) <= measured + 2, "seed \(seed) round \(round) '\(label.text ?? "")': left-aligned ink ends at \(left.1), measured \(measured)")
            #expect(Float(right.0) >= width - measured - 2, "seed \(seed) round \(round) '\(label.text ?? "")': right-aligned ink starts at \(right.0), measured \(measured)")
            #expect(right.1 < Int(width), "right-aligned text is not cut")
            // The drawn width agrees with the measured one within the side bearings of the W's.
            #expect(abs(Float(left.1 - left.0 + 1) - measured) <= max(4, measured * 0.1),
                    "seed \(seed) round \(round) '\(label.text ?? "")': ink \(left.1 - left.0 + 1) wide, measured \(measured)")
        }
    }
}
