import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Seeded random focus changes with app callbacks that mutate the tree: editing callbacks
/// remove, hide, re-add and focus fields while the focus is moving.
@MainActor
@Suite struct FocusRandomTests {
    @Test(arguments: [7, 11, 2024])
    func focusSurvivesCallbacksThatMutateTheTree(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let root = View()
        var fields: [TextField] = []
        for i in 0..<5 {
            let f = TextField(frame: Rect(x: 10, y: Float(10 + i * 46), width: 200, height: 40))
            root.addSubview(f)
            fields.append(f)
        }
        let h = Harness(root: root, size: Size(width: 480, height: 600))
        h.window.keyboardMode = .onscreen
        var depth = 0
        func mutate() {
            guard depth < 3 else { return }
            depth += 1
            defer { depth -= 1 }
            let f = fields.randomElement(using: &rng)!
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: f.removeFromSuperview()
            case 1: if f.superview == nil { root.addSubview(f) }
            case 2: f.isHidden.toggle()
            case 3: f.becomeFirstResponder()
            case 4: f.resignFirstResponder()
            case 5: f.isEnabled.toggle()
            case 6: root.endEditing(Bool.random(using: &rng))
            default: break
            }
        }
        for f in fields {
            f.addAction(for: .allEditingEvents) { _ in if Int.random(in: 0..<3, using: &rng) == 0 { mutate() } }
        }
        for step in 0..<300 {
            switch Int.random(in: 0..<7, using: &rng) {
            case 0: h.key(.tab, modifiers: Bool.random(using: &rng) ? .shift : [])
            case 1: h.type(["a", "é", "👍", " "].randomElement(using: &rng)!)
            case 2: h.key(.enter)
            case 3: h.tap(at: Point(x: 100, y: Float.random(in: 0...600, using: &rng)))
                    h.advance(by: 0.4)
            case 4: mutate()
            case 5: h.key(.backspace)
            default: h.advance(by: 0.3)
            }
            h.runFrame()
            let fr = h.window.firstResponder
            if let v = fr as? View {
                #expect(v.window === h.window && !v.isHiddenInTree, "seed \(seed) step \(step): a stale first responder")
            }
            #expect(fields.filter(\.isFirstResponder).count == (fr == nil ? 0 : 1))
            #expect(h.textInput.isActive == (fr is TextInputClient), "seed \(seed) step \(step): text input out of step")
            #expect(h.window.keyboardController.isKeyboardVisible == (fr is TextInputClient), "seed \(seed) step \(step): keyboard out of step")
        }
    }
}
