import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Alerts and action sheets: touch, keys, styles, misuse.
@MainActor
@Suite struct AlertControllerTests {
    func alert(_ chosen: CallLog) -> AlertController {
        let a = AlertController(title: "Book room?", message: "Room 4 for 30 minutes.", preferredStyle: .alert)
        a.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.entries.append("cancel") })
        a.addAction(AlertAction(title: "Book", style: .default) { _ in chosen.entries.append("book") })
        return a
    }

    @Test func tappingAnActionDismissesThenRunsItsHandler() {
        let chosen = CallLog()
        let root = ViewController()
        let h = Harness(rootViewController: root)
        let a = alert(chosen)
        root.present(a, animated: true)
        h.waitForTransitions()
        let view = a.view as! AlertView
        let book = view.buttons.first { $0.0.title == "Book" }!.1
        h.tap(at: book.convert(Point(x: book.bounds.midX, y: book.bounds.midY), to: nil))
        #expect(chosen.entries.isEmpty)   // the handler runs once the alert is gone
        h.waitForTransitions()
        #expect(chosen.entries == ["book"])
        #expect(root.presentedViewController == nil)
        // A second tap where the button was does nothing more.
        h.tap(at: Point(x: 400, y: 240))
        #expect(chosen.entries == ["book"])
    }

    @Test func enterChoosesTheDefaultAndEscapeTheCancelAction() {
        for (key, expected) in [(Int32(13), "book"), (KeyInput.escape, "cancel")] {
            let chosen = CallLog()
            let root = ViewController()
            let h = Harness(rootViewController: root)
            root.present(alert(chosen), animated: true)
            h.waitForTransitions()
            h.send(sdlEvent: SDLEventFactory.key(code: key, down: true))
            h.send(sdlEvent: SDLEventFactory.key(code: key, down: false))
            h.send(sdlEvent: SDLEventFactory.key(code: key, down: true))   // a second press: nothing more
            h.waitForTransitions()
            #expect(chosen.entries == [expected])
            #expect(root.presentedViewController == nil)
        }
    }

    @Test func enterChoosesThePreferredAction() {
        let chosen = CallLog()
        let root = ViewController()
        let h = Harness(rootViewController: root)
        let a = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        a.addAction(AlertAction(title: "Keep", style: .default) { _ in chosen.entries.append("keep") })
        let delete = AlertAction(title: "Delete", style: .destructive) { _ in chosen.entries.append("delete") }
        a.addAction(delete)
        a.preferredAction = delete
        root.present(a, animated: false)
        h.send(sdlEvent: SDLEventFactory.key(code: 13, down: true))
        h.waitForTransitions()
        #expect(chosen.entries == ["delete"])
    }

    @Test func aSecondCancelActionIsRefused() {
        let a = AlertController(title: "x", message: nil, preferredStyle: .actionSheet)
        let lines = capturingDiagnostics {
            a.addAction(AlertAction(title: "Cancel", style: .cancel))
            a.addAction(AlertAction(title: "Also cancel", style: .cancel))
            a.preferredAction = AlertAction(title: "stranger", style: .default)
        }
        #expect(a.actions.count == 1)
        #expect(a.preferredAction == nil)
        #expect(lines.count == 2)
    }

    @Test func theAlertFadesAndShrinksIn() {
        let root = ViewController()
        let h = Harness(rootViewController: root)
        let a = alert(CallLog())
        root.present(a, animated: true)
        h.advance(by: 0.05)
        let card = a.view.superview!
        // The shrink is a transform (the content scales with the box), as UIKit's.
        // frame is the transformed box (as UIKit's), bounds the untransformed one.
        let early = (alpha: card.alpha, width: card.bounds.width, frameWidth: card.frame.width, scale: card.transform.a)
        h.waitForTransitions()
        #expect(early.alpha > 0 && early.alpha < 1)
        #expect(early.scale > 1 && early.width == card.bounds.width)
        #expect(abs(early.frameWidth - early.width * early.scale) < 0.01)
        #expect(card.alpha == 1 && card.transform.isIdentity)
    }

    @Test func escapeDoesNotReachTheAppWhileAnAlertShows() {
        let root = ViewController()
        let h = Harness(rootViewController: root)
        final class Catcher: Responder { var keys = 0; override func keyDown(_ key: KeyInput) { keys += 1 } }
        let catcher = Catcher()
        h.window.fallbackResponder = catcher
        root.present(alert(CallLog()), animated: false)
        h.send(sdlEvent: SDLEventFactory.key(code: KeyInput.escape, down: true))
        #expect(catcher.keys == 0)
        h.waitForTransitions()
        h.send(sdlEvent: SDLEventFactory.key(code: KeyInput.escape, down: true))
        #expect(catcher.keys == 1)
    }
}
