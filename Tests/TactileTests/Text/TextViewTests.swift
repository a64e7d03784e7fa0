import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct TextViewTests {
    @Test func wrapsEditsAndScrollsToTheCaret() throws {
        let root = View()
        root.backgroundColor = Color(white: 0.9)
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 200, height: 100))
        root.addSubview(tv)
        let h = Harness(root: root, size: Size(width: 220, height: 120))
        var changes = 0
        tv.onChange = { _ in changes += 1 }
        #expect(tv.becomeFirstResponder())
        h.type("The quick brown fox jumps over the lazy dog and keeps running")
        #expect(tv.lineTexts.count >= 3, "wrapped: \(tv.lineTexts)")
        #expect(tv.lineTexts.allSatisfy { TextMetrics.size(of: $0.trimmingTrailingSpaces, font: tv.font).width <= 184 + 1 })
        #expect(tv.lineTexts.joined() == tv.text, "lines cover the text")
        h.key(.enter)
        h.type("Zoë 👍")
        #expect(tv.text.hasSuffix("running\nZoë 👍"))
        h.key(.backspace)
        #expect(tv.text.hasSuffix("\nZoë "))
        for _ in 0..<6 { h.key(.enter) }
        #expect(tv.contentOffsetY > 0, "scrolled down to the caret")
        let caret = tv.caretRect
        #expect(caret.maxY <= tv.bounds.height && caret.minY >= 0)
        h.key(.up); h.key(.up)
        for _ in 0..<8 { h.key(.up) }
        #expect(tv.contentOffsetY == 0, "scrolled back up")
        #expect(changes > 5)
        try h.render().writePNG(to: TestOutput.path("text-view.png"))
        // A vertical drag scrolls without moving the caret.
        let caretBefore = tv.caretOffset
        tv.resignFirstResponder()
        h.drag(from: Point(x: 100, y: 90), to: Point(x: 100, y: 30))
        #expect(tv.contentOffsetY > 0, "dragged up: scrolled")
        #expect(!tv.isFirstResponder && tv.caretOffset == caretBefore, "a scroll does not focus")
        h.advance(by: 0.5)
        h.tap(at: Point(x: 100, y: 40))
        #expect(tv.isFirstResponder, "a tap focuses")
        // A very long word is cut into lines.
        tv.text = String(repeating: "x", count: 200)
        #expect(tv.lineTexts.count > 3)
        tv.removeFromSuperview()
        #expect(h.window.firstResponder == nil)
    }
}

@MainActor
@Suite struct TextViewBadInputTests {
    @Test func badInsetsAndPointsDoNotTrap() {
        let root = View()
        let tv = TextView(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        root.addSubview(tv)
        let h = Harness(root: root, size: Size(width: 100, height: 60))
        tv.textContainerInset = EdgeInsets(top: .nan, left: -5, bottom: .infinity, right: 1e30)
        #expect(tv.textContainerInset.top == 0 && tv.textContainerInset.left == 0)
        tv.text = "some text\nmore"
        _ = tv.offset(at: Point(x: 1e30, y: 1e30))
        _ = tv.offset(at: Point(x: -.infinity, y: .nan))
        h.tap(at: Point(x: 50, y: 30))
        h.type("ok")
        _ = h.render()
        tv.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        h.type("still ok")
        _ = h.render()
    }
}

extension String {
    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}

@MainActor
@Suite struct ImmediateTextFieldTests {
    @Test func bindsTextBothWays() {
        var name = "Ann"
        var changedFrames = 0
        let h = Harness(root: View(), size: Size(width: 300, height: 100))
        h.engine.addImmediatePlane { ui in
            if ui.textField(&name, placeholder: "Name", maxLength: 8, frame: Rect(x: 10, y: 10, width: 200, height: 40)) {
                changedFrames += 1
            }
        }
        h.runFrame()
        h.tap(at: Point(x: 100, y: 30))
        #expect(h.window.firstResponder is TextField)
        h.type("abelle!!!")
        h.runFrame()
        #expect(name == "Annabelle".prefix(8).description, "\(name)")
        #expect(changedFrames == 1)
        h.key(.backspace)
        h.runFrame()
        #expect(name == "Annabel")
        (h.window.firstResponder as? TextField)?.resignFirstResponder()
        name = "Bob"
        h.engine.setNeedsFrame()
        h.runFrame()
        h.runFrame()
        #expect((h.window.subviews.compactMap { $0 as? TextField }.first ?? h.window.subviews.flatMap(\.subviews).compactMap { $0 as? TextField }.first)?.text == "Bob")
    }
}
