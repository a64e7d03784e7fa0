import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `TextFieldDelegate`: UIKit's methods at UIKit's moments.
@MainActor
@Suite struct TextFieldDelegateTests {
    @MainActor final class Spy: TextFieldDelegate {
        var log: [String] = []
        var allowBegin = true, allowEnd = true, allowReturn = true, allowClear = true
        var maxUTF16 = Int.max
        var onChange: ((TextField) -> Void)?
        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { log.append("shouldBegin"); return allowBegin }
        func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { log.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { log.append("didEnd") }
        func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            onChange?(textField)
            let current = textField.text ?? ""
            guard let r = Range(range, in: current) else { return false }
            return current.replacingCharacters(in: r, with: string).utf16.count <= maxUTF16
        }
        func textFieldShouldClear(_ textField: TextField) -> Bool { log.append("shouldClear"); return allowClear }
        func textFieldShouldReturn(_ textField: TextField) -> Bool { log.append("shouldReturn"); return allowReturn }
        func textFieldDidChangeSelection(_ textField: TextField) { log.append("selection") }
    }

    func setUp() -> (Harness, TextField, Spy) {
        let root = View()
        let f = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 44))
        root.addSubview(f)
        let spy = Spy()
        f.delegate = spy
        return (Harness(root: root, size: Size(width: 320, height: 64)), f, spy)
    }

    @Test func beginAndEndAskFirstThenTell() {
        let (h, f, spy) = setUp()
        var events: [String] = []
        f.addAction(for: .editingDidBegin) { _ in events.append("action begin \(spy.log.last ?? "")") }
        spy.allowBegin = false
        #expect(!f.becomeFirstResponder() && !f.isFirstResponder)
        spy.allowBegin = true
        spy.log = []
        #expect(f.becomeFirstResponder())
        #expect(spy.log == ["shouldBegin", "didBegin"])
        #expect(events == ["action begin didBegin"], "the delegate hears before the actions")
        spy.allowEnd = false
        #expect(!f.resignFirstResponder() && f.isFirstResponder)
        spy.allowEnd = true
        spy.log = []
        #expect(f.resignFirstResponder())
        #expect(spy.log == ["shouldEnd", "didEnd"])
        _ = h
    }

    @Test func shouldChangeGetsAnNSRangeInUTF16() {
        let (h, f, spy) = setUp()
        f.becomeFirstResponder()
        h.type("a")
        h.type("👍")
        #expect(spy.log.contains("change 0,0 'a'") && spy.log.contains("change 1,0 '👍'"))
        h.type("b")
        #expect(spy.log.contains("change 3,0 'b'"), "👍 is two UTF-16 units: \(spy.log)")
        h.key(.backspace)
        #expect(spy.log.contains("change 3,1 ''"))
        spy.maxUTF16 = 3
        h.type("xyz")
        #expect(f.text == "a👍", "the delegate refused the longer text")
        #expect(spy.log.contains("selection"))
    }

    @Test func returnAndClear() {
        let (h, f, spy) = setUp()
        f.clearButtonMode = .always
        f.becomeFirstResponder()
        h.type("hello")
        spy.allowReturn = false
        h.key(.enter)
        #expect(f.isFirstResponder && spy.log.last == "shouldReturn")
        spy.allowReturn = true
        var exits = 0
        f.addAction(for: .editingDidEndOnExit) { _ in exits += 1 }
        h.key(.enter)
        #expect(exits == 1 && !f.isFirstResponder)
        spy.allowClear = false
        _ = h.render()
        h.tap(at: Point(x: f.frame.maxX - 16, y: f.frame.midY))
        #expect(spy.log.contains("shouldClear") && f.text == "hello")
        spy.allowClear = true
        h.tap(at: Point(x: f.frame.maxX - 16, y: f.frame.midY))
        #expect(f.text == "")
    }

    @Test func textIsOptionalAsUIKits() {
        let f = TextField()
        #expect(f.text == "", "an empty field reads \"\", not nil, as UIKit")
        f.text = "x"
        f.text = nil
        #expect(f.text == "" && !f.hasText)
        let trimmed = f.text?.trimmingCharacters(in: .whitespaces) ?? "none"
        #expect(trimmed == "")
    }

    /// Seeded: a delegate that removes the field, resigns it, sets its text or drops itself
    /// from inside its callbacks, while text is typed and keys pressed.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func delegateChangingTheFieldInsideCallbacksNeverTraps(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let (h, f, spy) = setUp()
        let root = f.superview
        spy.onChange = { field in
            var r = SeededGenerator(seed: UInt64(field.text?.count ?? 0) &+ seed)
            switch Int.random(in: 0..<6, using: &r) {
            case 0: field.removeFromSuperview()
            case 1: field.resignFirstResponder()
            case 2: field.text = String(repeating: "é", count: Int.random(in: 0..<40, using: &r))
            case 3: field.delegate = nil
            default: break
            }
        }
        for _ in 0..<60 {
            if f.superview == nil, Bool.random(using: &rng) { root?.addSubview(f); f.delegate = spy }
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: h.type(["a", "👍", "e\u{301}", " ", "\u{0}"].randomElement(using: &rng) ?? "a")
            case 1: h.key(.backspace)
            case 2: h.key(.enter)
            case 3: f.becomeFirstResponder()
            default: h.key(.left)
            }
            h.runFrame()
        }
        #expect((f.text ?? "").count <= TextField.hardLengthLimit)
    }
}
