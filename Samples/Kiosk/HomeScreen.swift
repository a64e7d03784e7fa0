import Tactile

/// The room's main screen: status, the next meetings, and large booking buttons.
@MainActor
final class HomeScreen: View {
    let status = StatusCard()
    let upcoming = UpcomingCard()
    let book15 = Widgets.button("Book 15 min", color: Palette.action)
    let book30 = Widgets.button("Book 30 min", color: Palette.action)
    let book60 = Widgets.button("Book 1 hour", color: Palette.action)
    let end = Widgets.accentButton("End booking", accent: Palette.busy)
    let settings = Widgets.accentButton("Settings", accent: Palette.warning)
    /// Opens today's and tomorrow's bookings (a scrolling list).
    let bookings = Widgets.accentButton("All bookings ›", accent: Palette.action)
    private let booking: StackView
    private let bottomRow: StackView
    var showUpcoming = true { didSet { if showUpcoming != oldValue { upcoming.isHidden = !showUpcoming; setNeedsLayout() } } }

    override init(frame: Rect) {
        booking = StackView(arrangedSubviews: [book15, book30, book60], axis: .vertical, spacing: 12)
        booking.distribution = .fillEqually
        // Read the three booking buttons together, after the status beside them (not
        // interleaved with the left column's cards).
        booking.shouldGroupAccessibilityChildren = true
        bottomRow = StackView(arrangedSubviews: [end, settings], axis: .horizontal, spacing: 12)
        bottomRow.distribution = .fillEqually
        super.init(frame: frame)
        bookings.accessibilityLabel = "All bookings"
        for v in [status, upcoming, booking, bottomRow, bookings] as [View] { addSubview(v) }
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, m: Float = 20
        if w > h {
            let col = (w - 3 * m) / 2
            // The bookings button ends the left column, level with the bottom row on the right.
            bookings.frame = Rect(x: m, y: h - m - 64, width: col, height: 64)
            status.frame = Rect(x: m, y: m, width: col, height: showUpcoming ? 134 : bookings.frame.minY - 12 - m)
            upcoming.frame = Rect(x: m, y: status.frame.maxY + 12, width: col, height: max(0, bookings.frame.minY - 12 - status.frame.maxY - 12))
            let x = m * 2 + col
            bottomRow.frame = Rect(x: x, y: h - m - 64, width: col, height: 64)
            booking.frame = Rect(x: x, y: m, width: col, height: bottomRow.frame.minY - 12 - m)
        } else {
            let full = w - 2 * m
            status.frame = Rect(x: m, y: m, width: full, height: 134)
            var y = status.frame.maxY + 14
            if showUpcoming {
                upcoming.frame = Rect(x: m, y: y, width: full, height: 152)
                y = upcoming.frame.maxY + 14
            }
            bookings.frame = Rect(x: m, y: y, width: full, height: 64)
            y = bookings.frame.maxY + 14
            bottomRow.frame = Rect(x: m, y: h - m - 64, width: full, height: 64)
            // The booking buttons share the height left above the bottom row (at most 120 each).
            let height = min(3 * 120 + 24, bottomRow.frame.minY - 14 - y)
            booking.frame = Rect(x: m, y: y, width: full, height: max(0, height))
        }
    }
}
