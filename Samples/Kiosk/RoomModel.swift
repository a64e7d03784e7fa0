import Tactile

/// The room's state: its bookings and the panel's settings. Screens observe it.
@MainActor
final class RoomModel {
    struct Meeting {
        var start: Double
        var end: Double
        var title: String
    }

    let name = "Fjord"
    let location = "Room 4.12 · 4th floor"
    /// The PIN that books the room and opens the settings.
    let pin = "2580"

    /// An ad-hoc booking made on the panel: until this time of day.
    var bookedUntil: Double? { didSet { changed() } }
    var meetings: [Meeting] = [
        Meeting(start: 10.5 * 3600, end: 11 * 3600, title: "Design review"),
        Meeting(start: 13 * 3600, end: 14 * 3600, title: "Sprint planning"),
        Meeting(start: 15.5 * 3600, end: 16 * 3600, title: "1:1 Alex / Sam"),
    ]

    var showUpcoming = true { didSet { if showUpcoming != oldValue { changed() } } }
    var dimWhenIdle = true { didSet { if dimWhenIdle != oldValue { changed() } } }
    var touchSounds = false { didSet { if touchSounds != oldValue { changed() } } }
    /// Minutes without a touch before the screen dims.
    var dimAfterMinutes: Float = 2 { didSet { if dimAfterMinutes != oldValue { changed() } } }

    private var observers: [() -> Void] = []

    func observe(_ body: @escaping () -> Void) { observers.append(body) }
    private func changed() { for o in observers { o() } }

    /// Whether the room is taken at `time` (seconds of day).
    func isBusy(at time: Double) -> Bool {
        if let b = bookedUntil, time < b { return true }
        return meetings.contains { time >= $0.start && time < $0.end }
    }

    /// The next meeting that has not ended by `time`.
    func upcoming(after time: Double) -> [Meeting] { meetings.filter { $0.end > time } }
}
