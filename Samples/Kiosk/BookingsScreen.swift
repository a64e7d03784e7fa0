import Tactile

/// Today's and tomorrow's bookings of the room in a scrolling list with sticky "Today" and
/// "Tomorrow" headers; pushed from the home screen, Back pops it, Floor pushes the floor
/// dashboard (``FloorScreen``).
@MainActor
final class BookingsScreen: View {
    let title = Widgets.label("Bookings", font: Palette.title)
    let back: Button = {
        let b = Widgets.button("‹ Back", color: Palette.action)
        b.accessibilityLabel = "Back"
        return b
    }()
    /// Pushes the floor dashboard (every room on the floor).
    let floor: Button = {
        let b = Widgets.button("Floor ›", color: Palette.neutral)
        b.accessibilityLabel = "Floor"
        b.accessibilityHint = "Shows every room on the floor"
        return b
    }()
    let list = KioskListView()
    private var days: [[RoomModel.Meeting]] = [[], []]
    private var now: Double = 0

    init(model: RoomModel, now: Double) {
        super.init(frame: .zero)
        list.rowHeight = 64
        list.sectionHeaderHeight = 36
        list.backgroundColor = Palette.card
        list.cornerRadius = 18
        list.numberOfSections = { 2 }
        list.numberOfRows = { [weak self] day in self?.days[day].count ?? 0 }
        list.titleForHeader = { day in day == 0 ? "TODAY" : "TOMORROW" }
        list.configureRow = { [weak self] cell, index in
            guard let self, index.section < self.days.count, index.row < self.days[index.section].count else { return }
            let m = self.days[index.section][index.row]
            let past = index.section == 0 && m.end <= self.now
            cell.textLabel?.text = m.title
            cell.textLabel?.textColor = past ? Palette.secondaryText : Palette.text
            cell.detailTextLabel?.text = WallClock.format(m.start, withSeconds: false) + " – " + WallClock.format(m.end, withSeconds: false)
                + (past ? " · ended" : "")
        }
        list.allowsSelection = false
        for v in [title, back, floor, list] as [View] { addSubview(v) }
        update(model, now: now)
    }

    /// Reads the bookings again.
    func update(_ model: RoomModel, now: Double) {
        self.now = now
        days = [model.bookingsToday(), model.tomorrow.sorted { $0.start < $1.start }]
        list.reloadData()
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, m: Float = 20
        let portrait = h > w
        // Landscape: Back sits in the title row after Floor; portrait: Floor in the title
        // row, Back a full-width button at the bottom.
        back.frame = portrait ? Rect(x: m, y: h - m - 72, width: w - 2 * m, height: 72)
                              : Rect(x: w - m - 180, y: m - 6, width: 180, height: 56)
        floor.frame = Rect(x: (portrait ? w - m : back.frame.minX - 12) - 160, y: m - 6, width: 160, height: 56)
        title.frame = Rect(x: m + 8, y: m, width: max(0, floor.frame.minX - 12 - m - 8), height: 44)
        let top = title.frame.maxY + 16
        let bottom = portrait ? back.frame.minY - 16 : h - m
        list.frame = Rect(x: m, y: top, width: w - 2 * m, height: max(0, bottom - top))
    }
}

/// A ``ListView`` in the kiosk's dark colours (rows, separators and the sticky headers).
@MainActor
final class KioskListView: ListView {
    override init(frame: Rect) {
        super.init(frame: frame)
        makeRow = { _ in
            let cell = ListCell()
            cell.normalBackgroundColor = Palette.card
            cell.highlightedBackgroundColor = Palette.neutral
            cell.separatorColor = Palette.cardBorder
            cell.textLabel?.font = Palette.body
            cell.textLabel?.textColor = Palette.text
            cell.detailTextLabel?.font = Palette.small
            cell.detailTextLabel?.textColor = Palette.secondaryText
            return cell
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Headers are the list's own views: give them the panel's look as they appear.
        for case let header as ListHeaderView in subviews where header.backgroundColor != Palette.header {
            header.backgroundColor = Palette.header
            header.titleLabel.font = Palette.small
            header.titleLabel.textColor = Palette.warning
        }
    }
}
