import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

#if canImport(Glibc)
import Glibc
#endif

@MainActor
@Suite struct KeyboardTests {
    func setUp(mode: KeyboardMode = .onscreen, type: KeyboardType = .default) -> (Harness, TextField) {
        let root = View()
        root.backgroundColor = .white
        let f = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 40))
        f.keyboardType = type
        root.addSubview(f)
        let h = Harness(root: root, size: Size(width: 480, height: 800))
        h.window.keyboardMode = mode
        return (h, f)
    }

    func tapLetter(_ h: Harness, _ s: String) {
        tapKey(h) { if case let .character(c) = $0 { return c == s } else { return false } }
    }

    @Test func slidesInPublishesItsFrameAndTypes() {
        let (h, f) = setUp()
        var frames: [Rect] = []
        h.window.keyboardController.onKeyboardFrameChange = { frames.append($0) }
        f.becomeFirstResponder()
        #expect(h.window.keyboardController.isKeyboardVisible)
        h.advance(by: 0.4)
        let kb = h.window.keyboardController.keyboard!
        #expect(kb.frame.maxY == 800 && kb.frame.minY > 400)
        #expect(frames == [kb.frame], "the final frame is published once")
        tapLetter(h, "h"); tapLetter(h, "i")
        #expect(f.text == "Hi", "sentence capitalisation, then lower case")
        tapKey(h) { $0 == .space }
        tapKey(h) { $0 == .shift }
        tapLetter(h, "x")
        tapLetter(h, "y")
        #expect(f.text == "Hi Xy", "shift applies to one letter")
        tapKey(h) { $0 == .shift }
        h.advance(by: 0.1)
        tapKey(h) { $0 == .shift }
        #expect(kb.shiftState == .capsLock, "double tap: caps lock")
        tapLetter(h, "z"); tapLetter(h, "z")
        #expect(f.text == "Hi XyZZ")
        tapKey(h) { $0 == .symbols }
        #expect(kb.page == .symbols)
        tapLetter(h, "7")
        tapKey(h) { $0 == .letters }
        #expect(f.text == "Hi XyZZ7")
        tapKey(h) { $0 == .return }
        #expect(!f.isFirstResponder, "return resigns")
        #expect(frames.last == .zero, "hiding publishes .zero")
        h.advance(by: 0.4)
        #expect(kb.superview == nil, "slid out and removed")
        #expect(h.engine.timers.count == 0)
    }

    @Test func clearingTheFieldShiftsForTheFirstLetterAgain() {
        let (h, f) = setUp()
        f.text = "Fjord"
        f.autocapitalizationType = .words
        f.clearButtonMode = .whileEditing
        f.becomeFirstResponder()
        h.advance(by: 0.4)
        let kb = h.window.keyboardController.keyboard!
        #expect(kb.shiftState == .off, "the caret is after a letter")
        let clear = f.clearButtonRect
        h.tap(at: f.convert(Point(x: clear.midX, y: clear.midY), to: nil))
        h.advance(by: 0.05)
        #expect(f.text == "")
        #expect(kb.shiftState == .on, "an emptied field starts a new word")
        tapLetter(h, "s"); tapLetter(h, "u")
        #expect(f.text == "Su")
    }

    @Test func backspaceRepeatsWhileHeld() {
        let (h, f) = setUp()
        f.text = String(repeating: "a", count: 30)
        f.becomeFirstResponder()
        h.advance(by: 0.4)
        let kb = h.window.keyboardController.keyboard!
        let k = kb.placed.first { $0.key.kind == .backspace }!
        h.touchDown(at: kb.convert(Point(x: k.frame.midX, y: k.frame.midY), to: nil))
        #expect(f.text!.count == 29, "one on touch-down")
        h.advance(by: 1.05)
        h.touchUp()
        #expect(f.text!.count == 30 - 7, "then at 0.5 s and every 0.1 s after: \(f.text!.count)")
        h.advance(by: 1)
        #expect(f.text!.count == 23, "stops on lift")
    }

    @Test func numberPadForNumericFields() {
        let (h, f) = setUp(type: .numberPad)
        f.becomeFirstResponder()
        h.advance(by: 0.4)
        let kb = h.window.keyboardController.keyboard!
        #expect(kb.page == .numberPad)
        #expect(kb.placed.count == 12)
        #expect(!kb.placed.contains { $0.key.kind == .character(".") }, "a number pad has no decimal point")
        tapLetter(h, "4"); tapLetter(h, "2")
        #expect(f.text == "42")
        tapKey(h) { $0 == .return }
        #expect(!f.isFirstResponder, "its return key ends editing")
    }

    @Test func emailFieldsGetAnAtKey() {
        let (h, f) = setUp(type: .emailAddress)
        f.becomeFirstResponder()
        h.advance(by: 0.4)
        tapLetter(h, "a"); tapLetter(h, "@"); tapLetter(h, "b"); tapLetter(h, ".")
        #expect(f.text!.lowercased() == "a@b.")
    }

    @Test func autoModeFollowsTheLastInput() {
        let (h, f) = setUp(mode: .auto)
        h.mouseDown(at: Point(x: 50, y: 30)); h.mouseUp(at: Point(x: 50, y: 30))
        #expect(f.isFirstResponder)
        #expect(!h.window.keyboardController.isKeyboardVisible, "mouse: a hardware keyboard is assumed")
        f.resignFirstResponder()
        h.advance(by: 0.5)
        h.tap(at: Point(x: 50, y: 30))
        #expect(f.isFirstResponder && h.window.keyboardController.isKeyboardVisible, "finger: on screen")
        f.removeFromSuperview()
        #expect(!h.window.keyboardController.isKeyboardVisible, "the field left: the keyboard goes")
        h.advance(by: 0.5)
    }

    @Test func layoutsAreDataAndBadLayoutsAreClearErrors() throws {
        let de = KeyboardLayout.germanQWERTZ
        #expect(de.letters[0].contains { $0.kind == .character("z") } && de.letters[0].contains { $0.kind == .character("ü") })
        #expect(KeyboardLayout.usQWERTY.letters[0].count == 10)
        let path = TestOutput.path("tactile-layout-\(getpid()).json")
        let json = #"{"name":"tiny","letters":[["a","b",{"key":"backspace","width":2}],["space"]],"symbols":[["1"]],"numberPad":[["1"]]}"#
        let f = try #require(fopen(path, "w")); fputs(json, f); fclose(f)
        defer { remove(path) }
        let tiny = try KeyboardLayout(contentsOfFile: path)
        #expect(tiny.letters[0][2].width == 2)
        #expect(throws: TactileError.self) { try KeyboardLayout(json: #"{"letters": 3}"#) }
        #expect(throws: TactileError.self) { try KeyboardLayout(json: #"{"letters":[[""]],"symbols":[["1"]],"numberPad":[["1"]]}"#) }
        #expect(throws: TactileError.self) { try KeyboardLayout(json: "{") }
        // A German keyboard types ß.
        let (h, tf) = setUp()
        tf.becomeFirstResponder()
        h.window.keyboardController.keyboard!.layout = de
        h.advance(by: 0.4)
        tapLetter(h, "ß")
        #expect(tf.text!.lowercased() == "ß" || tf.text == "SS", "\(tf.text ?? "nil")")
    }

    @Test func aRotatedWindowRefitsTheKeyboard() {
        let (h, f) = setUp()
        var frames: [Rect] = []
        h.window.keyboardController.onKeyboardFrameChange = { frames.append($0) }
        f.becomeFirstResponder()
        h.advance(by: 0.4)
        // The panel is turned: the UI becomes 800x480.
        h.engine.displayTransform = DisplayTransform(outputSize: h.engine.displayTransform.outputSize, rotation: .clockwise90)
        h.runFrame()
        let kb = h.window.keyboardController.keyboard!
        #expect(kb.frame.width == 800 && kb.frame.maxY == 480, "\(kb.frame)")
        #expect(frames.last == kb.frame)
    }

    @Test func keyboardColoursComeFromTheTheme() throws {
        let (h, f) = setUp()
        let theme = try Theme(json: ##"{"name": "kb", "types": {"Keyboard": {"backgroundColor": "#202020", "tintColor": "#404040", "textColor": "#FFFFFF"}}}"##)
        h.window.theme = theme
        f.becomeFirstResponder()
        h.advance(by: 0.4)
        let kb = h.window.keyboardController.keyboard!
        #expect(kb.keyColor == Color("#404040")! && kb.keyboardColor == Color("#202020")!)
        let img = h.render()
        #expect(img.pixel(x: 2, y: 798) == Color("#202020")!)
    }

    @Test func configurationKey() throws {
        let c = try DisplayConfiguration(json: #"{"keyboard": "onscreen"}"#)
        #expect(c.keyboard == .onscreen)
        #expect(throws: TactileError.self) { try DisplayConfiguration(json: #"{"keyboard": "sometimes"}"#) }
    }
}
