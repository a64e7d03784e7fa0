import Foundation

/// A control for choosing a date, a time or both on wheels, as `UIDatePicker` with the
/// `.wheels` style: turning a wheel sets ``date`` (kept within ``minimumDate`` …
/// ``maximumDate``) and sends ``ControlEvents/valueChanged``.
///
/// ```swift
/// let picker = DatePicker()
/// picker.datePickerMode = .time
/// picker.minuteInterval = 5
/// picker.addAction(for: .valueChanged) { p in alarm.time = p.date }
/// ```
///
/// Wheels show English month and day names in the picker's ``timeZone``; they stop at
/// their ends (UIKit's month, day, hour and minute wheels wrap around).
@MainActor
open class DatePicker: Control {
    /// What the wheels choose, as `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable, CaseIterable {
        /// Hour, minute and AM/PM.
        case time
        /// Month, day and year.
        case date
        /// Day ("Today", "Fri Nov 27"), hour, minute and AM/PM.
        case dateAndTime
    }

    /// How the picker is drawn, as `UIDatePickerStyle`; Tactile draws wheels for every
    /// style (``Style/wheels``).
    public enum Style: Int, Sendable, CaseIterable {
        case automatic, compact, inline, wheels
    }

    /// The wheels (their data source and delegate are the picker's own).
    let wheels = PickerView()
    let model = DatePickerModel()

    /// The chosen date; setting it turns the wheels (kept within the minimum and maximum).
    public var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    var storedDate = Date()

    /// What the wheels choose.
    public var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { reload() } } }
    /// The requested style; wheels are drawn whatever it is.
    public var preferredDatePickerStyle: Style = .wheels
    /// The style drawn: always ``Style/wheels``.
    public var datePickerStyle: Style { .wheels }
    /// The earliest date the wheels allow (`nil`: none).
    public var minimumDate: Date? { didSet { reload() } }
    /// The latest date the wheels allow (`nil`: none).
    public var maximumDate: Date? { didSet { reload() } }
    /// Minutes between the minute wheel's rows: 1...30 and dividing 60 (other values
    /// become 1), as UIKit.
    public var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            if minuteInterval != oldValue { reload() }
        }
    }
    /// The time zone the wheels show (`nil`: the system's).
    public var timeZone: TimeZone? { didSet { reload() } }
    /// The locale whose month and weekday names, AM/PM symbols, date-wheel order and
    /// 12- or 24-hour clock the wheels use (from Foundation's `DateFormatter`), as
    /// `UIDatePicker.locale`. `nil` (the default) is US English, where UIKit uses the
    /// device's locale: set `Locale.current` for the user's, so that an app's pictures do not
    /// change with the machine's `LANG`.
    public var locale: Locale? { didSet { if locale != oldValue { reload() } } }

    /// Creates a date picker; a zero size becomes UIKit's 320 x 216.
    public override init(frame: Rect) {
        super.init(frame: frame)
        model.picker = self
        wheels.dataSource = model
        wheels.delegate = model
        wheels.onRowChosen = { [weak self] _, _ in self?.wheelsChanged() }
        wheels.wheelNames = { [weak self] c in self?.model.wheelName(c) }
        wheels.wrapsComponent = { [weak self] c in self?.model.wraps(c) ?? false }
        addSubview(wheels)
        reload()
    }

    /// Sets ``date`` (clamped to the range), turning the wheels there (sliding when `animated`);
    /// sends no event, as in UIKit.
    public func setDate(_ date: Date, animated: Bool) {
        storedDate = clamp(date)
        model.rebase(around: storedDate)
        wheels.reloadAllComponents()
        model.showDate(storedDate, animated: animated)
    }

    func clamp(_ date: Date) -> Date {
        var d = date.timeIntervalSinceReferenceDate.isFinite ? date : Date(timeIntervalSinceReferenceDate: 0)
        if let lo = minimumDate, d < lo { d = lo }
        if let hi = maximumDate, d > hi, minimumDate.map({ hi >= $0 }) ?? true { d = hi }
        return d
    }

    func reload() {
        setDate(storedDate, animated: false)
    }

    /// A wheel came to rest on a user's row: the date the wheels show, clamped (the wheels
    /// slide back into range), then `valueChanged`.
    func wheelsChanged() {
        let chosen = model.dateFromWheels()
        let clamped = clamp(chosen)
        let changed = clamped != storedDate
        storedDate = clamped
        model.showDate(clamped, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = Rect(origin: .zero, size: bounds.size)
    }

    open override var intrinsicContentSize: Size { Size(width: 320, height: PickerView.defaultHeight) }
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    open override var debugTreeDescription: String {
        DebugText.join([super.debugTreeDescription, "mode=\(datePickerMode)"])
    }
}
