import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The one editing owner of TextField and TextView: the gestures TextView gained from it,
/// and seeded random editing with app callbacks that remove, resign and edit the view.
@MainActor
@Suite struct TextEditingControllerTests {
    @Test func textViewLongPressSelectsAWordAndTripleTapSelectsAll() {
        let root = View()
        let tv = TextView(frame: Rect(x: 10, y: 10, width: 300, height: 100))
        tv.text = "alpha beta gamma"
        root.addSubview(tv)
        let h = Harness(root: root, size: Size(width: 320, height: 120))
        #expect(tv.becomeFirstResponder())
        let left = 10 + tv.textContainerInset.left
        func x(_ prefix: String) -> Float { left + TextMetrics.size(of: prefix, font: tv.font).width }
        let y: Float = 10 + tv.textContainerInset.top + tv.lineHeight / 2
        h.longPress(at: Point(x: x("alpha be"), y: y), duration: 0.6)
        #expect(tv.selectedClusterRange == 6..<10, "long press selects \"beta\": \(tv.selectedClusterRange)")
        h.advance(by: 0.5)
        // A short tap places the caret and leaves no long-press timer behind.
        h.tap(at: Point(x: x("alpha beta gamm"), y: y))
        #expect(tv.selectedClusterRange == 15..<15)
        h.advance(by: 0.5)
        // Double tap then a sideways drag extends the selection by words.
        h.tap(at: Point(x: x("al"), y: y))
        h.touchDown(at: Point(x: x("al"), y: y))
        #expect(tv.selectedClusterRange == 0..<5, "double tap selects \"alpha\": \(tv.selectedClusterRange)")
        h.touchMove(to: Point(x: x("alpha be"), y: y))
        h.touchUp()
        #expect(tv.selectedClusterRange == 0..<10, "dragged by words: \(tv.selectedClusterRange)")
        h.advance(by: 0.5)
        let far = Point(x: x("alpha beta gam"), y: y)
        h.tap(at: far)
        h.tap(at: far)
        h.tap(at: far)
        #expect(tv.selectedClusterRange == 0..<16, "triple tap selects everything: \(tv.selectedClusterRange)")
        tv.resignFirstResponder()
        #expect(tv.selectedClusterRange.isEmpty && !tv.isCaretBlinking)
        #expect(h.engine.timers.count == 0)
    }

    /// A field above a text view in a 220 × 170 window.
    static func fieldAndTextView() -> (Harness, View, TextField, TextView) {
        let root = View()
        let f = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40))
        let tv = TextView(frame: Rect(x: 10, y: 60, width: 200, height: 100))
        root.addSubview(f)
        root.addSubview(tv)
        return (Harness(root: root, size: Size(width: 220, height: 170)), root, f, tv)
    }

    @Test func theCompositionReplacesASelectionInBothViews() {
        let (h, _, f, tv) = Self.fieldAndTextView()
        for v: any TextEditingHost in [f, tv] {
            v.editor.setText("hello world")
            #expect(v.becomeFirstResponder())
            v.editor.select(0..<5)
            h.compose("ｎｉ")
            #expect(v.editor.buffer.text == " world" && v.editor.markedText == "ｎｉ")
            h.type("日")
            #expect(v.editor.buffer.text == "日 world" && v.editor.markedText.isEmpty)
        }
    }

    static let pieces = ["a", "é", "👍🏽", "👩‍💻", " ", "日本", "\n", "Zoë", "word ", "\u{301}"]

    @Test(arguments: [1, 2, 3, 7, 42, 99])
    func callbacksThatRemoveResignAndEditNeverBreakTheEditor(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let (h, root, f, tv) = Self.fieldAndTextView()
        var callbacks = 0
        // Something an app might do inside any editing callback.
        func mischief(_ v: View) {
            callbacks += 1
            switch Int.random(in: 0..<24, using: &rng) {
            case 0: v.removeFromSuperview()
            case 1: _ = v.resignFirstResponder()
            case 2: (v as? TextField)?.text = "set"; (v as? TextView)?.text = "set\ninside"
            case 3: _ = (v as? TextField)?.replace(0..<1, with: "R"); _ = (v as? TextView)?.replace(0..<1, with: "R")
            case 4: _ = (v === f ? tv : f).becomeFirstResponder()
            case 5: v.isHidden = true
            default: break
            }
        }
        f.addAction(for: .editingChanged) { mischief($0) }
        f.addAction(for: .editingDidBegin) { mischief($0) }
        f.addAction(for: .editingDidEnd) { mischief($0) }
        f.shouldChangeCharacters = { v, _, _ in mischief(v); return Int.random(in: 0..<8, using: &rng) != 0 }
        f.onReturn = { v in mischief(v); return Bool.random(using: &rng) }
        tv.onChange = { mischief($0) }
        tv.onBeginEditing = { mischief($0) }
        tv.onEndEditing = { mischief($0) }
        for step in 0..<300 {
            for v in [f as View, tv] where v.superview == nil || v.isHidden {
                v.isHidden = false
                if v.superview == nil { root.addSubview(v) }
            }
            let target: View = Bool.random(using: &rng) ? f : tv
            let p = Point(x: target.frame.minX + Float.random(in: 0...200, using: &rng),
                          y: target.frame.minY + Float.random(in: 0...target.frame.height, using: &rng))
            switch Int.random(in: 0..<12, using: &rng) {
            case 0, 1: h.type((0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined())
            case 2: h.key([.backspace, .delete, .enter].randomElement(using: &rng)!)
            case 3: h.key([.left, .right, .up, .down, .home, .end].randomElement(using: &rng)!,
                          modifiers: Bool.random(using: &rng) ? .shift : [])
            case 4: h.key([.a, .c, .x, .z].randomElement(using: &rng)!, modifiers: .control)
            case 5: h.paste(Self.pieces.randomElement(using: &rng)!)
            case 6: h.compose(Bool.random(using: &rng) ? "" : "ｋａ")
            case 7: h.tap(at: p)
            case 8: h.longPress(at: p, duration: Double.random(in: 0.2...0.8, using: &rng))
            case 9: h.drag(from: p, to: Point(x: p.x + Float.random(in: -80...80, using: &rng), y: p.y + Float.random(in: -40...40, using: &rng)),
                           duration: 0.1)
            case 10:
                let a = Int.random(in: -2...12, using: &rng), b = Int.random(in: -2...12, using: &rng)
                (target as? TextField)?.selectedRange = min(a, b)..<max(a, b)
                (target as? TextView)?.selectedClusterRange = min(a, b)..<max(a, b)
            default: h.advance(by: Double.random(in: 0...0.7, using: &rng))
            }
            for v: any TextEditingHost in [f, tv] {
                let e = v.editor
                #expect(e.buffer.caret >= 0 && e.buffer.caret <= e.buffer.count, "seed \(seed) step \(step)")
                #expect(e.buffer.selectedRange.upperBound <= e.buffer.count, "seed \(seed) step \(step)")
                if !v.isFirstResponder {
                    #expect(!e.blink.isBlinking, "seed \(seed) step \(step): an unfocused view blinks")
                    #expect(e.markedText.isEmpty, "seed \(seed) step \(step): an unfocused view composes")
                }
                if v.window == nil { #expect(e.longPressToken == nil && !e.blink.isBlinking, "seed \(seed) step \(step)") }
            }
            #expect(!f.text!.contains("\n"), "seed \(seed) step \(step): a line break in a field")
        }
        // Nothing keeps running for views that are no longer edited.
        f.resignFirstResponder()
        tv.resignFirstResponder()
        f.removeFromSuperview()
        tv.removeFromSuperview()
        h.advance(by: 2)
        #expect(h.engine.timers.count == 0, "seed \(seed): timers left behind")
        #expect(callbacks > 0)
    }
}
