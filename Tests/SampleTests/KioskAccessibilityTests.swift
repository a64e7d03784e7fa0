#if canImport(SnapshotTesting)
import SnapshotTesting
#endif
import Testing
@testable import Kiosk
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The room-booking kiosk, eyes-free: every screen passes the audit, and a blind person
/// books a room with the screen reader's gestures only.
@MainActor
@Suite struct KioskAccessibilityTests {
    func kiosk(size: Size = Size(width: 800, height: 480)) -> (Harness, KioskController) {
        let h = Harness(root: View(), size: size)
        let k = KioskController(engine: h.engine, headless: true, idle: IdleConfiguration())
        k.start(ticking: false)
        h.advance(by: 0.1)
        return (h, k)
    }

    func format(_ issues: [AccessibilityIssue]) -> String { issues.map(\.description).joined(separator: "\n") }

    @Test(arguments: [Size(width: 800, height: 480), Size(width: 480, height: 800)])
    func everyScreenPassesTheAudit(size: Size) {
        let (h, k) = kiosk(size: size)
        #expect(h.auditAccessibility().isEmpty, "home:\n\(format(h.auditAccessibility()))")
        k.home.book30.sendActions(for: .primaryActionTriggered)
        h.waitForTransitions()
        #expect(h.auditAccessibility().isEmpty, "PIN:\n\(format(h.auditAccessibility()))")
        k.pin?.cancel.sendActions(for: .primaryActionTriggered)
        h.waitForTransitions()
        k.home.bookings.sendActions(for: .primaryActionTriggered)
        h.waitForTransitions()
        #expect(h.auditAccessibility().isEmpty, "bookings:\n\(format(h.auditAccessibility()))")
        k.showHome()
        h.waitForTransitions()
        k.home.settings.sendActions(for: .primaryActionTriggered)
        h.waitForTransitions()
        for d in "2580" { k.pin?.press(String(d)) }
        k.pin?.press("OK")
        h.waitForTransitions()
        h.advance(by: 0.5)
        h.waitForTransitions()
        #expect(k.settings != nil)
        #expect(h.auditAccessibility().isEmpty, "settings:\n\(format(h.auditAccessibility()))")
    }

    #if canImport(SnapshotTesting)  // Swift 6.0 cannot resolve swift-snapshot-testing
    @Test func theHomeScreensReadingOrder() {
        let (h, _) = kiosk()
        assertSnapshot(of: h, as: .accessibility, named: "kiosk-home")
    }
    #endif

    @Test func aBlindPersonBooksTheRoomWithGesturesOnly() throws {
        let (h, k) = kiosk()
        let sr = h.screenReader
        sr.start()
        // The status is read first: what the room is doing, as a sighted person sees it.
        #expect(sr.spokenText.first?.hasPrefix("FREE") == true, "\(sr.spokenText)")
        #expect(sr.moveTo("Book 30 min"))
        sr.doubleTap()
        #expect(k.pin != nil, "the PIN sheet is shown")
        #expect(sr.focusedLabel == "Enter PIN", "the new screen's first element is focused: \(String(describing: sr.focusedLabel))")
        // Digits by touch exploration (finger on the key, then double-tap) and by swiping.
        let two = try #require(k.pin?.key("2"))
        sr.explore(at: two.convert(two.bounds.center, to: nil))
        #expect(sr.lastSpoken == "2, button")
        try h.render().writePNG(to: TestOutput.path("accessibility/kiosk-pin-focus.png"))
        sr.doubleTap()
        for d in ["5", "8", "0"] {
            #expect(sr.moveTo(d))
            sr.doubleTap()
        }
        #expect(sr.spokenText.contains { $0.contains("4 of 4 digits") } || k.pin?.dots.count == 4)
        #expect(sr.moveTo("OK"))
        sr.doubleTap()
        h.advance(by: 1.5)
        h.waitForTransitions()
        #expect(k.model.bookedUntil != nil, "the room is booked")
        #expect(sr.spokenText.contains("Room booked"), "the alert is read: \(sr.spokenText.suffix(5))")
        #expect(sr.moveTo("OK"))
        sr.doubleTap()
        #expect(k.rootController.presentedViewController == nil, "the alert is closed")
        #expect(sr.spokenText.contains { $0.hasPrefix("IN USE") }, "back home, the status says the room is taken")
    }
}
