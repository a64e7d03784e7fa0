import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `UITextView`'s attributed text: runs kept through edits, typing attributes, text storage
/// edits, attachments, UTF-16 selection, bad input.
@MainActor
@Suite struct TextViewRichTextTests {
    static let bold = Font.boldSystemFont(ofSize: 20)
    static let plain = Font.systemFont(ofSize: 20)

    static func setUp(_ width: Float = 300, height: Float = 200) -> (TextView, Harness) {
        let tv = TextView(frame: Rect(x: 10, y: 10, width: width, height: height))
        tv.font = plain
        let root = View(frame: Rect(x: 0, y: 0, width: width + 20, height: height + 20))
        root.backgroundColor = .white
        root.addSubview(tv)
        return (tv, Harness(root: root, size: Size(width: width + 20, height: height + 20)))
    }

    /// The font of each cluster, read back through `attributedText`.
    static func fonts(_ tv: TextView) -> [Font?] {
        let a = tv.attributedText!
        var out: [Font?] = []
        let ns = a.string as NSString
        a.enumerateAttributes(in: NSRange(location: 0, length: a.length), options: []) { attrs, range, _ in
            let n = ns.substring(with: range).count
            out += Array(repeating: attrs[.font] as? Font, count: n)
        }
        return out
    }

    @Test func attributedTextRoundTripsAndFillsTheViewsFont() {
        let (tv, _) = Self.setUp()
        let s = NSMutableAttributedString(string: "Bold plain 👋", attributes: [:])
        s.addAttributes([.font: Self.bold, .underlineStyle: UnderlineStyle.thick.rawValue], range: NSRange(location: 0, length: 4))
        s.addAttribute(.kern, value: 2.0, range: NSRange(location: 5, length: 5))
        tv.attributedText = s
        #expect(tv.text == "Bold plain 👋")
        let back = tv.attributedText!
        #expect(back.string == "Bold plain 👋")
        #expect(back.attribute(.font, at: 0, effectiveRange: nil) as? Font == Self.bold)
        #expect(back.attribute(.underlineStyle, at: 1, effectiveRange: nil) as? Int == UnderlineStyle.thick.rawValue)
        #expect(back.attribute(.font, at: 5, effectiveRange: nil) as? Font == Self.plain, "a run without a font reads as the view's")
        #expect(back.attribute(.kern, at: 6, effectiveRange: nil) as? Float == 2)
        #expect(back.attribute(.foregroundColor, at: 11, effectiveRange: nil) as? Color == tv.textColor)
        tv.attributedText = nil
        #expect(tv.text == "" && tv.attributedText.length == 0)
    }

    @Test func typedTextTakesTheAttributesBeforeTheCaret() {
        let (tv, h) = Self.setUp()
        let s = NSMutableAttributedString(string: "ab")
        s.addAttribute(.font, value: Self.bold, range: NSRange(location: 0, length: 1))
        s.addAttribute(.foregroundColor, value: Color.systemRed, range: NSRange(location: 1, length: 1))
        tv.attributedText = s
        #expect(tv.becomeFirstResponder())
        tv.selectedRange = NSRange(location: 1, length: 0)
        #expect(tv.typingAttributes[.font] as? Font == Self.bold)
        h.type("X")
        #expect(tv.text == "aXb")
        #expect(Self.fonts(tv) == [Self.bold, Self.bold, Self.plain])
        tv.selectedRange = NSRange(location: 3, length: 0)
        h.type("Y")
        #expect(tv.attributedText.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? Color == .systemRed)
        // Set typing attributes take the next typed text, as UIKit; a caret move resets them.
        tv.typingAttributes = [.font: Font.italicSystemFont(ofSize: 20)]
        h.type("Z")
        #expect(Self.fonts(tv).last == Font.italicSystemFont(ofSize: 20))
        tv.selectedRange = NSRange(location: 1, length: 0)
        #expect(tv.typingAttributes[.font] as? Font == Self.bold)
        // Deleting keeps the other runs.
        tv.selectedRange = NSRange(location: 2, length: 0)
        tv.deleteBackward()
        #expect(tv.text == "abYZ")
        #expect(Self.fonts(tv) == [Self.bold, Self.plain, Self.plain, Font.italicSystemFont(ofSize: 20)])
    }

    @Test func notesAppBoldIdiomAndSelectedRangeInUTF16() {
        let (tv, _) = Self.setUp()
        tv.text = "👋 hello world"
        tv.selectedRange = NSRange(location: 3, length: 5)  // "hello" after a 2-unit emoji and a space
        #expect(tv.selectedClusterRange == 2..<7)
        let range = tv.selectedRange
        let string = NSMutableAttributedString(attributedString: tv.attributedText)
        string.addAttributes([.font: Self.bold], range: tv.selectedRange)
        tv.attributedText = string
        tv.selectedRange = range
        #expect(tv.selectedRange == NSRange(location: 3, length: 5))
        #expect(Self.fonts(tv)[2] == Self.bold && Self.fonts(tv)[1] == Self.plain && Self.fonts(tv)[7] == Self.plain)
        // Bad ranges are clamped.
        tv.selectedRange = NSRange(location: NSNotFound, length: 3)
        tv.selectedRange = NSRange(location: 1_000_000, length: 1_000_000)
        #expect(tv.selectedClusterRange == 13..<13)
        tv.selectedRange = NSRange(location: 1, length: 0)  // inside the emoji: its start
        #expect(tv.selectedClusterRange == 0..<0)
    }

    @Test func attachmentIsOneCharacterDrawnInlineOnTheBaseline() throws {
        let (tv, h) = Self.setUp()
        tv.text = "ab"
        let line = tv.caretRect.height
        #expect(tv.becomeFirstResponder())
        tv.selectedRange = NSRange(location: 1, length: 0)
        let attachment = TextAttachment()
        attachment.image = Image(bitmap: Bitmap(width: 40, height: 60, fill: .systemGreen), name: "green")
        tv.textStorage.insert(NSAttributedString(attachment: attachment), at: tv.selectedRange.location)
        #expect(tv.text == "a\u{FFFC}b")
        #expect(tv.characters.count == 3)
        #expect(tv.textStorage.string == tv.text)
        // The line grew to hold the image.
        tv.selectedRange = NSRange(location: 3, length: 0)
        #expect(tv.caretRect.height >= 60 && tv.caretRect.height > line)
        let bitmap = h.render()
        try bitmap.writePNG(to: TestOutput.path("text/rich-attachment.png"))
        let caretX = tv.caretRect.minX
        // Green inside the image's box: after "a", before "b".
        let c = bitmap.pixel(x: Int(10 + tv.textContainerInset.left + 25), y: Int(10 + tv.textContainerInset.top + 30))
        #expect(c.g > 150 && c.r < 100, "\(c)")
        // The caret steps over it as one character and one backspace removes it.
        tv.selectedRange = NSRange(location: 2, length: 0)
        #expect(tv.selectedClusterRange == 2..<2 && caretX > tv.caretRect.minX)
        tv.deleteBackward()
        #expect(tv.text == "ab" && tv.textStorage.string == "ab")
        #expect(tv.caretRect.height == line)
        // Bad bounds are clamped.
        attachment.bounds = Rect(x: .nan, y: -.infinity, width: -5, height: 1e12)
        let b = attachment.bounds
        #expect(b.minX == 0 && b.minY == 0 && b.width >= 0 && b.width <= 5 && b.height == 10_000, "\(b)")
    }

    @Test func paragraphAlignmentAndViewFontReachTheWholeText() {
        let (tv, _) = Self.setUp()
        let style = MutableParagraphStyle()
        style.alignment = .center
        tv.attributedText = NSAttributedString(string: "mid", attributes: [.paragraphStyle: style, .font: Self.bold])
        tv.selectedRange = NSRange(location: 0, length: 0)
        #expect(tv.caretRect.minX > 100, "centred: \(tv.caretRect)")
        // UIKit: setting font sets it over the whole text.
        tv.font = Font.systemFont(ofSize: 30)
        #expect(Self.fonts(tv) == Array(repeating: Font.systemFont(ofSize: 30), count: 3))
        tv.allowsEditingTextAttributes = true
        #expect(tv.allowsEditingTextAttributes)
    }

    @Test func textStorageEditsReachTheViewAndBadRangesAreClamped() {
        let (tv, h) = Self.setUp()
        tv.text = "hello"
        let storage = tv.textStorage
        storage.addAttribute(.font, value: Self.bold, range: NSRange(location: 0, length: 2))
        #expect(Self.fonts(tv).prefix(2) == [Self.bold, Self.bold])
        storage.append(NSAttributedString(string: "!"))
        #expect(tv.text == "hello!")
        storage.addAttributes([.font: Self.bold], range: NSRange(location: 4, length: 1_000))
        storage.deleteCharacters(in: NSRange(location: 100, length: 5))
        storage.insert(NSAttributedString(string: "<"), at: -4)
        storage.replaceCharacters(in: NSRange(location: NSNotFound, length: 0), with: ">")
        #expect(tv.text == "<hello!>")
        // The view's edits show in the storage.
        #expect(tv.becomeFirstResponder())
        tv.selectedRange = NSRange(location: 8, length: 0)
        h.type("?")
        #expect(storage.string == "<hello!>?")
    }

    /// Random edits over attributed text against a model of UIKit's rule (inserted text takes
    /// the attributes before the caret, or the typing attributes set since the caret moved).
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func seededRandomEditsKeepEachRunsAttributes(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let (tv, h) = Self.setUp(240, height: 120)
        let fonts = [Self.plain, Self.bold, Font.italicSystemFont(ofSize: 20), Font.systemFont(ofSize: 34)]
        let s = NSMutableAttributedString(string: "The quick brown fox")
        s.addAttribute(.font, value: Self.plain, range: NSRange(location: 0, length: s.length))
        tv.attributedText = s
        var model: [Font] = Array(repeating: Self.plain, count: 19)
        #expect(tv.becomeFirstResponder())
        var typing: Font = Self.plain
        let words = ["a", "zz", " ", "é", "👋", "x y", "\n", "😀😀"]
        for step in 0..<150 {
            let n = model.count
            let op = rng.below(6)
            let before = Self.fonts(tv).map { $0?.size ?? 0 }
            switch op {
            case 0:  // caret or selection move
                let a = rng.below(n + 1), b = rng.chance(0.3) ? rng.below(n + 1) : a
                tv.selectedClusterRange = min(a, b)..<max(a, b)
                let sel = tv.selectedClusterRange
                let i = sel.isEmpty ? max(0, sel.lowerBound - 1) : sel.lowerBound
                if n > 0 { typing = model[min(i, n - 1)] }
            case 1:  // type
                let w = words[rng.below(words.count)]
                let sel = tv.selectedClusterRange
                h.type(w)
                model.replaceSubrange(sel, with: Array(repeating: typing, count: Array(w).count))
            case 2:  // backspace
                let sel = tv.selectedClusterRange
                tv.deleteBackward()
                if !sel.isEmpty { model.removeSubrange(sel) } else if sel.lowerBound > 0 { model.remove(at: sel.lowerBound - 1) }
                // A backspace at the start changes nothing, the typing attributes included.
                let c = tv.selectedClusterRange.lowerBound
                if !model.isEmpty && (!sel.isEmpty || sel.lowerBound > 0) { typing = model[min(max(0, c - 1), model.count - 1)] }
            case 3:  // typing attributes
                typing = fonts[rng.below(fonts.count)]
                tv.typingAttributes = [.font: typing]
            case 4:  // the bold button: attributes over the selection through a copy
                let f = fonts[rng.below(fonts.count)]
                let range = tv.selectedRange
                let sel = tv.selectedClusterRange
                let copy = NSMutableAttributedString(attributedString: tv.attributedText)
                copy.addAttributes([.font: f], range: range)
                tv.attributedText = copy
                tv.selectedRange = range
                for i in sel where i < model.count { model[i] = f }
                let c = tv.selectedClusterRange
                let i = c.isEmpty ? max(0, c.lowerBound - 1) : c.lowerBound
                if !model.isEmpty { typing = model[min(i, model.count - 1)] }
            default:  // a text storage edit with a random (sometimes bad) range
                let loc = rng.below(n + 3) - 1, len = rng.below(5)
                let f = fonts[rng.below(fonts.count)]
                tv.textStorage.addAttribute(.font, value: f, range: NSRange(location: loc, length: len))
                // Units → clusters as the storage clamps them; a cluster takes the attributes
                // of its first UTF-16 unit.
                let units = tv.characters.map { $0.utf16.count }
                let total = units.reduce(0, +)
                let lo = loc < 0 ? total : min(loc, total), hi = min(total, lo + (loc < 0 ? 0 : len))
                var u = 0
                for (i, w) in units.enumerated() {
                    if u >= lo && u < hi { model[i] = f }
                    u += w
                }
                let c = tv.selectedClusterRange
                let i = c.isEmpty ? max(0, c.lowerBound - 1) : c.lowerBound
                if !model.isEmpty { typing = model[min(i, model.count - 1)] }
            }
            #expect(tv.characters.count == model.count, "seed \(seed) step \(step)")
            let got = Self.fonts(tv)
            if got != model.map({ Optional($0) }) {
                Issue.record("seed \(seed) step \(step) op \(op) sel \(tv.selectedClusterRange): \(tv.text!.debugDescription) before \(before) got \(got.map { $0?.size ?? 0 }) want \(model.map(\.size)) bold \(got.map { $0?.source == Self.bold.source }) want \(model.map { $0.source == Self.bold.source })")
                return
            }
            if step % 30 == 0 { _ = h.render() }
        }
    }

    @Test func badInputNeverTraps() {
        let (tv, h) = Self.setUp()
        // A long attributed text with many runs, huge kerns, a NaN kern and a removed view.
        let s = NSMutableAttributedString(string: String(repeating: "word ", count: 40_000))
        for i in stride(from: 0, to: 200_000, by: 997) {
            s.addAttributes([.kern: i % 40 == 0 ? Double.nan : 1e9], range: NSRange(location: i, length: 3))
            s.addAttributes([.font: Self.bold], range: NSRange(location: i + 1, length: 2))
        }
        tv.attributedText = s
        #expect(tv.characters.count == 200_000)
        _ = h.render()
        let empty = TextAttachment()
        tv.textStorage.insert(NSAttributedString(attachment: empty), at: 5)
        tv.textStorage.insert(NSAttributedString(attachment: TextAttachment(image: Image())), at: 0)
        _ = h.render()
        var removed = false
        tv.onChange = { v in v.removeFromSuperview(); removed = true }
        #expect(tv.becomeFirstResponder())
        h.type("x")
        #expect(removed)
        _ = h.render()
        tv.typingAttributes = [.font: "not a font", .kern: "nope", .underlineStyle: 3.5]
        tv.insertText("y")
        #expect(tv.attributedText.length == 200_004)
    }
}
