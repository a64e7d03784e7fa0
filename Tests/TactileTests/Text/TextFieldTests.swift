import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct TextFieldTests {
    func focused(_ text: String = "", width: Float = 240) -> (Harness, TextField) {
        let root = View()
        root.backgroundColor = Color(white: 0.93)
        let f = TextField(frame: Rect(x: 10, y: 10, width: width, height: 40))
        f.text = text
        root.addSubview(f)
        let h = Harness(root: root, size: Size(width: width + 20, height: 60))
        f.becomeFirstResponder()
        h.runFrame()
        return (h, f)
    }

    @Test func textSetBeforeTheFieldHasAWidthStartsAtItsBeginning() {
        // As a screen built in init does: text first, frame at layout.
        let f = TextField()
        f.text = "Fjord"
        let root = View()
        root.addSubview(f)
        let h = Harness(root: root, size: Size(width: 300, height: 60))
        f.frame = Rect(x: 10, y: 10, width: 280, height: 40)
        h.runFrame()
        #expect(f.scrollX == 0)
        // Narrowed until the text does not fit, then widened again: the text scrolls back.
        f.frame = Rect(x: 10, y: 10, width: 30, height: 40)
        h.runFrame()
        f.frame = Rect(x: 10, y: 10, width: 280, height: 40)
        h.runFrame()
        #expect(f.scrollX == 0)
    }

    @Test func backspaceDeletesWholeGraphemeClusters() {
        let (h, f) = focused()
        h.type("Zoë 👍")
        #expect(f.text == "Zoë 👍")
        #expect(f.caretOffset == 5)
        h.key(.backspace)
        #expect(f.text == "Zoë ", "the emoji goes at once")
        h.type("👩‍👩‍👧 🇩🇪")
        h.key(.backspace)
        #expect(f.text == "Zoë 👩‍👩‍👧 ", "a flag is one cluster")
        h.key(.backspace); h.key(.backspace)
        #expect(f.text == "Zoë ", "a ZWJ family is one cluster")
        // "e" then a combining acute typed separately become one "é".
        h.type("e")
        h.type("\u{301}")
        #expect(f.characters.last == "e\u{301}")
        #expect(f.caretOffset == 5)
        h.key(.backspace)
        #expect(f.text == "Zoë ")
    }

    @Test func aSecureFieldShowsTheLastCharacterBriefly() {
        let (h, f) = focused()
        f.isSecureTextEntry = true
        h.type("p"); h.type("w")
        #expect(f.displayedText == "•w")
        #expect(f.text == "pw")
        h.advance(by: 1.1)
        #expect(f.displayedText == "••")
        h.paste("xyz")
        #expect(f.displayedText == "•••••", "a paste is not shown")
        h.type("q")
        f.resignFirstResponder()
        #expect(f.displayedText == "••••••", "resigning hides it at once")
        #expect(h.engine.timers.count == 0)
    }

    @Test func heldBackspaceRepeatsWithTheKeyboardsRepeat() {
        let (h, f) = focused("abcdefgh")
        h.holdKey(.backspace, repeats: 4)
        #expect(f.text == "abc", "the press and four repeats")
    }

    @Test func arrowsHomeEndAndShiftSelection() {
        let (h, f) = focused("héllo wörld")
        #expect(f.caretOffset == 11)
        h.key(.left); h.key(.left)
        #expect(f.caretOffset == 9)
        h.key(.home)
        #expect(f.caretOffset == 0)
        h.key(.right, modifiers: .shift); h.key(.right, modifiers: .shift)
        #expect(f.selectedRange == 0..<2)
        h.type("J")
        #expect(f.text == "Jllo wörld", "typing replaces the selection")
        h.key(.end)
        #expect(f.caretOffset == f.characters.count)
        h.key(.home)
        h.key(.delete)
        #expect(f.text == "llo wörld")
    }

    @Test func clipboardShortcutsAndUndo() {
        let (h, f) = focused("copy me")
        h.key(.a, modifiers: .control)
        #expect(f.selectedRange == 0..<7)
        h.key(.c, modifiers: .control)
        #expect(h.textInput.clipboardText == "copy me")
        h.key(.end)
        h.paste(" + ✓")
        #expect(f.text == "copy me + ✓")
        h.key(.z, modifiers: .control)
        #expect(f.text == "copy me")
        h.key(.a, modifiers: .control)
        h.key(.x, modifiers: .control)
        #expect(f.text!.isEmpty && h.textInput.clipboardText == "copy me")
        f.isSecureTextEntry = true
        f.text = "secret"
        h.key(.a, modifiers: .control)
        h.key(.c, modifiers: .control)
        #expect(h.textInput.clipboardText == "copy me", "a secure field does not copy")
    }

    @Test func maxLengthAndShouldChangeCharactersRefuseEdits() {
        let (h, f) = focused()
        f.maxLength = 5
        h.type("abcdefgh")
        #expect(f.text == "abcde")
        f.shouldChangeCharacters = { _, _, s in s.allSatisfy(\.isNumber) }
        f.text = ""
        for c in "1a2b3" { h.type(String(c)) }
        #expect(f.text == "123")
        h.type("4x")
        #expect(f.text == "123", "one event is one edit: refused whole")
        f.maxLength = -4
        #expect(f.maxLength == 0)
        h.type("4")
        #expect(f.text == "123", "no room")
    }

    @Test func invalidUTF8IsReplacedAndControlCharactersDropped() {
        let (h, f) = focused()
        h.type(bytes: [0x61, 0xFF, 0xC3, 0x62, 0x09, 0x63])
        #expect(f.text!.hasPrefix("a"))
        #expect(f.text!.contains("\u{FFFD}"))
        // Filtered first: Swift Testing 6.0 misreads `#expect(!f.text.unicodeScalars.contains { … })`.
        let controls = f.text!.unicodeScalars.filter { $0.value < 0x20 }
        #expect(controls.isEmpty)
        #expect(f.text!.hasSuffix("c"))
    }

    @Test func aMegabytePasteIsBoundedAndTheFieldStaysResponsive() {
        let (h, f) = focused()
        let big = String(repeating: "lorem ipsum ", count: 90_000)  // ~1 MB
        f.maxLength = 200
        h.paste(big)
        #expect(f.characters.count == 200)
        f.maxLength = nil
        f.text = ""
        h.paste(big)
        #expect(f.characters.count == TextField.hardLengthLimit)
        let before = h.renderer.stats.textRasterizations
        h.type("x")
        #expect(h.renderer.stats.textRasterizations - before <= 3, "a keystroke rasterises its run, not the field")
    }

    @Test func aKeystrokeInA10000CharacterFieldMeasuresOnlyItsRun() {
        let (h, f) = focused(String(repeating: "lorem ipsum dolor ", count: 556), width: 400)
        #expect(f.characters.count >= 10_000)
        f.selectedRange = 5000..<5000
        h.runFrame()
        let measured = f.runs.measurements
        let rasterized = h.renderer.stats.textRasterizations
        h.type("x")
        #expect(f.runs.measurements - measured <= 6, "measure calls for one keystroke: \(f.runs.measurements - measured)")
        #expect(h.renderer.stats.textRasterizations - rasterized <= 2)
        h.key(.backspace)
        #expect(f.runs.measurements - measured <= 12)
    }

    @Test func editingEventsAndReturn() {
        let root = View()
        let f = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        root.addSubview(f)
        let h = Harness(root: root, size: Size(width: 200, height: 40))
        var log: [String] = []
        f.addAction(for: .allEditingEvents) { c in
            _ = c
        }
        f.addAction(for: .editingDidBegin) { _ in log.append("begin") }
        f.addAction(for: .editingChanged) { _ in log.append("changed") }
        f.addAction(for: .editingDidEnd) { _ in log.append("end") }
        f.addAction(for: .editingDidEndOnExit) { _ in log.append("exit") }
        var returned = 0
        f.onReturn = { _ in returned += 1; return returned > 1 }
        h.tap(at: Point(x: 100, y: 20))
        #expect(f.isFirstResponder, "a tap focuses the field")
        h.type("h")
        h.type("i")
        h.key(.enter)
        #expect(f.isFirstResponder, "onReturn said false: keep editing")
        h.key(.enter)
        #expect(!f.isFirstResponder)
        #expect(log == ["begin", "changed", "changed", "exit", "end"])
        f.text = "set"
        #expect(log.count == 5, "setting text sends no event")
    }

    @Test func tapPlacesTheCaretAndDoubleTapSelectsAWord() {
        let (h, f) = focused("alpha beta gamma", width: 300)
        let xBeta = 10 + 8 + TextMetrics.size(of: "alpha b", font: f.font).width
        h.tap(at: Point(x: xBeta, y: 30))
        #expect(f.caretOffset == 7)
        h.advance(by: 0.5)
        h.tap(at: Point(x: xBeta, y: 30))
        h.advance(by: 0.1)
        h.tap(at: Point(x: xBeta, y: 30))
        #expect(f.selectedRange == 6..<10, "double tap selects \"beta\": \(f.selectedRange)")
        h.advance(by: 0.5)
        // Drag moves the caret.
        h.drag(from: Point(x: xBeta, y: 30), to: Point(x: 20, y: 30))
        #expect(f.caretOffset == 0)
    }

    @Test func longPressSelectsAWordAndHandlesDragItsEnds() {
        let (h, f) = focused("alpha beta gamma", width: 300)
        let origin: Float = 10 + 8
        func x(_ prefix: String) -> Float { origin + TextMetrics.size(of: prefix, font: f.font).width }
        h.longPress(at: Point(x: x("alpha be"), y: 30), duration: 0.6)
        #expect(f.selectedRange == 6..<10, "long press selects \"beta\": \(f.selectedRange)")
        h.advance(by: 0.5)
        // Drag the end handle to the end of "gamma".
        h.drag(from: Point(x: x("alpha beta"), y: 30), to: Point(x: x("alpha beta gamma") + 3, y: 30))
        #expect(f.selectedRange == 6..<16, "\(f.selectedRange)")
        h.advance(by: 0.5)
        // Drag the start handle to the start of "alpha".
        h.drag(from: Point(x: x("alpha "), y: 30), to: Point(x: origin, y: 30))
        #expect(f.selectedRange == 0..<16, "\(f.selectedRange)")
        h.advance(by: 0.5)
        // A short tap still places the caret, and no long-press timer is left behind.
        h.tap(at: Point(x: x("alpha b"), y: 30))
        #expect(f.selectedRange == 7..<7)
        f.resignFirstResponder()
        #expect(h.engine.timers.count == 0)
    }

    @Test func theCaretBlinksThenStopsAndTheAppGoesIdle() {
        let (h, f) = focused("idle")
        #expect(f.isCaretVisible && f.isCaretBlinking)
        let rasterized = h.renderer.stats.textRasterizations
        h.advance(by: 0.55)
        #expect(h.renderer.stats.textRasterizations == rasterized, "a blink rasterises nothing")
        #expect(h.renderer.stats.viewsDrawnThisFrame <= 3, "a blink repaints the caret area only (window, root, field)")
        #expect(!f.isCaretVisible, "off after one interval")
        h.advance(by: 0.5)
        #expect(f.isCaretVisible)
        h.advance(by: f.caretBlinkTimeout)
        #expect(!f.isCaretBlinking, "stops after the timeout")
        #expect(f.isCaretVisible, "and stays on")
        let frames = h.renderer.stats.framesPresented
        h.advance(by: 5)
        #expect(h.renderer.stats.framesPresented == frames, "no frames while idle")
        #expect(h.engine.timers.count == 0)
        h.type("!")
        #expect(f.isCaretBlinking, "input restarts the blink")
    }

    @Test func aKeyPressShowsInTheVeryNextFrame() {
        let (h, f) = focused("abc")
        h.advance(by: 0.1)
        let before = h.engine.readPixels()
        let framesBefore = h.renderer.stats.framesPresented
        h.type("W")
        #expect(h.renderer.stats.framesPresented == framesBefore + 1)
        let after = h.engine.readPixels()
        #expect(f.text == "abcW")
        #expect(before != after, "the W is drawn in the frame right after the key")
    }

    @Test func scrollsHorizontallyToKeepTheCaretVisible() {
        let (h, f) = focused("", width: 120)
        h.type(String(repeating: "wide text ", count: 10))
        #expect(f.scrollX > 0)
        let caret = f.caretRect
        #expect(caret.maxX <= f.bounds.maxX && caret.minX >= 0, "caret inside: \(caret)")
        h.key(.home)
        #expect(f.scrollX == 0)
    }

    @Test func badValuesAreSanitised() {
        let f = TextField(frame: .zero)
        f.caretBlinkInterval = .nan
        f.caretBlinkTimeout = -.infinity
        f.font = Font(size: .infinity)
        #expect(f.caretBlinkInterval == 0.5 && f.caretBlinkTimeout == 10)
        f.text = "no window"
        f.insertText("!")
        f.deleteBackward()
        #expect(f.offset(at: Point(x: .nan, y: 0)) >= 0)
    }

    @Test func imeCompositionShowsAtTheCaretAndCommits() {
        let (h, f) = focused("ab")
        h.compose("にほ")
        #expect(f.text == "ab", "composition is not text yet")
        #expect(f.markedTextRange == "にほ")
        h.type("日本")
        #expect(f.text == "ab日本")
        #expect(f.markedTextRange.isEmpty)
    }

    @Test func clearButtonClears() {
        let (h, f) = focused("clear me")
        f.clearButtonMode = .whileEditing
        var changed = 0
        f.addAction(for: .editingChanged) { _ in changed += 1 }
        let c = f.convert(f.clearButtonRect, to: nil)
        h.tap(at: Point(x: c.midX, y: c.midY))
        #expect(f.text!.isEmpty && changed == 1)
    }
}
