// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Foundation
import SnapshotTesting
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A rich note in a text view: a centred bold title, italic, a thick underline, a coloured
/// and kerned run, an inline image on the baseline, and a caret after typing in a bold word;
/// light and dark.
@MainActor
@Suite struct TextViewRichTextSnapshotTests {
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func richNote(style: UserInterfaceStyle) throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        root.backgroundColor = .systemBackground
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 300, height: 220))
        tv.font = .systemFont(ofSize: 17)
        tv.backgroundColor = .systemBackground
        tv.textColor = .label
        root.addSubview(tv)
        let centred = MutableParagraphStyle()
        centred.alignment = .center
        let s = NSMutableAttributedString(string: "Shopping\n", attributes: [.font: Font.boldSystemFont(ofSize: 22), .paragraphStyle: centred])
        s.append(NSAttributedString(string: "milk, ", attributes: [:]))
        s.append(NSAttributedString(string: "fresh bread", attributes: [.font: Font.italicSystemFont(ofSize: 17)]))
        s.append(NSAttributedString(string: " and ", attributes: [:]))
        s.append(NSAttributedString(string: "eggs", attributes: [.underlineStyle: UnderlineStyle.thick.rawValue]))
        s.append(NSAttributedString(string: "\nSALE", attributes: [.foregroundColor: Color.systemRed, .kern: 4.0]))
        s.append(NSAttributedString(string: " photo: ", attributes: [:]))
        var bitmap = Bitmap(width: 48, height: 36, fill: .systemTeal)
        for x in 0..<48 { bitmap.setPixel(x: x, y: 18, to: .white) }
        let attachment = TextAttachment(image: Image(bitmap: bitmap, name: "photo"))
        s.append(NSAttributedString(attachment: attachment))
        s.append(NSAttributedString(string: " done", attributes: [:]))
        tv.attributedText = s
        let h = Harness(root: root, size: Size(width: 320, height: 240))
        h.window.overrideUserInterfaceStyle = style
        #expect(tv.becomeFirstResponder())
        tv.selectedRange = NSRange(location: 4, length: 0)  // inside "Shopping": typing stays bold
        h.type("!")
        h.advance(by: 0.1)
        #expect(tv.text.hasPrefix("Shop!ping"))
        try h.render().writePNG(to: TestOutput.path("text/rich-note-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "rich-note-\(style)")
    }
}
#endif
