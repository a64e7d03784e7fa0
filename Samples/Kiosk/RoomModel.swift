import Tactile

/// The room's state: its bookings and the panel's settings. Screens observe it.
@MainActor
final class RoomModel {
    struct Meeting {
        var start: Double
        var end: Double
        var title: String
    }

    /// The room's name, renamed from Settings (empty or blank names are refused).
    var name = "Fjord" { didSet { if name != oldValue { changed() } } }
    let location = "Room 4.12 · 4th floor"
    /// The PIN that books the room and opens the settings.
    let pin = "2580"

    /// When the ad-hoc booking made on the panel started (time of day).
    var bookedFrom: Double?
    /// An ad-hoc booking made on the panel: until this time of day.
    var bookedUntil: Double? { didSet { changed() } }
    var meetings: [Meeting] = [
        Meeting(start: 8.5 * 3600, end: 9 * 3600, title: "Stand-up"),
        Meeting(start: 10.5 * 3600, end: 11 * 3600, title: "Design review"),
        Meeting(start: 11.5 * 3600, end: 12 * 3600, title: "Debrief"),
        Meeting(start: 13 * 3600, end: 14 * 3600, title: "Sprint planning"),
        Meeting(start: 14 * 3600, end: 14.5 * 3600, title: "Ops sync"),
        Meeting(start: 15.5 * 3600, end: 16 * 3600, title: "1:1 Alex / Sam"),
        Meeting(start: 16.5 * 3600, end: 17.5 * 3600, title: "Team retro"),
    ]
    /// Tomorrow's meetings (the bookings list shows them under their own header).
    var tomorrow: [Meeting] = [
        Meeting(start: 8 * 3600, end: 8.5 * 3600, title: "Breakfast with the board"),
        Meeting(start: 9 * 3600, end: 9.25 * 3600, title: "Stand-up"),
        Meeting(start: 9.5 * 3600, end: 10.5 * 3600, title: "Hiring: backend interview"),
        Meeting(start: 10.5 * 3600, end: 11 * 3600, title: "Vendor call"),
        Meeting(start: 11 * 3600, end: 12 * 3600, title: "Quarterly planning"),
        Meeting(start: 12 * 3600, end: 12.5 * 3600, title: "Lunch and learn"),
        Meeting(start: 13 * 3600, end: 13.5 * 3600, title: "Support rotation handover"),
        Meeting(start: 13.5 * 3600, end: 14.5 * 3600, title: "Design critique"),
        Meeting(start: 14.5 * 3600, end: 15 * 3600, title: "1:1 Kim / Lee"),
        Meeting(start: 15 * 3600, end: 16 * 3600, title: "Customer workshop"),
        Meeting(start: 16 * 3600, end: 16.5 * 3600, title: "Release go/no-go"),
        Meeting(start: 17 * 3600, end: 18 * 3600, title: "Book club"),
    ]

    var showUpcoming = true { didSet { if showUpcoming != oldValue { changed() } } }
    var dimWhenIdle = true { didSet { if dimWhenIdle != oldValue { changed() } } }
    var touchSounds = false { didSet { if touchSounds != oldValue { changed() } } }
    /// Minutes without a touch before the screen dims.
    var dimAfterMinutes: Float = 2 { didSet { if dimAfterMinutes != oldValue { changed() } } }

    private var observers: [() -> Void] = []

    func observe(_ body: @escaping () -> Void) { observers.append(body) }
    private func changed() { for o in observers { o() } }

    /// Today's bookings in time order: the meetings and the booking made on the panel.
    func bookingsToday() -> [Meeting] {
        var all = meetings
        if let until = bookedUntil { all.append(Meeting(start: bookedFrom ?? until, end: until, title: "Booked at the panel")) }
        return all.sorted { $0.start < $1.start }
    }

    /// Whether the room is taken at `time` (seconds of day).
    func isBusy(at time: Double) -> Bool {
        if let b = bookedUntil, time < b { return true }
        return meetings.contains { time >= $0.start && time < $0.end }
    }

    /// The next meeting that has not ended by `time`.
    func upcoming(after time: Double) -> [Meeting] { meetings.filter { $0.end > time } }
}
