import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Several observers watch input at once (a dimmer and a recorder); one may consume.
@MainActor
@Suite struct EventObserverTests {
    @Test func observersSeeEventsInOrderAndOneMayConsume() {
        let target = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let h = Harness(root: target, size: Size(width: 100, height: 100))
        var seen: [String] = []
        let first = h.engine.addEventObserver { e in
            if case .touch = e { seen.append("first") }
            return .pass
        }
        let consume = Flag()
        h.engine.addEventObserver { e in
            if case .touch = e { seen.append("second") }
            return consume.on ? .consume : .pass
        }
        h.tap(at: Point(x: 50, y: 50))
        #expect(seen == ["first", "second", "first", "second"])
        #expect(target.log == ["began", "ended"])
        seen.removeAll()
        consume.on = true
        h.engine.removeEventObserver(first)
        h.tap(at: Point(x: 50, y: 50))
        #expect(seen == ["second", "second"])
        #expect(target.log == ["began", "ended"], "a consumed event is not dispatched")
    }
}

@MainActor
final class Flag { var on = false }
