import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
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
#if compiler(>=6.1)  // Swift 6.0 takes no unapplied main-actor method: a closure there
        button.addTarget(s, action: LoginScreen.submit, for: .touchUpInside)
#else
        button.addTarget(s, action: { $0.submit }, for: .touchUpInside)
#endif
#if compiler(>=6.1)  // Swift 6.0 takes no unapplied main-actor method: a closure there
        button.addTarget(s, action: LoginScreen.tapped, for: .touchUpInside)
#else
        button.addTarget(s, action: { $0.tapped }, for: .touchUpInside)
#endif
#if compiler(>=6.1)  // Swift 6.0 takes no unapplied main-actor method: a closure there
        button.addTarget(s, action: LoginScreen.changed, for: .touchUpInside)  // wrong sender type: skipped
#else
        button.addTarget(s, action: { $0.changed }, for: .touchUpInside)  // wrong sender type: skipped
#endif
#if compiler(>=6.1)  // Swift 6.0 takes no unapplied main-actor method: a closure there
        button.addTarget(s, action: LoginScreen.event, for: .touchDown)
#else
        button.addTarget(s, action: { $0.event }, for: .touchDown)
#endif
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
#if compiler(>=6.1)  // Swift 6.0 takes no unapplied main-actor method: a closure there
        button.addTarget(screen!, action: LoginScreen.submit, for: .touchUpInside)
#else
        button.addTarget(screen!, action: { $0.submit }, for: .touchUpInside)
#endif
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
#if compiler(>=6.1)  // Swift 6.0 takes no unapplied main-actor method: a closure there
        slider.addTarget(s, action: LoginScreen.changed, for: .valueChanged)
#else
        slider.addTarget(s, action: { $0.changed }, for: .valueChanged)
#endif
        slider.removeTarget(nil)
        slider.sendActions(for: .valueChanged)
        #expect(closures == 1 && s.log.isEmpty)
    }

    @Test func gestureRecognizerTargets() {
        let s = LoginScreen()
#if compiler(>=6.1)  // Swift 6.0 takes no unapplied main-actor method: a closure there
        let tap = TapGestureRecognizer(target: s, action: LoginScreen.recognized)
#else
        let tap = TapGestureRecognizer(target: s, action: { $0.recognized })
#endif
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addGestureRecognizer(tap)
        let h = Harness(root: root, size: Size(width: 100, height: 100))
        h.tap(at: Point(x: 50, y: 50))
        #expect(s.log.count == 1 && s.log[0].hasPrefix("tap"))
#if compiler(>=6.1)  // Swift 6.0 takes no unapplied main-actor method: a closure there
        tap.addTarget(s, action: LoginScreen.submit)
#else
        tap.addTarget(s, action: { $0.submit })
#endif
        h.tap(at: Point(x: 50, y: 50))
        #expect(s.log.count == 3)
    }
}
