import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Deinits of main-actor objects (timers, SDL resources) without Swift 6.2's `isolated
/// deinit`: on the main actor they do their work at once; released elsewhere they never trap,
/// and what can move to the main actor runs there (see `MainActorCleanup`).
@MainActor
@Suite struct MainActorDeinitTests {
    /// A holder whose last reference another thread drops.
    final class Holder<T>: @unchecked Sendable { var value: T?; init(_ value: T) { self.value = value } }

    @Test func theMainActorCheckIsTrueHereAndFalseInADetachedTask() async {
        #expect(MainQueue.isOnMainActor)
        let elsewhere = await Task.detached { MainQueue.isOnMainActor }.value
        #expect(!elsewhere)
    }

    @Test func workHandedOverOffTheMainActorRunsOnIt() async {
        let timers = TimerQueue(clock: VirtualClock())
        let token = timers.schedule(after: 10) {}
        #expect(timers.count == 1)
        await Task.detached { MainActorCleanup.run { timers.cancel(token) } }.value
        for _ in 0..<1000 where timers.count > 0 { await Task.yield() }
        #expect(timers.count == 0, "the cancel ran on the main actor")
        MainActorCleanup.run { timers.schedule(after: 1) {} }
        #expect(timers.count == 1, "on the main actor it runs at once")
    }

    /// A scene with every kind of main-actor deinit work running (an animating indicator,
    /// a scroll motion, a cross-dissolve holding a texture, text and fonts, canvases).
    func busyScene() -> Harness {
        let root = View()
        let spinner = ActivityIndicatorView()
        spinner.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        root.addSubview(spinner)
        spinner.startAnimating()
        let scroll = ScrollView(frame: Rect(x: 60, y: 10, width: 200, height: 200))
        scroll.contentSize = Size(width: 200, height: 2000)
        root.addSubview(scroll)
        let card = Label(text: "Hello")
        card.frame = Rect(x: 10, y: 220, width: 200, height: 40)
        root.addSubview(card)
        let h = Harness(root: root, size: Size(width: 320, height: 280))
        scroll.setContentOffset(Point(x: 0, y: 800), animated: true)
        View.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: { card.text = "World" })
        h.advance(by: 0.1)
        _ = h.render()
        return h
    }

    @Test func aBusySceneReleasedOnTheMainActorFreesEverything() {
        var h: Harness? = busyScene()
        h = nil
        #expect(h == nil)
        // A new engine draws as before.
        #expect(busyScene().render().width == 320)
    }

    @Test func aBusySceneReleasedOnAnotherThreadDoesNotTrap() async {
        let holder = Holder(busyScene())
        await Task.detached { holder.value = nil }.value
        for _ in 0..<10 { await Task.yield() }
        #expect(busyScene().render().width == 320)
    }
}
