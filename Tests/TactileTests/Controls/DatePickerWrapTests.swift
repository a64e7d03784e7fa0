import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// UIKit's date wheels loop (month, day, hour, minute; not year or AM/PM), and a locale
/// gives its names, wheel order and clock.
@MainActor
@Suite struct DatePickerWrapTests {
    static let utc = TimeZone(identifier: "UTC")!
    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = utc
        return cal.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min)) ?? Date()
    }

    @Test func wheelPositionsWrap() {
        var w = PickerWheel()
        w.rows = 12; w.rowHeight = 32; w.wraps = true
        #expect(w.row(forPosition: -1) == 11)
        #expect(w.row(forPosition: 25) == 1)
        #expect(w.row(at: -32) == 11)
        w.offset = 11 * 32
        #expect(w.nearestPosition(of: 0) == 12, "the first row again, one row on, not eleven back")
        w.offset = 0
        #expect(w.nearestPosition(of: 11) == -1)
        w.stop(at: 13 * 32)
        w.normalize()
        #expect(w.offset == 32)
        w.wraps = false
        #expect(w.row(at: -32) == 0 && w.row(at: 1_000) == 11)
    }

    @Test func theMinuteWheelGoesFrom59To0() {
        let p = DatePicker(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        p.timeZone = Self.utc
        p.datePickerMode = .time
        p.date = Self.date(2026, 3, 14, 15, 59)
        #expect(p.wheels.wheels[1].wraps && !p.wheels.wheels[2].wraps)
        p.wheels.accessibilityTurn(component: 1, by: 1)
        #expect(p.wheels.selectedRow(inComponent: 1) == 0)
        #expect(p.date == Self.date(2026, 3, 14, 15, 0), "the hour stays, as on iOS")
    }

    @Test func draggingPastTheLastRowShowsTheFirst() {
        let root = View()
        let p = DatePicker(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        p.timeZone = Self.utc
        p.datePickerMode = .date
        p.date = Self.date(2026, 12, 10)
        root.addSubview(p)
        let h = Harness(root: root, size: Size(width: 320, height: 216))
        let month = p.wheels.componentFrames()[0]
        // Drag up by two rows: December → January → February, no rubber band at the end.
        let step = p.wheels.wheels[0].rowHeight / 10
        h.touchDown(at: Point(x: month.midX, y: 150))
        for i in 1...20 { h.touchMove(to: Point(x: month.midX, y: 150 - Float(i) * step)); h.advance(by: 1.0 / 60) }
        h.advance(by: 0.5)  // held still: no flick
        h.touchUp()
        h.advance(by: 2)
        #expect(p.wheels.selectedRow(inComponent: 0) == 1)
        let offset = p.wheels.wheels[0].offset
        #expect(offset >= 0 && offset < p.wheels.wheels[0].period, "back in the first turn at rest: \(offset)")
        try? h.render().writePNG(to: TestOutput.path("controls/date-picker-wrapped.png"))
    }

    @Test func aLocaleGivesNamesOrderAndClock() {
        let p = DatePicker(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        p.timeZone = Self.utc
        p.datePickerMode = .date
        p.date = Self.date(2026, 3, 14, 15, 9)
        #expect(p.model.pickerView(p.wheels, titleForRow: 2, forComponent: 0) == "March")
        p.locale = Locale(identifier: "de_DE")
        #expect(p.model.layout == [.day, .month, .year])
        #expect(p.model.pickerView(p.wheels, titleForRow: 2, forComponent: 1) == "März")
        #expect(p.wheels.selectedRow(inComponent: 0) == 13)
        p.datePickerMode = .time
        #expect(p.wheels.numberOfComponents == 2, "24-hour clock: no AM/PM wheel")
        #expect(p.wheels.selectedRow(inComponent: 0) == 15)
        p.wheels.accessibilityTurn(component: 0, by: 9)
        #expect(p.date == Self.date(2026, 3, 14, 0, 9), "23 → 0 wraps without changing the day")
        p.datePickerMode = .dateAndTime
        let root = View()
        root.backgroundColor = .systemBackground
        root.addSubview(p)
        let h = Harness(root: root, size: Size(width: 320, height: 216))
        try? h.render().writePNG(to: TestOutput.path("controls/date-picker-de.png"))
        p.locale = nil
        #expect(p.wheels.numberOfComponents == 4)
    }
}
