import Tactile

/// Lists: a recycling `ListView` of bookings in two sections with sticky headers,
/// selection, swipe-to-delete and pull-to-refresh, beside a paging carousel (a horizontal `ScrollView`
/// inside the screen) and a detail card.
@MainActor
final class ListsScreen: GalleryScreen {
    /// One booking row.
    struct Booking {
        var room: String
        var time: String
    }

    var days: [[Booking]] = ListsScreen.sampleBookings()
    let list = ListView()
    let detail = Label(text: "Tap a booking; swipe one left to delete it.")
    let side = StackView()
    let carousel = ScrollView()
    let pageLabel = Label(text: "Floor 1 of 4")

    override init(frame: Rect) {
        super.init(frame: frame)
        stack.isHidden = true
        list.cornerRadius = 14
        list.sectionHeaderHeight = 30
        list.rowHeight = 56
        list.numberOfSections = { [unowned self] in days.count }
        list.numberOfRows = { [unowned self] s in days[s].count }
        list.titleForHeader = { s in s == 0 ? "Today" : "Tomorrow" }
        list.configureRow = { [unowned self] cell, ip in
            let b = days[ip.section][ip.row]
            cell.textLabel?.text = b.room
            cell.detailTextLabel?.text = b.time
        }
        list.onSelect = { [unowned self] ip in
            let b = days[ip.section][ip.row]
            detail.text = "\(ip.section == 0 ? "Today" : "Tomorrow"), \(b.time): \(b.room)"
        }
        list.trailingSwipeActions = { [unowned self] _ in
            [SwipeAction(title: "Delete") { [unowned self] ip in
                guard days.indices.contains(ip.section), days[ip.section].indices.contains(ip.row) else { return }
                days[ip.section].remove(at: ip.row)
                list.selectedIndexPath = nil
                detail.text = "Deleted a booking (\(days.reduce(0) { $0 + $1.count }) left)."
                list.deleteRows(at: [ip], with: .automatic)
            }]
        }
        // Pull down to refresh: the deleted bookings come back after a moment.
        let refresh = RefreshControl()
        refresh.addAction(for: .valueChanged) { [weak self] _ in
            self?.window?.context?.timers.schedule(after: 0.8) { [weak self] in
                guard let self else { return }
                self.days = ListsScreen.sampleBookings()
                self.list.reloadData()
                self.list.refreshControl?.endRefreshing()
                self.detail.text = "Refreshed: every booking is back."
            }
        }
        list.refreshControl = refresh
        addSubview(list)

        detail.numberOfLines = 0
        carousel.isPagingEnabled = true
        carousel.cornerRadius = 14
        carousel.showsHorizontalScrollIndicator = false
        let colors = [GalleryPalette.blue, GalleryPalette.green, GalleryPalette.orange, GalleryPalette.purple]
        for (i, c) in colors.enumerated() {
            let page = View()
            page.backgroundColor = c
            page.tag = 100 + i
            let title = Label(text: "Floor \(i + 1)")
            title.font = Font(size: 22)
            title.textColor = .white
            title.textAlignment = .center
            page.addSubview(title)
            carousel.addSubview(page)
        }
        carousel.didEndDecelerating = { [unowned self] sv in
            let page = Int((sv.contentOffset.x / max(1, sv.bounds.width)).rounded()) + 1
            pageLabel.text = "Floor \(page) of 4"
        }
        side.axis = .vertical
        side.spacing = 10
        side.addArrangedSubview(card([caption("Selected"), detail]))
        side.addArrangedSubview(caption("Swipe the floors sideways (paging); the list beside scrolls vertically."))
        addSubview(side)
        addSubview(carousel)
        pageLabel.textAlignment = .center
        addSubview(pageLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds.inset(by: EdgeInsets(top: 8, left: 20, bottom: 12, right: 20))
        let portrait = b.height > b.width
        let sideRect: Rect
        if portrait {
            let listHeight = (b.height * 0.5).rounded()
            list.frame = Rect(x: b.minX, y: b.minY, width: b.width, height: listHeight)
            sideRect = Rect(x: b.minX, y: b.minY + listHeight + 12, width: b.width, height: b.height - listHeight - 12)
        } else {
            let listWidth = (b.width * 0.58).rounded()
            list.frame = Rect(x: b.minX, y: b.minY, width: listWidth, height: b.height)
            sideRect = Rect(x: b.minX + listWidth + 16, y: b.minY, width: b.width - listWidth - 16, height: b.height)
        }
        // Detail card and caption at the top, the carousel (pages of its own width) below.
        let pageHeight: Float = 120
        let textHeight = max(0, sideRect.height - pageHeight - 40)
        side.frame = Rect(x: sideRect.minX, y: sideRect.minY, width: sideRect.width, height: min(textHeight, 180))
        let w = sideRect.width
        carousel.frame = Rect(x: sideRect.minX, y: side.frame.maxY + 8, width: w, height: pageHeight)
        pageLabel.frame = Rect(x: sideRect.minX, y: carousel.frame.maxY + 6, width: w, height: 24)
        var i = 0
        for page in carousel.subviews where page.tag >= 100 {
            page.frame = Rect(x: Float(i) * w, y: 0, width: w, height: pageHeight)
            page.subviews.first?.frame = page.bounds
            i += 1
        }
        carousel.contentSize = Size(width: w * 4, height: pageHeight)
    }

    /// Two days of bookings: 24 today, 30 tomorrow.
    static func sampleBookings() -> [[Booking]] {
        let rooms = ["Aurora", "Birch", "Cedar", "Delta", "Elm", "Fjord", "Granite", "Harbour"]
        func day(_ count: Int, seed: Int) -> [Booking] {
            (0..<count).map { i in
                let start = 8 * 60 + i * 20
                let room = rooms[(i * 3 + seed) % rooms.count]
                return Booking(room: "\(room) · \(4 + (i + seed) % 9) seats",
                               time: String(format2(start / 60)) + ":" + format2(start % 60) + " – " + format2((start + 45) / 60) + ":" + format2((start + 45) % 60))
            }
        }
        return [day(24, seed: 1), day(30, seed: 5)]
    }
}

private func format2(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
