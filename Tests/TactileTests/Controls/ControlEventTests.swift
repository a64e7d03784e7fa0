import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Records every event a control sends, in order.
@MainActor
final class EventLog {
    var events: [String] = []
    init(_ control: Control) {
        for (e, name) in ControlEvents.names {
            control.addAction(for: e) { [weak self] _ in self?.events.append(name) }
        }
    }
    func take() -> [String] { defer { events = [] }; return events }
}

@MainActor
@Suite struct ControlEventTests {
    /// A button at (100, 100, 200, 60) on a screen that records touches that reach it.
    func setUp() -> (Harness, Button, EventLog, TouchRecorder) {
        let root = TouchRecorder()
        let b = Button(title: "Go")
        b.frame = Rect(x: 100, y: 100, width: 200, height: 60)
        root.addSubview(b)
        let h = Harness(root: root, size: Size(width: 800, height: 480))
        return (h, b, EventLog(b), root)
    }

    @Test func dragOutAndBackInThenUpInside() {
        let (h, b, log, _) = setUp()
        h.touchDown(at: Point(x: 200, y: 130))
        #expect(log.take() == ["touchDown"])
        #expect(b.isHighlighted && b.isTracking && b.isTouchInside)
        #expect(b.state == .highlighted)
        h.touchMove(to: Point(x: 250, y: 130))
        #expect(log.take() == ["touchDragInside"])
        // Outside the bounds but within the 70 pt slop: still inside.
        h.touchMove(to: Point(x: 350, y: 130))
        #expect(log.take() == ["touchDragInside"])
        #expect(b.isHighlighted)
        h.touchMove(to: Point(x: 400, y: 130))
        #expect(log.take() == ["touchDragExit"])
        #expect(!b.isHighlighted && !b.isTouchInside && b.isTracking)
        h.touchMove(to: Point(x: 450, y: 130))
        #expect(log.take() == ["touchDragOutside"])
        h.touchMove(to: Point(x: 280, y: 130))
        #expect(log.take() == ["touchDragEnter"])
        #expect(b.isHighlighted)
        h.touchUp(at: Point(x: 280, y: 130))
        #expect(log.take() == ["touchUpInside", "primaryActionTriggered"])
        #expect(!b.isHighlighted && !b.isTracking)
    }

    @Test func dragFarOutThenUpOutside() {
        let (h, b, log, _) = setUp()
        h.touchDown(at: Point(x: 200, y: 130))
        h.touchMove(to: Point(x: 200, y: 300))
        h.touchMove(to: Point(x: 200, y: 400))
        h.touchUp(at: Point(x: 200, y: 400))
        #expect(log.take() == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(!b.isHighlighted)
    }

    @Test func liftingJustOutsideTheBoundsStillCountsAsInside() {
        let (h, _, log, _) = setUp()
        h.touchDown(at: Point(x: 200, y: 130))
        h.touchUp(at: Point(x: 200, y: 200))  // 40 pt below the button
        #expect(log.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func trackingSlopIsAProperty() {
        let (h, b, log, _) = setUp()
        b.trackingSlop = 0
        h.touchDown(at: Point(x: 200, y: 130))
        h.touchMove(to: Point(x: 305, y: 130))
        #expect(log.take() == ["touchDown", "touchDragExit"])
        b.trackingSlop = .nan
        #expect(b.trackingSlop == 0)
    }

    @Test func hidingTheControlCancels() {
        let (h, b, log, _) = setUp()
        h.touchDown(at: Point(x: 200, y: 130))
        b.isHidden = true
        h.touchUp(at: Point(x: 200, y: 130))
        #expect(log.take() == ["touchDown", "touchCancel"])
        #expect(!b.isHighlighted && !b.isTracking)
    }

    @Test func disablingWhileTrackingCancels() {
        let (h, b, log, _) = setUp()
        h.touchDown(at: Point(x: 200, y: 130))
        b.isEnabled = false
        #expect(b.state == .disabled)
        h.touchUp(at: Point(x: 200, y: 130))
        #expect(log.take() == ["touchDown", "touchCancel"])
    }

    @Test func focusLossCancels() {
        let (h, _, log, _) = setUp()
        h.touchDown(at: Point(x: 200, y: 130))
        h.engine.handle(.focusLost)
        #expect(log.take() == ["touchDown", "touchCancel"])
    }

    @Test func disabledControlGetsNoTouchesAndTheyFallThrough() {
        let (h, b, log, root) = setUp()
        b.isEnabled = false
        h.tap(at: Point(x: 200, y: 130))
        #expect(log.take() == [])
        #expect(root.began == 1)
        b.isEnabled = true
        h.advance(by: 0.5)
        h.tap(at: Point(x: 200, y: 130))
        #expect(log.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(root.began == 1, "an enabled control keeps its touches")
    }

    @Test func combinedEventsFireForEachMatchingEventAndTokensRemove() {
        let (h, b, _, _) = setUp()
        var count = 0
        let token = b.addAction(for: [.touchDown, .touchUpInside, .valueChanged]) { _ in count += 1 }
        #expect(token.events == [.touchDown, .touchUpInside, .valueChanged])
        h.tap(at: Point(x: 200, y: 130))
        #expect(count == 2)
        token.remove()
        #expect(token.events == [])
        h.tap(at: Point(x: 200, y: 130))
        #expect(count == 2)
        token.remove()  // twice: harmless
    }

    @Test func repeatedTapSendsTouchDownRepeat() {
        let (h, _, log, _) = setUp()
        h.tap(at: Point(x: 200, y: 130))
        h.advance(by: 0.1)
        h.tap(at: Point(x: 202, y: 131))
        #expect(log.take() == ["touchDown", "touchUpInside", "primaryActionTriggered",
                               "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func actionsMayRemoveTheControlOrThemselves() {
        let (h, b, _, _) = setUp()
        var other = 0
        var token: ControlActionToken?
        token = b.addAction(for: .touchDown) { _ in token?.remove() }
        b.addAction(for: .touchDown) { _ in other += 1 }
        b.addAction(for: .touchUpInside) { c in c.removeFromSuperview() }
        h.tap(at: Point(x: 200, y: 130))
        #expect(other == 1)
        #expect(b.superview == nil)
        #expect(!b.isTracking)
        h.tap(at: Point(x: 200, y: 130))
        #expect(other == 1)
    }

    @Test func secondFingerIsIgnoredWhileTracking() {
        let (h, b, log, _) = setUp()
        h.touchDown(at: Point(x: 150, y: 130), finger: 0)
        h.touchDown(at: Point(x: 250, y: 130), finger: 1)
        h.touchUp(finger: 1)
        #expect(b.isTracking)
        h.touchUp(finger: 0)
        #expect(log.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func switchTogglesAndSliderFollowsTheFinger() {
        let root = View()
        let sw = Switch(frame: Rect(x: 20, y: 20, width: 0, height: 0))
        let slider = Slider(frame: Rect(x: 20, y: 100, width: 300, height: 0))
        root.addSubview(sw)
        root.addSubview(slider)
        let h = Harness(root: root, size: Size(width: 400, height: 200))
        #expect(sw.frame.size == Switch.defaultSize)
        #expect(slider.frame.height >= 44)
        var changes = 0
        sw.addAction(for: .valueChanged) { _ in changes += 1 }
        h.tap(at: Point(x: 50, y: 37))
        #expect(sw.isOn && changes == 1 && sw.isSelected)
        h.advance(by: 0.5)
        // Small switches are touchable in 44x44: a tap 4 pt below the drawn track counts.
        h.tap(at: Point(x: 50, y: 57))
        #expect(!sw.isOn && changes == 2)
        sw.setOn(true)
        #expect(changes == 2, "setOn sends no event")

        var values: [Float] = []
        slider.addAction(for: .valueChanged) { c in values.append(c.value) }
        h.drag(from: Point(x: 40, y: 122), to: Point(x: 600, y: 300), duration: 0.2)
        #expect(slider.value == 1)
        #expect(values.count >= 2)
        #expect(values.last == 1)
        h.tap(at: Point(x: 170, y: 122))
        #expect(abs(slider.value - 0.5) < 0.02)
        slider.value = .nan
        #expect(abs(slider.value - 0.5) < 0.02)
        slider.isContinuous = false
        values = []
        h.drag(from: Point(x: 170, y: 122), to: Point(x: 100, y: 122), duration: 0.2)
        #expect(values.count == 1)
    }
}

/// A screen that counts the touches that reach it.
@MainActor
final class TouchRecorder: View {
    var began = 0
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += 1 }
}
