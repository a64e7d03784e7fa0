import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Text fields in alerts, as `UIAlertController.addTextField(configurationHandler:)`: focus,
/// typing, Return, the on-screen keyboard, refusal on action sheets, misuse.
@MainActor
@Suite struct AlertTextFieldTests {
    /// A sign-in alert: a name field, Cancel and OK (OK's handler reads the field).
    func signIn(_ log: CallLog, fields: Int = 1) -> AlertController {
        let a = AlertController(title: "Sign in", message: "Enter your name for Room 4.", preferredStyle: .alert)
        for i in 0..<fields {
            a.addTextField { f in f.placeholder = i == 0 ? "Name" : "Code" }
        }
        a.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        a.addAction(AlertAction(title: "OK", style: .default) { [weak a] _ in
            log.entries.append("ok:" + (a?.textFields?.map { $0.text ?? "" }.joined(separator: ",") ?? "nil"))
        })
        return a
    }

    /// The alert box's frame in the window.
    func boxFrame(_ a: AlertController) -> Rect { a.view.convert(a.view.bounds, to: nil) }

    @Test func configurationHandlerRunsOnEachFieldInOrder() {
        let a = AlertController(title: "x", message: nil, preferredStyle: .alert)
        #expect(a.textFields == nil, "no fields: nil, as UIKit")
        var configured: [TextField] = []
        a.addTextField { f in f.placeholder = "Name"; configured.append(f) }
        a.addTextField { f in f.isSecureTextEntry = true; f.text = "1234"; configured.append(f) }
        a.addTextField()
        #expect(a.textFields?.count == 3)
        #expect(configured.count == 2)
        #expect(a.textFields?[0] === configured[0] && a.textFields?[1] === configured[1])
        #expect(a.textFields?[0].placeholder == "Name")
        #expect(a.textFields?[1].isSecureTextEntry == true && a.textFields?[1].text == "1234")
        // They sit in the alert's box, in order, between the message and the buttons.
        a.addAction(AlertAction(title: "OK", style: .default))
        let root = ViewController()
        let h = Harness(rootViewController: root)
        root.present(a, animated: false)
        h.runFrame()
        let fs = a.textFields!
        #expect(fs.allSatisfy { $0.isDescendant(of: a.view) && $0.bounds.height > 20 })
        #expect(fs[0].frame.maxY <= fs[1].frame.minY && fs[1].frame.maxY <= fs[2].frame.minY)
        let ok = (a.view as! AlertView).buttons[0].1
        #expect(fs[2].convert(fs[2].bounds, to: nil).maxY <= ok.convert(ok.bounds, to: nil).minY)
        #expect(boxFrame(a).height >= ok.convert(ok.bounds, to: a.view).maxY - 0.5, "the box grows to hold the fields")
    }

    @Test func theFirstFieldIsFocusedTypingReachesItAndReturnChoosesTheDefault() {
        let log = CallLog()
        let root = ViewController()
        let h = Harness(rootViewController: root)
        h.window.keyboardMode = .hardware
        let a = signIn(log)
        root.present(a, animated: true)
        #expect(h.window.firstResponder === a.textFields![0], "focused as the alert comes in")
        h.waitForTransitions()
        h.type("Ada")
        #expect(a.textFields![0].text == "Ada")
        h.key(.enter)
        #expect(log.entries.isEmpty, "the handler runs once the alert is gone")
        h.waitForTransitions()
        #expect(log.entries == ["ok:Ada"], "the handler reads the typed text")
        #expect(root.presentedViewController == nil)
        #expect(h.window.firstResponder == nil)
        h.key(.enter)
        #expect(log.entries == ["ok:Ada"])
    }

    @Test func returnInAFieldMovesToTheNextAndInTheLastChoosesThePreferredAction() {
        let log = CallLog()
        let root = ViewController()
        let h = Harness(rootViewController: root)
        h.window.keyboardMode = .hardware
        let a = signIn(log, fields: 2)
        let other = AlertAction(title: "Other", style: .default) { _ in log.entries.append("other") }
        a.addAction(other)
        a.preferredAction = other
        root.present(a, animated: false)
        h.type("Bo")
        h.key(.enter)
        #expect(h.window.firstResponder === a.textFields![1])
        #expect(log.entries.isEmpty)
        h.type("42")
        h.key(.enter)
        h.waitForTransitions()
        #expect(log.entries == ["other"])
        #expect(a.textFields!.map(\.text) == ["Bo", "42"])
    }

    @Test func theOnScreenKeyboardTypesAndItsReturnKeyChoosesTheDefault() {
        let log = CallLog()
        let root = ViewController()
        let h = Harness(rootViewController: root)
        h.window.keyboardMode = .onscreen
        let a = signIn(log)
        root.present(a, animated: true)
        h.waitForTransitions()
        h.advance(by: 0.5)
        #expect(h.window.keyboardController.isKeyboardVisible)
        for s in ["j", "o"] { tapKey(h) { if case let .character(c) = $0 { return c == s } else { return false } } }
        tapKey(h) { $0 == .return }
        h.waitForTransitions()
        h.advance(by: 0.5)
        #expect(log.entries == ["ok:Jo"])
        #expect(!h.window.keyboardController.isKeyboardVisible, "the keyboard leaves with the alert")
    }

    @Test func anActionSheetRefusesTextFields() {
        let sheet = AlertController(title: "Room 4", message: nil, preferredStyle: .actionSheet)
        var ran = false
        let lines = capturingDiagnostics {
            sheet.addTextField { _ in ran = true }
        }
        #expect(sheet.textFields == nil)
        #expect(!ran)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("alert") == true)
    }

    @Test func theAlertSitsAboveTheKeyboardAndReturnsToTheCentreWhenItGoes() {
        for size in [Size(width: 800, height: 480), Size(width: 480, height: 800)] {
            let log = CallLog()
            let root = ViewController()
            let h = Harness(rootViewController: root, size: size)
            h.window.keyboardMode = .onscreen
            let a = signIn(log)
            root.present(a, animated: true)
            h.waitForTransitions()
            h.advance(by: 0.5)
            let kb = h.window.keyboardController.keyboardFrame
            #expect(!kb.isEmpty && kb.maxY == size.height)
            let box = boxFrame(a)
            #expect(box.maxY <= kb.minY, "\(size): the alert \(box) is above the keyboard \(kb)")
            #expect(box.minY >= 0)
            #expect(abs(box.midY - kb.minY / 2) <= 1, "centred in the space left")
            // The keyboard goes (the field resigns): the alert is centred in the window again.
            // It moves along with the keyboard's slide (an animation on the virtual clock).
            a.textFields![0].resignFirstResponder()
            let card = a.view.superview!
            h.advance(by: 0.08)
            let midway = card.presentation.origin.y + card.bounds.height / 2
            #expect(midway > box.midY + 1 && midway < size.height / 2 - 1, "half-way down: \(midway)")
            h.advance(by: 0.5)
            let centred = boxFrame(a)
            #expect(abs(centred.midY - size.height / 2) <= 1)
            #expect(abs(card.presentation.origin.y - card.frame.minY) < 0.01)
            // And up again when a field takes the focus.
            a.textFields![0].becomeFirstResponder()
            h.advance(by: 0.5)
            #expect(boxFrame(a) == box)
        }
    }

    @Test func theAppearingScaleIsATransformSoTheContentScales() {
        let root = ViewController()
        let h = Harness(rootViewController: root)
        let a = signIn(CallLog())
        root.present(a, animated: true)
        h.advance(by: 0.02)
        let card = a.view.superview!
        let t = card.transform
        #expect(t.a > 1.05 && t.a <= 1.2 && t.d == t.a, "scaled about its centre while appearing: \(t)")
        #expect(a.view.bounds.width == card.bounds.width, "the content keeps its size; the transform scales it")
        h.waitForTransitions()
        #expect(card.transform.isIdentity, "no transform at rest (drawn without a layer)")
    }

    @Test func badInputInConfigurationHandlersDoesNotTrap() {
        let log = CallLog()
        let root = ViewController()
        let h = Harness(rootViewController: root)
        h.window.keyboardMode = .hardware
        let a = AlertController(title: "x", message: nil, preferredStyle: .alert)
        // A handler adding another field, one removing its field from the box, one disabling it.
        a.addTextField { [weak a] f in f.text = "outer"; a?.addTextField { $0.text = "inner" } }
        a.addTextField { f in f.removeFromSuperview() }
        a.addTextField { f in f.isEnabled = false }
        a.addAction(AlertAction(title: "OK", style: .default) { _ in log.entries.append("ok") })
        #expect(a.textFields?.map(\.text) == ["outer", "inner", "", ""])
        root.present(a, animated: true)
        h.waitForTransitions()
        #expect(a.textFields!.allSatisfy { $0.isDescendant(of: a.view) }, "a field removed by its handler is put back")
        #expect(h.window.firstResponder === a.textFields![0])
        // Return through the fields; the disabled last one is skipped, so the third chooses.
        h.key(.enter); h.key(.enter)
        #expect(h.window.firstResponder === a.textFields![2])
        h.key(.enter)
        h.waitForTransitions()
        #expect(log.entries == ["ok"])
        // Adding a field after the alert was dismissed is harmless.
        a.addTextField()
        #expect(a.textFields?.count == 5)
    }

    /// Seeded random: fields added, typed into, returned from, alerts dismissed and presented
    /// again, with handlers that mutate the alert and the tree.
    @Test func randomMutationsInsideCallbacks() {
        var rng = SeededGenerator(seed: 16)
        for _ in 0..<FuzzScale.size(20, default: 8) {
            let log = CallLog()
            let root = ViewController()
            let h = Harness(rootViewController: root)
            h.window.keyboardMode = Bool.random(using: &rng) ? .onscreen : .hardware
            let a = AlertController(title: "Random", message: nil, preferredStyle: .alert)
            let n = Int.random(in: 0...3, using: &rng)
            for _ in 0..<n {
                let mode = Int.random(in: 0..<4, using: &rng)
                a.addTextField { [weak a] f in
                    switch mode {
                    case 0: f.text = "pre"
                    case 1: f.addAction(for: .editingChanged) { f in f.removeFromSuperview() }
                    case 2: f.addAction(for: .editingDidBegin) { _ in a?.message = "focused" }
                    default: f.onReturn = { _ in a?.dismiss(animated: true); return true }
                    }
                }
            }
            a.addAction(AlertAction(title: "OK", style: .default) { [weak a] _ in
                log.entries.append("ok")
                a?.view.removeFromSuperview()
            })
            if Bool.random(using: &rng) { a.addAction(AlertAction(title: "Cancel", style: .cancel)) }
            root.present(a, animated: Bool.random(using: &rng))
            for _ in 0..<12 {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: h.type("ab")
                case 1: h.key(.enter)
                case 2: h.key(.tab)
                case 3: h.advance(by: Double.random(in: 0...0.3, using: &rng))
                case 4: a.addTextField()
                default: h.tap(at: Point(x: Float.random(in: 0...800, using: &rng), y: Float.random(in: 0...480, using: &rng)))
                }
            }
            h.waitForTransitions()
            #expect(log.entries.count <= 1)
        }
    }

    /// An alert with a text field over the on-screen keyboard, and half-way in (scaled).
    @Test func snapshotOfAnAlertWithATextFieldAndTheKeyboard() {
        let root = ViewController()
        root.view.backgroundColor = Color(white: 0.96)
        let band = View(frame: Rect(x: 20, y: 20, width: 300, height: 120))
        band.backgroundColor = Color(r: 52, g: 120, b: 246)
        band.cornerRadius = 12
        root.view.addSubview(band)
        let h = Harness(rootViewController: root)
        h.window.keyboardMode = .onscreen
        let a = signIn(CallLog())
        root.present(a, animated: true)
        h.advance(by: 0.1)
        #if canImport(SnapshotTesting)  // not with Swift 6.0
        assertSnapshot(of: h, as: .image, named: "appearing")
        #endif
        h.waitForTransitions()
        h.advance(by: 0.5)
        h.type("Ada")
        #if canImport(SnapshotTesting)  // not with Swift 6.0
        assertSnapshot(of: h, as: .image, named: "typed")
        #endif
    }
}
