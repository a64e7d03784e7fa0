import Foundation

/// The wheels of a ``DatePicker``: which there are for its mode, their rows and titles,
/// and the conversion between rows and dates (its picker's data source and delegate).
@MainActor
final class DatePickerModel: PickerViewDataSource, PickerViewDelegate {
    enum Wheel: Equatable { case month, day, year, dayOfYear, hour, hour24, minute, meridiem }

    /// The words and wheel order of the picker's locale.
    var names = DatePickerNames.english

    weak var picker: DatePicker?
    private(set) var layout: [Wheel] = []
    private var yearBase = 1900
    private var yearCount = 301
    private var dayBase = Date(timeIntervalSinceReferenceDate: 0)
    private var dayCount = 1
    /// The most rows the day and year wheels get (about 270 years of days).
    static let maximumDays = 100_000


    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = picker?.timeZone ?? TimeZone.current
        return c
    }

    private var interval: Int { picker?.minuteInterval ?? 1 }

    /// Chooses the wheels for the mode and the year and day ranges around `date`.
    func rebase(around date: Date) {
        guard let picker else { return }
        names = DatePickerNames(locale: picker.locale)
        let time: [Wheel] = names.uses24HourClock ? [.hour24, .minute] : [.hour, .minute, .meridiem]
        switch picker.datePickerMode {
        case .date: layout = names.dateOrder
        case .time: layout = time
        case .dateAndTime: layout = [.dayOfYear] + time
        }
        let cal = calendar
        let year = cal.component(.year, from: date)
        let lo = picker.minimumDate.map { cal.component(.year, from: $0) } ?? year - 100
        let hi = picker.maximumDate.map { cal.component(.year, from: $0) } ?? year + 100
        yearBase = min(lo, year)
        yearCount = min(10_000, max(1, max(hi, year) - yearBase + 1))
        let day: Double = 86_400
        let first = cal.startOfDay(for: picker.minimumDate ?? date.addingTimeInterval(-1000 * day))
        let last = cal.startOfDay(for: picker.maximumDate ?? date.addingTimeInterval(1000 * day))
        dayBase = min(first, cal.startOfDay(for: date))
        let span = (max(last, date).timeIntervalSince(dayBase) / day).rounded(.down)
        dayCount = span.isFinite ? min(DatePickerModel.maximumDays, max(1, Int(span) + 1)) : 1
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: PickerView) -> Int { layout.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        guard layout.indices.contains(component) else { return 0 }
        switch layout[component] {
        case .month: return 12
        case .day: return 31
        case .year: return yearCount
        case .dayOfYear: return dayCount
        case .hour: return 12
        case .hour24: return 24
        case .minute: return 60 / interval
        case .meridiem: return 2
        }
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard layout.indices.contains(component), row >= 0 else { return nil }
        switch layout[component] {
        case .month: return names.months[row % 12]
        case .day: return "\(row + 1)"
        case .year: return "\(yearBase + row)"
        case .dayOfYear: return dayTitle(row)
        case .hour: return "\(row == 0 ? 12 : row)"
        case .hour24: return row < 10 ? "0\(row)" : "\(row)"
        case .minute:
            let m = row * interval
            return m < 10 ? "0\(m)" : "\(m)"
        case .meridiem: return row == 0 ? names.am : names.pm
        }
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Float {
        guard layout.indices.contains(component) else { return .nan }
        switch layout[component] {
        case .month: return 130
        case .day, .hour, .hour24, .minute: return 56
        case .meridiem: return max(56, min(100, Float(max(names.am.count, names.pm.count)) * 14))
        case .year: return 80
        case .dayOfYear: return 130
        }
    }

    /// The screen reader's name of wheel `component`.
    /// Whether wheel `component` repeats endlessly, as UIKit's date wheels: month, day,
    /// hour and minute do; year, AM/PM and the dated day do not.
    func wraps(_ component: Int) -> Bool {
        guard layout.indices.contains(component) else { return false }
        switch layout[component] {
        case .month, .day, .hour, .hour24, .minute: return true
        case .year, .dayOfYear, .meridiem: return false
        }
    }

    func wheelName(_ component: Int) -> String? {
        guard layout.indices.contains(component) else { return nil }
        switch layout[component] {
        case .month: return "Month"
        case .day: return "Day"
        case .year: return "Year"
        case .dayOfYear: return "Date"
        case .hour, .hour24: return "Hour"
        case .minute: return "Minute"
        case .meridiem: return "AM/PM"
        }
    }

    private func dayTitle(_ row: Int) -> String {
        let cal = calendar
        guard let d = cal.date(byAdding: .day, value: row, to: dayBase) else { return "" }
        if cal.isDate(d, inSameDayAs: Date()) { return "Today" }
        let c = cal.dateComponents([.weekday, .month, .day], from: d)
        let wd = names.weekdays[((c.weekday ?? 1) - 1 + 7) % 7]
        let m = names.shortMonths[((c.month ?? 1) - 1 + 12) % 12]
        return "\(wd) \(m) \(c.day ?? 1)"
    }

    // MARK: Rows and dates

    /// Turns the wheels to show `date`.
    func showDate(_ date: Date, animated: Bool) {
        guard let picker else { return }
        let cal = calendar
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = c.hour ?? 0
        for (i, wheel) in layout.enumerated() {
            let row: Int
            switch wheel {
            case .month: row = (c.month ?? 1) - 1
            case .day: row = (c.day ?? 1) - 1
            case .year: row = (c.year ?? yearBase) - yearBase
            case .dayOfYear: row = cal.dateComponents([.day], from: dayBase, to: cal.startOfDay(for: date)).day ?? 0
            case .hour: row = hour % 12
            case .hour24: row = hour
            case .minute: row = (c.minute ?? 0) / interval
            case .meridiem: row = hour >= 12 ? 1 : 0
            }
            picker.wheels.selectRow(row, inComponent: i, animated: animated)
        }
    }

    /// The date the wheels show now (a day past the month's end becomes its last day);
    /// what the wheels do not show is kept from the picker's date.
    func dateFromWheels() -> Date {
        guard let picker else { return Date() }
        let cal = calendar
        let current = picker.date
        var c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: current)
        var hour12 = (c.hour ?? 0) % 12, pm = (c.hour ?? 0) >= 12
        for (i, wheel) in layout.enumerated() {
            let row = max(0, picker.wheels.selectedRow(inComponent: i))
            switch wheel {
            case .month: c.month = row + 1
            case .day: c.day = row + 1
            case .year: c.year = yearBase + row
            case .dayOfYear:
                if let d = cal.date(byAdding: .day, value: row, to: dayBase) {
                    let dc = cal.dateComponents([.year, .month, .day], from: d)
                    (c.year, c.month, c.day) = (dc.year, dc.month, dc.day)
                }
            case .hour: hour12 = row
            case .hour24: hour12 = row % 12; pm = row >= 12
            case .minute: c.minute = row * interval
            case .meridiem: pm = row == 1
            }
        }
        c.hour = hour12 + (pm ? 12 : 0)
        c.second = 0
        // The last day of the month when the day wheel is past it (February 30).
        var probe = c
        probe.day = 1
        if let first = cal.date(from: probe), let range = cal.range(of: .day, in: .month, for: first) {
            c.day = min(c.day ?? 1, range.count)
        }
        return cal.date(from: c) ?? current
    }
}
