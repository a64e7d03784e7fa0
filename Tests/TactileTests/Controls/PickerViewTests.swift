import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
final class Fruit: PickerViewDataSource, PickerViewDelegate {
    var components = 2
    var rows = 30
    var chosen: [(Int, Int)] = []
    func numberOfComponents(in pickerView: PickerView) -> Int { components }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? "Item \(row)" : "\(row * 5)"
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) { chosen.append((row, component)) }
}

@MainActor
@Suite struct PickerViewTests {
    static func make(_ source: Fruit) -> (Harness, PickerView) {
        let picker = PickerView(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        let h = Harness(root: picker, size: Size(width: 320, height: 216))
        return (h, picker)
    }

    @Test func selectRowClampsAndDoesNotTellTheDelegate() {
        let source = Fruit()
        let (_, picker) = Self.make(source)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 30)
        picker.selectRow(7, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 7)
        picker.selectRow(999, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 29)
        picker.selectRow(-3, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        picker.selectRow(1, inComponent: 9, animated: false)
        #expect(picker.selectedRow(inComponent: 9) == -1 && picker.numberOfRows(inComponent: -1) == 0)
        #expect(source.chosen.isEmpty)
    }

    @Test func aFlickDeceleratesAndSnapsToARow() {
        let source = Fruit()
        let (h, picker) = Self.make(source)
        // A quick upward drag on the left wheel turns it to later rows.
        h.drag(from: Point(x: 80, y: 180), to: Point(x: 80, y: 60), duration: 0.08)
        h.advance(by: 0.1)
        let midway = picker.wheels[0].offset
        #expect(picker.wheels[0].isMoving, "still coasting after the lift")
        h.advance(by: 4)
        let w = picker.wheels[0]
        #expect(!w.isMoving && w.offset == Float(w.selectedRow) * w.rowHeight, "rests on a row")
        #expect(w.offset > midway, "coasted on after the lift")
        #expect(w.selectedRow > 4, "a flick travels further than the drag: \(w.selectedRow)")
        #expect(source.chosen.count == 1 && source.chosen.first?.0 == w.selectedRow && source.chosen.first?.1 == 0)
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    @Test func aSlowDragPastTheEndSpringsBack() {
        let source = Fruit()
        let (h, picker) = Self.make(source)
        h.drag(from: Point(x: 240, y: 60), to: Point(x: 240, y: 200), duration: 1)
        h.advance(by: 0.2)
        h.advance(by: 3)
        #expect(picker.selectedRow(inComponent: 1) == 0 && picker.wheels[1].offset == 0)
    }

    @Test func tappingARowBelowTurnsToIt() {
        let source = Fruit()
        let (h, picker) = Self.make(source)
        h.tap(at: Point(x: 80, y: 108 + 32))
        h.advance(by: 3)
        #expect(picker.selectedRow(inComponent: 0) == 1)
    }

    @Test(arguments: [(-4, -9), (0, 5), (1_000, 2_000_000_000), (3, Int.max)])
    func absurdCountsAreClamped(components: Int, rows: Int) {
        let source = Fruit()
        source.components = components
        source.rows = rows
        let (h, picker) = Self.make(source)
        #expect(picker.numberOfComponents <= PickerView.maximumComponents && picker.numberOfComponents >= 0)
        for c in 0..<picker.numberOfComponents { #expect(picker.numberOfRows(inComponent: c) <= PickerView.maximumRows) }
        picker.selectRow(Int.max, inComponent: 0, animated: true)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 10), duration: 0.05)
        h.advance(by: 2)
        _ = h.render()
    }

    @Test func wheelsAreAdjustableElements() throws {
        let source = Fruit()
        let (_, picker) = Self.make(source)
        let elements = try #require(picker.accessibilityElements)
        #expect(elements.count == 2 && elements[0].accessibilityTraits.contains(.adjustable))
        #expect(elements[0].accessibilityValue == "Item 0, 1 of 30")
        elements[0].accessibilityIncrement()
        #expect(picker.selectedRow(inComponent: 0) == 1 && source.chosen.count == 1)
        elements[1].accessibilityDecrement()
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }
}

@MainActor
@Suite struct DatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!
    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = utc
        return cal.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    @Test func modesHaveUIKitsWheels() {
        let p = DatePicker(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        p.timeZone = Self.utc
        p.date = Self.date(2026, 3, 14, 15, 9)
        p.datePickerMode = .date
        #expect(p.wheels.numberOfComponents == 3)
        #expect(p.wheels.selectedRow(inComponent: 0) == 2 && p.wheels.selectedRow(inComponent: 1) == 13)
        p.datePickerMode = .time
        #expect(p.wheels.selectedRow(inComponent: 0) == 3 && p.wheels.selectedRow(inComponent: 1) == 9 && p.wheels.selectedRow(inComponent: 2) == 1)
        p.minuteInterval = 7
        #expect(p.minuteInterval == 1)
        p.minuteInterval = 15
        #expect(p.wheels.numberOfRows(inComponent: 1) == 4)
        p.datePickerMode = .dateAndTime
        #expect(p.wheels.numberOfComponents == 4)
    }

    @Test func turningAWheelSetsTheDateClampsAndSendsValueChanged() {
        let p = DatePicker(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        p.timeZone = Self.utc
        p.datePickerMode = .date
        p.date = Self.date(2026, 1, 31)
        p.maximumDate = Self.date(2026, 6, 1)
        var sent: [Date] = []
        p.addAction(for: .valueChanged) { sent.append($0.date) }
        // February: day 31 becomes the 28th.
        p.wheels.accessibilityTurn(component: 0, by: 1)
        #expect(p.date == Self.date(2026, 2, 28) && sent.count == 1)
        #expect(p.wheels.selectedRow(inComponent: 1) == 27)
        // Past the maximum (July 28): back to it.
        p.wheels.accessibilityTurn(component: 0, by: 5)
        #expect(p.date == Self.date(2026, 6, 1) && sent.count == 2)
        p.date = Self.date(1990, 1, 1)
        #expect(p.date == Self.date(2026, 6, 1) || p.date <= Self.date(2026, 6, 1))
        p.date = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(p.date.timeIntervalSinceReferenceDate.isFinite)
    }
}
