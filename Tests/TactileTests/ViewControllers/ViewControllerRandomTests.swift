import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Pushes, pops, presentations and dismissals called at random from inside lifecycle
/// callbacks, button actions and mid-transition, with a fixed seed: nothing traps, every
/// "will" gets its "did", and the stack, children and window agree at the end.
@MainActor
@Suite struct ViewControllerRandomTests {

    final class Chaos {
        var rng: SeededGenerator
        weak var nav: NavigationController?
        var made: [RecordingController] = []
        let log = CallLog()
        var depth = 0
        init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

        @MainActor func make() -> RecordingController {
            let c = RecordingController("c\(made.count)", log: log)
            made.append(c)
            let hook: (RecordingController) -> Void = { [unowned self] _ in self.maybeAct() }
            c.onViewDidLoad = { [unowned self] vc in
                let b = Button(title: "go")
                b.frame = Rect(x: 100, y: 100, width: 200, height: 80)
                b.addAction(for: .touchUpInside) { [unowned self] _ in self.act() }
                vc.view.addSubview(b)
            }
            c.onWillAppear = hook
            c.onDidAppear = hook
            c.onWillDisappear = hook
            c.onDidDisappear = hook
            return c
        }

        @MainActor func maybeAct() { if rng.below(4) == 0 { act() } }

        @MainActor func act() {
            guard let nav, depth < 3 else { return }
            depth += 1
            defer { depth -= 1 }
            let animated = rng.below(2) == 0
            switch rng.below(9) {
            case 0, 1: nav.pushViewController(make(), animated: animated)
            case 2: nav.popViewController(animated: animated)
            case 3: nav.popToRootViewController(animated: animated)
            case 4:
                let m = make()
                m.modalPresentationStyle = [.fullScreen, .pageSheet, .formSheet][rng.below(3)]
                (nav.topViewController ?? nav).present(m, animated: animated)
            case 5: nav.dismiss(animated: animated)
            case 6:
                var stack = nav.viewControllers
                if !stack.isEmpty && rng.below(2) == 0 { stack.removeFirst() }
                stack.append(make())
                nav.setViewControllers(stack, animated: animated)
            case 7:
                if !made.isEmpty { let existing = made[rng.below(made.count)]; nav.pushViewController(existing, animated: animated) }
            default:
                if let p = nav.presentedViewController { p.present(make(), animated: animated) }
            }
        }
    }

    @Test(arguments: FuzzScale.seeds([1, 2, 3, 42, 2026] as [UInt64], default: 2))
    func randomNavigationInsideCallbacksKeepsEverythingConsistent(seed: UInt64) {
        let chaos = Chaos(seed: seed)
        let nav = NavigationController(rootViewController: chaos.make())
        chaos.nav = nav
        let h = Harness(rootViewController: nav)
        let silenced = capturingDiagnostics {
            for step in 0..<200 {
                switch chaos.rng.below(4) {
                case 0: chaos.act()
                case 1: h.tap(at: Point(x: 200, y: 100 + 56 + 40))   // the "go" button of the top screen
                case 2: h.drag(from: Point(x: 5, y: 300), to: Point(x: Float(100 + chaos.rng.below(600)), y: 300), duration: 0.1 * Double(1 + chaos.rng.below(5)))
                default: h.advance(by: 0.05 * Double(chaos.rng.below(8)))
                }
                if step % 50 == 49 { h.window.rootViewController = chaos.rng.below(2) == 0 ? nav : nav }
            }
            h.waitForTransitions(limit: 10)
        }
        _ = silenced
        #expect(h.engine.timers.runningTransitions == 0)
        // Stack and children agree; only the top's view is in the content area.
        #expect(nav.children.count == nav.viewControllers.count)
        #expect(zip(nav.children, nav.viewControllers).allSatisfy { $0 === $1 })
        for c in nav.viewControllers { #expect(c.parent === nav) }
        if let top = nav.topViewController { #expect(top.view.superview === nav.contentView) }
        #expect(nav.contentView.subviews.count == (nav.topViewController == nil ? 0 : 1))
        // Every controller's appearance calls alternate will/did and are balanced.
        for c in chaos.made {
            let calls = chaos.log.of(c.name).filter { $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") && $0 != "viewDidLoad" && !$0.contains("Layout") }
                .filter { !$0.contains("Layout") }
            var pendingWill = false
            for call in calls {
                if call.hasPrefix("viewWill") { pendingWill = true } else {
                    #expect(pendingWill, "\(c.name): \(calls)")
                    pendingWill = false
                }
            }
            #expect(!pendingWill, "\(c.name) left with a will and no did: \(calls)")
            let visible = c.appearanceState == .appeared
            let shown = c.viewIfLoaded?.window != nil && !(c.viewIfLoaded?.isHidden ?? true)
            if visible { #expect(shown, "\(c.name) appeared but not in the window") }
        }
        // Presentations on screen match the chain.
        var chain = 0
        var p = nav.presentedViewController
        while let current = p { chain += 1; p = current.presentedViewController }
        #expect(h.window.subviews.count == 1 + chain)
    }
}
