import Testing
@testable import Tactile
import TactileTesting

@MainActor
private final class LoginScreen {
    var log: [String] = []
    func submit() { log.append("submit") }
    func changed(_ sender: Slider) { log.append("slider \(sender.value)") }
    func tapped(_ sender: Button) { log.append("button") }
    func event(_ sender: Control, _ event: Event?) { log.append("event") }
    func recognized(_ r: TapGestureRecognizer) { log.append("tap \(r.state)") }
}

@MainActor
@Suite struct TargetActionTests {
    @Test func methodsRunForTheirEventsAndTheTargetIsWeak() {
        let button = Button(title: "Go")
        let s = LoginScreen()
        button.addTarget(s, action: LoginScreen.submit, for: .touchUpInside)
        button.addTarget(s, action: LoginScreen.tapped, for: .touchUpInside)
        button.addTarget(s, action: LoginScreen.changed, for: .touchUpInside)  // wrong sender type: skipped
        button.addTarget(s, action: LoginScreen.event, for: .touchDown)
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(s.log == ["event", "submit", "button"])
        #expect(button.allTargets.count == 1)
        button.removeTarget(s, for: .touchDown)
        button.sendActions(for: .touchDown)
        #expect(s.log.count == 3)
    }

    @Test func aTargetIsHeldWeakly() {
        let button = Button(title: "Go")
        var screen: LoginScreen? = LoginScreen()
        button.addTarget(screen!, action: LoginScreen.submit, for: .touchUpInside)
        #expect(button.allTargets.count == 1)
        screen = nil
        button.sendActions(for: .touchUpInside)
        #expect(button.allTargets.isEmpty && screen == nil)
    }

    @Test func removeTargetKeepsClosures() {
        let slider = Slider()
        let s = LoginScreen()
        var closures = 0
        slider.addAction(for: .valueChanged) { _ in closures += 1 }
        slider.addTarget(s, action: LoginScreen.changed, for: .valueChanged)
        slider.removeTarget(nil)
        slider.sendActions(for: .valueChanged)
        #expect(closures == 1 && s.log.isEmpty)
    }

    @Test func gestureRecognizerTargets() {
        let s = LoginScreen()
        let tap = TapGestureRecognizer(target: s, action: LoginScreen.recognized)
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addGestureRecognizer(tap)
        let h = Harness(root: root, size: Size(width: 100, height: 100))
        h.tap(at: Point(x: 50, y: 50))
        #expect(s.log.count == 1 && s.log[0].hasPrefix("tap"))
        tap.addTarget(s, action: LoginScreen.submit)
        h.tap(at: Point(x: 50, y: 50))
        #expect(s.log.count == 3)
    }
}
