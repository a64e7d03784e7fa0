// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Snapshots of text editing: a focused field with its caret, a selection, an IME
/// composition, and the on-screen keyboard in portrait and landscape. References are PNGs
/// in `__Snapshots__/TextSnapshotTests` beside this file.
@MainActor
@Suite struct TextSnapshotTests {
    func form() -> (View, TextField, TextField, TextField) {
        let root = View()
        root.backgroundColor = Color(r: 242, g: 242, b: 247)
        let name = TextField(frame: Rect(x: 12, y: 12, width: 296, height: 40))
        name.placeholder = "Room name"
        let pin = TextField(frame: Rect(x: 12, y: 60, width: 296, height: 40))
        pin.isSecureTextEntry = true
        pin.text = "1234"
        pin.borderStyle = .line
        let empty = TextField(frame: Rect(x: 12, y: 108, width: 296, height: 40))
        empty.placeholder = "Search"
        empty.clearButtonMode = .always
        empty.text = "clear"
        for v in [name, pin, empty] { root.addSubview(v) }
        return (root, name, pin, empty)
    }

    @Test func focusedFieldWithCaretSelectionAndComposition() throws {
        let (root, name, _, _) = form()
        let h = Harness(root: root, size: Size(width: 320, height: 160))
        name.becomeFirstResponder()
        h.type("Zoë's room 👍")
        assertSnapshot(of: h, as: .image, named: "caret")
        try h.render().writePNG(to: TestOutput.path("text-caret.png"))
        h.key(.left, modifiers: .shift); h.key(.left, modifiers: .shift); h.key(.left, modifiers: .shift)
        assertSnapshot(of: h, as: .image, named: "selection")
        try h.render().writePNG(to: TestOutput.path("text-selection.png"))
        h.key(.end)
        h.compose("nihon")
        assertSnapshot(of: h, as: .image, named: "composition")
        try h.render().writePNG(to: TestOutput.path("text-composition.png"))
    }

    @Test(arguments: [false, true])
    func onScreenKeyboard(landscape: Bool) throws {
        let (root, name, _, _) = form()
        let size = landscape ? Size(width: 800, height: 480) : Size(width: 480, height: 800)
        let h = Harness(root: root, size: size)
        h.window.keyboardMode = .onscreen
        name.returnKeyType = .done
        name.becomeFirstResponder()
        h.advance(by: 0.12)
        try h.render().writePNG(to: TestOutput.path("text-keyboard-\(landscape ? "landscape" : "portrait")-sliding.png"))
        h.advance(by: 0.3)
        let kb = try #require(h.window.keyboardController.keyboard)
        // Hold a key: its pop-up preview shows.
        let g = try #require(kb.placed.first { if case .character("g") = $0.key.kind { return true } else { return false } })
        let p = kb.convert(Point(x: g.frame.midX, y: g.frame.midY), to: nil)
        h.touchDown(at: p)
        assertSnapshot(of: h, as: .image, named: landscape ? "landscape" : "portrait")
        try h.render().writePNG(to: TestOutput.path("text-keyboard-\(landscape ? "landscape" : "portrait").png"))
        h.touchUp()
        #expect(name.text == "G", "auto-capitalised first letter")
    }
}
#endif
