import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// VoiceOver's actions rotor: on an element with custom actions, swipes down and up move
/// through them (after the default "Activate"), the name is spoken, a double tap performs it.
@MainActor
@Suite struct ScreenReaderCustomActionTests {
    @Test func swipesChooseACustomActionAndADoubleTapPerformsIt() {
        let root = View()
        root.backgroundColor = .white
        let row = Button(title: "Glacier, 10:00")
        row.frame = Rect(x: 20, y: 20, width: 240, height: 60)
        root.addSubview(row)
        var log: [String] = []
        row.addAction(for: .touchUpInside) { _ in log.append("open") }
        row.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Cancel booking") { _ in log.append("cancel"); return true },
            AccessibilityCustomAction(name: "Extend by 30 minutes") { _ in log.append("extend"); return true }
        ]
        let h = Harness(root: root, size: Size(width: 300, height: 120))
        let sr = h.screenReader
        sr.start()
        #expect(sr.lastSpoken == "Glacier, 10:00, button")
        sr.swipeDown()
        #expect(sr.lastSpoken == "Cancel booking")
        sr.swipeDown()
        #expect(sr.lastSpoken == "Extend by 30 minutes")
        sr.doubleTap()
        #expect(log == ["extend"])
        sr.swipeUp()
        sr.swipeUp()
        #expect(sr.lastSpoken == "Activate", "up past the first action comes back to the default")
        sr.doubleTap()
        #expect(log == ["extend", "open"])
        sr.swipeUp()
        #expect(sr.lastSpoken == "Extend by 30 minutes", "the list wraps round")
    }

    @Test func aSliderStillAdjustsWhenItHasCustomActions() {
        let root = View()
        let slider = Slider(frame: Rect(x: 20, y: 20, width: 200, height: 44))
        slider.accessibilityLabel = "Volume"
        slider.value = 0.5
        slider.accessibilityCustomActions = [AccessibilityCustomAction(name: "Mute") { _ in true }]
        root.addSubview(slider)
        let h = Harness(root: root, size: Size(width: 300, height: 100))
        let sr = h.screenReader
        sr.start()
        sr.swipeUp()
        #expect(slider.value > 0.5, "adjustable wins, as VoiceOver's default rotor on a slider")
    }
}

/// `Accessibility.post(notification: .layoutChanged, argument:)` moves the reader's focus to
/// the element given, as UIKit's UIAccessibility.post(.layoutChanged, argument:).
@MainActor
@Suite struct LayoutChangedNotificationTests {
    @Test func layoutChangedWithAnElementFocusesIt() {
        let root = View()
        let first = Button(title: "First"), second = Button(title: "Second")
        first.frame = Rect(x: 20, y: 20, width: 120, height: 50)
        second.frame = Rect(x: 20, y: 90, width: 120, height: 50)
        root.addSubview(first)
        root.addSubview(second)
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        let sr = h.screenReader
        sr.start()
        #expect(sr.focusedLabel == "First")
        Accessibility.post(notification: .layoutChanged, argument: second)
        h.runFrame()
        #expect(sr.focusedLabel == "Second")
    }
}
