import Tactile

/// The floor dashboard: every room on the floor as a tile (name, free or busy, until when)
/// in a `CollectionView` grid, under a title row and a legend, built with constraints only
/// (no frames): the same code lays out at 800x480 and 480x800. Tapping a room selects it and
/// shows it in the status line. Pushed by the bookings screen's "Floor ›"; Back pops it.
@MainActor
final class FloorScreen: View, CollectionViewDataSource, CollectionViewDelegate {
    struct Room {
        var name: String
        var seats: Int
        var busyUntil: String?
    }

    final class RoomTile: CollectionViewCell {
        let name = Label()
        let state = Label()
        let dot = View()
        required init(frame: Rect) {
            super.init(frame: frame)
            contentView.backgroundColor = Palette.card
            contentView.cornerRadius = 14
            contentView.borderColor = Palette.cardBorder
            contentView.borderWidth = 1
            name.font = Palette.body
            name.textColor = Palette.text
            state.font = Palette.small
            state.textColor = Palette.secondaryText
            dot.cornerRadius = 6
            let selected = View()
            selected.backgroundColor = Palette.action
            selected.cornerRadius = 16
            selectedBackgroundView = selected
            for v in [name, state, dot] as [View] { v.translatesAutoresizingMaskIntoConstraints = false; contentView.addSubview(v) }
            NSLayoutConstraint.activate([
                dot.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
                dot.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
                dot.widthAnchor.constraint(equalToConstant: 12),
                dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
                name.leadingAnchor.constraint(equalTo: dot.trailingAnchor, constant: 10),
                name.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
                name.centerYAnchor.constraint(equalTo: dot.centerYAnchor),
                state.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
                state.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
                state.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -14),
            ])
        }
        override var isSelected: Bool { didSet { setNeedsLayout() } }
        override func layoutSubviews() {
            super.layoutSubviews()
            // The selected tile shows a blue ring: its content inset over the blue background.
            contentView.frame = bounds.insetBy(dx: isSelected ? 3 : 0, dy: isSelected ? 3 : 0)
        }
        func show(_ room: Room) {
            name.text = room.name
            state.text = room.busyUntil.map { "Busy until \($0)" } ?? "Free · \(room.seats) seats"
            dot.backgroundColor = room.busyUntil == nil ? Palette.available : Palette.busy
            accessibilityLabel = "\(room.name), " + (room.busyUntil.map { "busy until \($0)" } ?? "free, \(room.seats) seats")
        }
    }

    let rooms: [Room] = [
        Room(name: "Fjord", seats: 8, busyUntil: nil), Room(name: "Glacier", seats: 4, busyUntil: "10:30"),
        Room(name: "Tundra", seats: 6, busyUntil: nil), Room(name: "Aurora", seats: 12, busyUntil: "11:00"),
        Room(name: "Delta", seats: 4, busyUntil: nil), Room(name: "Summit", seats: 10, busyUntil: "14:00"),
        Room(name: "Harbor", seats: 6, busyUntil: nil), Room(name: "Canyon", seats: 2, busyUntil: nil),
        Room(name: "Meadow", seats: 8, busyUntil: "09:45"), Room(name: "Reef", seats: 4, busyUntil: nil),
    ]
    let title = Label(text: "4th floor")
    let legend = Label(text: "")
    let status = Label(text: "Tap a room to see it on the map.")
    /// Pops the screen (back to the bookings list it was pushed from).
    let back: Button = {
        let b = Widgets.button("‹ Back", color: Palette.action)
        b.accessibilityLabel = "Back"
        return b
    }()
    let grid: CollectionView

    override init(frame: Rect) {
        let layout = CollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 12
        layout.minimumLineSpacing = 12
        layout.sectionInset = EdgeInsets(top: 4, left: 0, bottom: 16, right: 0)
        grid = CollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(frame: frame)
        backgroundColor = Palette.background
        title.font = Palette.title
        title.textColor = Palette.text
        let free = rooms.filter { $0.busyUntil == nil }.count
        legend.text = "\(free) of \(rooms.count) rooms free"
        legend.font = Palette.body
        legend.textColor = Palette.available
        legend.textAlignment = .right
        status.font = Palette.small
        status.textColor = Palette.secondaryText
        grid.backgroundColor = Palette.background
        grid.register(RoomTile.self, forCellWithReuseIdentifier: "room")
        grid.dataSource = self
        grid.delegate = self
        for v in [title, legend, grid, status, back] as [View] { v.translatesAutoresizingMaskIntoConstraints = false; addSubview(v) }
        directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 24, bottom: 12, trailing: 24)
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            legend.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            legend.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            legend.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 12),
            grid.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            grid.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
            grid.bottomAnchor.constraint(equalTo: back.topAnchor, constant: -8),
            status.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            status.trailingAnchor.constraint(lessThanOrEqualTo: back.leadingAnchor, constant: -12),
            status.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            // Back sits at the bottom's trailing end, the status line beside it.
            back.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            back.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            back.widthAnchor.constraint(equalToConstant: 140),
            back.heightAnchor.constraint(equalToConstant: 56),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Two columns in portrait, three in landscape; tiles as wide as the columns allow.
        guard let layout = grid.collectionViewLayout as? CollectionViewFlowLayout, grid.bounds.width > 0 else { return }
        let columns: Float = grid.bounds.width > 560 ? 3 : 2
        let width = ((grid.bounds.width - (columns - 1) * layout.minimumInteritemSpacing) / columns).rounded(.down)
        let size = Size(width: width, height: 84)
        if layout.itemSize != size { layout.itemSize = size }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rooms.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "room", for: indexPath)
        if rooms.indices.contains(indexPath.item) { (cell as? RoomTile)?.show(rooms[indexPath.item]) }
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ListIndexPath) {
        guard rooms.indices.contains(indexPath.item) else { return }
        let room = rooms[indexPath.item]
        status.text = "\(room.name): " + (room.busyUntil.map { "busy until \($0)." } ?? "free now, \(room.seats) seats.")
    }
}
