import Tactile

/// The status header: room name, a status pill and a clock that changes once a second.
@MainActor
final class HeaderView: View {
    let room = Widgets.label("", font: Palette.title)
    let clock = ClockView()
    let pill = Widgets.label("", font: Palette.small, alignment: .center)

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Palette.header
        pill.cornerRadius = 14
        for v in [room, clock, pill] as [View] { addSubview(v) }
    }

    func setStatus(busy: Bool) {
        pill.text = busy ? "IN USE" : "FREE"
        pill.backgroundColor = busy ? Palette.busy : Palette.available
        // Dark on the status colours: 7:1 on green, 4.7:1 on red (white was 2.6:1 and 3.9:1).
        pill.textColor = Palette.background
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let compact = w < 600
        clock.font = compact ? Palette.body : Palette.title
        clock.frame = Rect(x: w - (compact ? 120 : 170), y: 0, width: compact ? 104 : 150, height: h)
        pill.frame = Rect(x: compact ? 16 : 24, y: (h - 28) / 2, width: 84, height: 28)
        room.frame = Rect(x: pill.frame.maxX + 14, y: 0, width: max(0, clock.frame.minX - pill.frame.maxX - 20), height: h)
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        renderer.fill(Rect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2), color: Palette.cardBorder)
    }
}
