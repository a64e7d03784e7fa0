import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A zero-duration press used as a button (``PressableView``, or the Docs' long-press
/// pattern) must not fire on a release dragged far off the view, as `Control` (70 pt slop).
@MainActor
@Suite struct ReleaseSlopTests {
    func scene() -> (Harness, PressableView, () -> [String]) {
        let root = View()
        let tile = PressableView(frame: Rect(x: 100, y: 100, width: 100, height: 60))
        var log: [String] = []
        tile.onPressed = { log.append("pressed") }
        tile.onNormal = { log.append("normal") }
        tile.onReleased = { log.append("released") }
        root.addSubview(tile)
        return (Harness(root: root, size: Size(width: 600, height: 400)), tile, { log })
    }

    @Test func pressableViewDoesNotFireOnAReleaseFarAway() {
        let (h, tile, log) = scene()
        // Down on the view, lift 300 pt away with no move in between.
        h.touchDown(at: Point(x: 150, y: 130))
        h.touchUp(at: Point(x: 450, y: 330))
        #expect(log() == ["pressed", "normal"])
        #expect(!tile.isPressed)
        // A wide slop (a tile not in a scroll view) still stops at 70 pt outside the bounds.
        tile.slop = 1000
        h.touchDown(at: Point(x: 150, y: 130))
        h.touchUp(at: Point(x: 200 + 30, y: 130))       // 30 pt right of the view: a release
        h.touchDown(at: Point(x: 150, y: 130))
        h.touchUp(at: Point(x: 200 + 71, y: 130))       // 71 pt right of the view: not
        #expect(log() == ["pressed", "normal", "pressed", "normal", "released", "pressed", "normal"])
        // An ordinary tap still releases.
        h.tap(at: Point(x: 150, y: 130))
        #expect(log().suffix(3) == ["pressed", "normal", "released"])
    }

    @Test func docsLongPressButtonDoesNotBuyOnADragAway() {
        let button = View(frame: Rect(x: 100, y: 100, width: 120, height: 50))
        button.backgroundColor = .white
        var bought = 0
        func buy() { bought += 1 }
        // The snippet of Docs/Gestures.md, "Zero-lag press".
        let press = LongPressGestureRecognizer { r in
            switch r.state {
            case .began: button.backgroundColor = .gray          // shown in the next frame
            case .ended:
                button.backgroundColor = .white
                // Only a lift on or near the button buys (70 pt: a Control's slop), not a drag away.
                if button.bounds.insetBy(dx: -70, dy: -70).contains(r.location(in: button)) { buy() }
            case .cancelled: button.backgroundColor = .white
            default: break
            }
        }
        press.minimumPressDuration = 0
        button.addGestureRecognizer(press)
        let h = Harness(subviews: [button], size: Size(width: 600, height: 400))
        h.drag(from: Point(x: 150, y: 120), to: Point(x: 500, y: 350), duration: 0.2)
        #expect(bought == 0)
        h.tap(at: Point(x: 150, y: 120))
        #expect(bought == 1)
        #expect(button.backgroundColor == .white)
    }
}
