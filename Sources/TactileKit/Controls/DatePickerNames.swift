import Foundation

/// The words and order a ``DatePicker`` shows for a locale: month and weekday names, the
/// AM/PM symbols, the order of the month, day and year wheels, and whether the clock has 24
/// hours, all from Foundation's `DateFormatter` (ICU's data). Without a locale: US English.
struct DatePickerNames: Equatable {
    var months: [String]
    var shortMonths: [String]
    var weekdays: [String]
    var am: String, pm: String
    /// The date wheels in the locale's order.
    var dateOrder: [DatePickerModel.Wheel]
    var uses24HourClock: Bool

    static let english = DatePickerNames(
        months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
        shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], am: "AM", pm: "PM",
        dateOrder: [.month, .day, .year], uses24HourClock: false)

    /// The names for `locale` (any part Foundation does not give stays English).
    init(locale: Locale?) {
        guard let locale else { self = .english; return }
        self = .english
        let f = DateFormatter()
        f.locale = locale
        if f.monthSymbols.count == 12 { months = f.monthSymbols }
        if f.shortMonthSymbols.count == 12 { shortMonths = f.shortMonthSymbols }
        if f.shortWeekdaySymbols.count == 7 { weekdays = f.shortWeekdaySymbols }
        if !f.amSymbol.isEmpty { am = f.amSymbol }
        if !f.pmSymbol.isEmpty { pm = f.pmSymbol }
        if let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) {
            let found: [(Int, DatePickerModel.Wheel)] = [("M", .month), ("d", .day), ("y", .year)].compactMap { letter, wheel in
                pattern.firstIndex(of: letter).map { (pattern.distance(from: pattern.startIndex, to: $0), wheel) }
            }
            if found.count == 3 { dateOrder = found.sorted { $0.0 < $1.0 }.map(\.1) }
        }
        if let hours = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) {
            uses24HourClock = hours.contains("H") || hours.contains("k")
        }
    }

    private init(months: [String], shortMonths: [String], weekdays: [String], am: String, pm: String,
                 dateOrder: [DatePickerModel.Wheel], uses24HourClock: Bool) {
        self.months = months; self.shortMonths = shortMonths; self.weekdays = weekdays
        self.am = am; self.pm = pm; self.dateOrder = dateOrder; self.uses24HourClock = uses24HourClock
    }
}
