import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
private final class NoteEditor: TextViewDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true
    var onChange: ((TextView) -> Void)?
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textViewDidBeginEditing(_ textView: TextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textViewDidEndEditing(_ textView: TextView) { log.append("didEnd") }
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("change \(range.location),\(range.length) \(text == "\n" ? "⏎" : text)")
        if text == "\n" { textView.resignFirstResponder(); return false }  // the UIKit idiom: Return ends editing
        return !text.contains("#")
    }
    func textViewDidChange(_ textView: TextView) { log.append("didChange"); onChange?(textView) }
    func textViewDidChangeSelection(_ textView: TextView) { log.append("selection") }
}

@MainActor
@Suite struct TextViewDelegateTests {
    fileprivate static func setUp() -> (TextView, NoteEditor, Harness) {
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 300, height: 200))
        let d = NoteEditor()
        tv.delegate = d
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        root.addSubview(tv)
        return (tv, d, Harness(root: root, size: Size(width: 320, height: 240)))
    }

    @Test func callsComeAtUIKitsMoments() {
        let (tv, d, h) = Self.setUp()
        tv.text = "héllo 👋"
        #expect(d.log.filter { $0 == "didChange" }.isEmpty, "setting text is not a user edit")
        d.log.removeAll()
        #expect(tv.becomeFirstResponder())
        #expect(Array(d.log.prefix(2)) == ["shouldBegin", "didBegin"])
        d.log.removeAll()
        h.type("!")
        // The caret is at the end: 8 UTF-16 units ("👋" is two).
        #expect(d.log.contains("change 8,0 !") && d.log.contains("didChange") && d.log.contains("selection"))
        #expect(tv.text == "héllo 👋!")
        d.log.removeAll()
        h.type("#")
        #expect(tv.text == "héllo 👋!" && !d.log.contains("didChange"), "refused edit")
        h.key(.enter)
        #expect(d.log.contains("change 9,0 ⏎") && !tv.isFirstResponder && tv.text == "héllo 👋!")
        #expect(d.log.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func refusalsKeepFocusAsTheyAre() {
        let (tv, d, h) = Self.setUp()
        defer { withExtendedLifetime(h) {} }
        d.allowBegin = false
        #expect(!tv.becomeFirstResponder() && !tv.isFirstResponder && !d.log.contains("didBegin"))
        d.allowBegin = true
        #expect(tv.becomeFirstResponder())
        d.allowEnd = false
        #expect(!tv.resignFirstResponder() && tv.isFirstResponder)
        tv.removeFromSuperview()
        #expect(!tv.isFirstResponder, "a view leaving its window resigns anyway")
    }

    @Test func theTextIsImplicitlyUnwrappedAsUIKits() {
        let tv = TextView()
        tv.text = nil
        #expect(tv.text == "" && tv.text.isEmpty)
        let s: String = tv.text ?? "fallback"
        #expect(s == "")
    }

    @Test func aMillionCharactersAndRemovalDuringTheCallback() {
        let (tv, d, h) = Self.setUp()
        let n = FuzzScale.size(1_000_000, default: 200_000)   // a million at full scale
        tv.text = String(repeating: "a", count: n)
        #expect(tv.becomeFirstResponder())
        d.onChange = { $0.removeFromSuperview() }
        h.type("b")
        h.advance(by: 0.5)
        #expect(tv.superview == nil && !tv.isFirstResponder && tv.text.count == n + 1)
        #expect(d.log.contains("change \(n),0 b"))
    }
}
