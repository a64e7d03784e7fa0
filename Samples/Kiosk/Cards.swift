import Tactile

/// The big status card: "Available" or "In use", and until when.
@MainActor
final class StatusCard: CardView {
    var busy = false { didSet { if busy != oldValue { setNeedsDisplay() } } }
    var detail = "" { didSet { if detail != oldValue { setNeedsDisplay() } } }

    // Drawn text has no labels of its own: the card is one element for the screen reader.
    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityLabel: String? { get { busy ? "In use" : "Available" } set {} }
    override var accessibilityValue: String? { get { detail } set {} }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        let accent = busy ? Palette.busy : Palette.available
        renderer.fillRoundedRect(Rect(x: 0, y: 0, width: bounds.width, height: 10),
                                 radii: CornerRadii(topLeft: 18, topRight: 18, bottomRight: 0, bottomLeft: 0), color: accent)
        renderer.drawText(busy ? "In use" : "Available", font: Palette.big, color: accent,
                          in: Rect(x: 24, y: 26, width: bounds.width - 48, height: 60))
        renderer.drawText(detail, font: Palette.body, color: Palette.secondaryText,
                          in: Rect(x: 24, y: 92, width: bounds.width - 48, height: 30))
    }
}

/// The list of the next meetings.
@MainActor
final class UpcomingCard: CardView {
    var rows: [(time: String, title: String)] = [] {
        didSet {
            if rows.count != oldValue.count || zip(rows, oldValue).contains(where: { $0.time != $1.time || $0.title != $1.title }) {
                setNeedsDisplay()
            }
        }
    }

    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityLabel: String? { get { "Next" } set {} }
    override var accessibilityValue: String? {
        get { rows.isEmpty ? "Nothing else today" : rows.map { "\($0.time) \($0.title)" }.joined(separator: "; ") }
        set {}
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        renderer.drawText("Next", font: Palette.small, color: Palette.secondaryText, in: Rect(x: 24, y: 12, width: 200, height: 24))
        var y: Float = 40
        for row in rows where y + 32 <= bounds.height - 6 {
            renderer.fillCircle(center: Point(x: 30, y: y + 16), radius: 5, color: Palette.warning)
            renderer.drawText(row.time, font: Palette.body, color: Palette.text, in: Rect(x: 46, y: y, width: 130, height: 32))
            renderer.drawText(row.title, font: Palette.body, color: Palette.secondaryText,
                              in: Rect(x: 180, y: y, width: max(0, bounds.width - 200), height: 32))
            y += 36
        }
        if rows.isEmpty {
            renderer.drawText("Nothing else today", font: Palette.body, color: Palette.secondaryText, in: Rect(x: 24, y: 40, width: bounds.width - 48, height: 32))
        }
    }
}

/// A rounded panel of the home screen that only displays (touches go through to the screen).
@MainActor
class CardView: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Palette.card
        cornerRadius = 18
        isUserInteractionEnabled = false
    }
}
