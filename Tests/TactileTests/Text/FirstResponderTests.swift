import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A view that records the keys that reach it.
@MainActor
final class KeyRecorder: View {
    var keys: [Int32] = []
    var consumes = true
    override var canBecomeFirstResponder: Bool { true }
    override func keyDown(_ key: KeyInput) {
        keys.append(key.keyCode)
        if !consumes { super.keyDown(key) }
    }
}

@MainActor
@Suite struct FirstResponderTests {
    func makeFields(_ n: Int) -> (View, [TextField]) {
        let root = View()
        var fields: [TextField] = []
        for i in 0..<n {
            let f = TextField(frame: Rect(x: 10, y: Float(10 + i * 50), width: 200, height: 40))
            root.addSubview(f)
            fields.append(f)
        }
        return (root, fields)
    }

    @Test func becomeAndResignAsUIKit() {
        let (root, fields) = makeFields(2)
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        #expect(h.window.firstResponder == nil)
        #expect(fields[0].becomeFirstResponder())
        #expect(fields[0].isFirstResponder && h.window.firstResponder === fields[0])
        #expect(h.textInput.isActive, "SDL text input starts with the focus")
        #expect(fields[1].becomeFirstResponder())
        #expect(!fields[0].isFirstResponder && fields[1].isFirstResponder)
        #expect(h.textInput.startCount == 1, "moving the focus between fields keeps text input on")
        #expect(fields[1].resignFirstResponder())
        #expect(h.window.firstResponder == nil)
        #expect(!h.textInput.isActive)
        // A view that cannot become first responder, or is not in a window, does not.
        #expect(!View().becomeFirstResponder())
        #expect(!TextField(frame: .zero).becomeFirstResponder())
        fields[0].isHidden = true
        #expect(!fields[0].becomeFirstResponder())
    }

    @Test func typedTextGoesToTheFirstResponderAndIsIgnoredWithoutOne() {
        let (root, fields) = makeFields(2)
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        h.type("ignored")
        #expect(fields[0].text!.isEmpty && fields[1].text!.isEmpty)
        fields[1].becomeFirstResponder()
        h.type("Zoë 👍")
        #expect(fields[1].text == "Zoë 👍")
        #expect(fields[0].text!.isEmpty)
    }

    @Test func tabAndShiftTabMoveTheFocusInTreeOrder() {
        let (root, fields) = makeFields(3)
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        h.key(.tab)
        #expect(fields[0].isFirstResponder, "Tab with no focus takes the first field")
        h.key(.tab)
        #expect(fields[1].isFirstResponder)
        h.key(.tab); h.key(.tab)
        #expect(fields[0].isFirstResponder, "wraps around")
        h.key(.tab, modifiers: .shift)
        #expect(fields[2].isFirstResponder)
        fields[1].isHidden = true
        h.key(.tab, modifiers: .shift)
        #expect(fields[0].isFirstResponder, "hidden fields are skipped")
    }

    @Test func keysGoUpTheChainFromTheFirstResponder() {
        let root = KeyRecorder()
        let inner = KeyRecorder(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        inner.consumes = false
        root.addSubview(inner)
        let h = Harness(root: root, size: Size(width: 100, height: 100))
        var appKeys: [Int32] = []
        h.engine.onKey = { if $0.isDown { appKeys.append($0.keyCode) } }
        h.key(.escape)
        #expect(appKeys == [KeyInput.escape], "with no first responder keys go to the window and the app")
        #expect(inner.becomeFirstResponder())
        h.key(.home)
        #expect(inner.keys == [KeyboardKey.home.keyCode])
        #expect(root.keys == [KeyboardKey.home.keyCode], "forwarded up the chain by super")
        #expect(appKeys == [KeyInput.escape], "the root consumed it: the app does not see it")
    }

    @Test func aFieldConsumesPrintableKeysButNotEscape() {
        let (root, fields) = makeFields(1)
        let h = Harness(root: root, size: Size(width: 300, height: 100))
        var appKeys: [Int32] = []
        h.engine.onKey = { if $0.isDown { appKeys.append($0.keyCode) } }
        fields[0].becomeFirstResponder()
        h.send(sdlEvent: SDLEventFactory.key(code: 113, down: true))  // "q": its text comes as SDL_TEXTINPUT
        #expect(appKeys.isEmpty, "a letter typed into a field is no app shortcut")
        h.key(.escape)
        #expect(appKeys == [KeyInput.escape])
    }

    @Test func removingOrHidingTheFirstResponderResignsAndStopsTextInput() {
        let (root, fields) = makeFields(2)
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        var ended = 0
        fields[0].addAction(for: .editingDidEnd) { _ in ended += 1 }
        fields[0].becomeFirstResponder()
        fields[0].removeFromSuperview()
        #expect(h.window.firstResponder == nil)
        #expect(!fields[0].isFirstResponder)
        #expect(!h.textInput.isActive, "text input stopped")
        #expect(ended == 1)
        h.type("x")
        #expect(fields[0].text!.isEmpty, "a removed field gets no text")
        fields[1].becomeFirstResponder()
        fields[1].superview?.isHidden = true
        h.runFrame()
        #expect(h.window.firstResponder == nil, "a hidden ancestor takes the focus away")
        #expect(!h.textInput.isActive)
    }

    @Test func theIMERectFollowsTheCaretInOutputCoordinates() {
        let (root, fields) = makeFields(1)
        let h = Harness(root: root, size: Size(width: 300, height: 200), rotation: .clockwise90)
        fields[0].becomeFirstResponder()
        let first = h.textInput.lastInputRect
        h.type("abc")
        let after = h.textInput.lastInputRect
        #expect(first != nil && after != nil && first != after, "moves with the caret")
        // Turned 90°: the caret's horizontal motion in the UI is vertical on the output.
        if let first, let after {
            #expect(abs(after.minY - first.minY) > abs(after.minX - first.minX), "\(first) → \(after)")
            #expect(after.width > after.height, "a vertical caret lies on its side")
        }
    }

    @Test func endEditingResignsInsideTheSubtree() {
        let (root, fields) = makeFields(2)
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        fields[1].becomeFirstResponder()
        #expect(fields[0].endEditing(false), "not the first responder: nothing to do")
        #expect(fields[1].isFirstResponder)
        #expect(root.endEditing(false))
        #expect(h.window.firstResponder == nil)
    }
}
