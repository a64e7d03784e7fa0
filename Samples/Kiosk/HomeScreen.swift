import Tactile

/// The room's main screen: status, the next meetings, and large booking buttons.
@MainActor
final class HomeScreen: View {
    let status = StatusCard()
    let upcoming = UpcomingCard()
    let book15 = KioskButton("Book 15 min", subtitle: "PIN required")
    let book30 = KioskButton("Book 30 min", subtitle: "PIN required")
    let book60 = KioskButton("Book 1 hour", subtitle: "PIN required")
    let end = KioskButton("End booking", accent: Palette.busy, filled: false)
    let settings = KioskButton("Settings", accent: Palette.warning, filled: false)
    var showUpcoming = true { didSet { if showUpcoming != oldValue { upcoming.isHidden = !showUpcoming; setNeedsLayout() } } }

    override init(frame: Rect) {
        super.init(frame: frame)
        for v in [status, upcoming, book15, book30, book60, end, settings] as [View] { addSubview(v) }
        end.font = Palette.body
        settings.font = Palette.body
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, m: Float = 20
        if w > h {
            let col = (w - 3 * m) / 2
            status.frame = Rect(x: m, y: m, width: col, height: showUpcoming ? 134 : h - 2 * m)
            upcoming.frame = Rect(x: m, y: status.frame.maxY + 14, width: col, height: max(0, h - status.frame.maxY - 14 - m))
            let x = m * 2 + col
            let bh: Float = (h - 2 * m - 3 * 12 - 64) / 3
            for (i, b) in [book15, book30, book60].enumerated() {
                b.frame = Rect(x: x, y: m + Float(i) * (bh + 12), width: col, height: bh)
            }
            let half = (col - 12) / 2
            end.frame = Rect(x: x, y: h - m - 64, width: half, height: 64)
            settings.frame = Rect(x: x + half + 12, y: h - m - 64, width: half, height: 64)
        } else {
            let full = w - 2 * m
            status.frame = Rect(x: m, y: m, width: full, height: 134)
            var y = status.frame.maxY + 14
            if showUpcoming {
                upcoming.frame = Rect(x: m, y: y, width: full, height: 170)
                y = upcoming.frame.maxY + 14
            }
            // The booking buttons share the height left above the bottom row.
            let bh = min(120, max(64, (h - m - 64 - 14 - y - 2 * 12) / 3))
            for b in [book15, book30, book60] {
                b.frame = Rect(x: m, y: y, width: full, height: bh)
                y += bh + 12
            }
            let half = (full - 12) / 2
            end.frame = Rect(x: m, y: h - m - 64, width: half, height: 64)
            settings.frame = Rect(x: m + half + 12, y: h - m - 64, width: half, height: 64)
        }
    }
}
