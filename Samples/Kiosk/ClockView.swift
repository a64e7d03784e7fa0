import Tactile

/// The header clock, "09:41:05", changing once a second. It draws glyph by glyph from the
/// eleven strings "0"…"9" and ":", so a day of seconds rasterises eleven textures instead of
/// 86,400 (and the text cache does not churn).
@MainActor
final class ClockView: View {
    var seconds: Int = -1 { didSet { if seconds != oldValue { setNeedsDisplay() } } }
    var font: Font = Palette.title { didSet { if font != oldValue { setNeedsDisplay() } } }
    var textColor: Color = Palette.text

    private static let glyphs: [String] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ":"]

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    // Drawn glyph by glyph: the time is given to the screen reader as hours and minutes.
    override var isAccessibilityElement: Bool { get { seconds >= 0 } set {} }
    override var accessibilityLabel: String? { get { "Time" } set {} }
    override var accessibilityValue: String? { get { WallClock.format(Double(seconds % 86400), withSeconds: false) } set {} }
    override var accessibilityTraits: AccessibilityTraits { get { [.staticText, .updatesFrequently] } set {} }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        guard seconds >= 0 else { return }
        let s = seconds % 86400
        // Glyph indices of "HH:MM:SS", computed per position (no array per frame).
        func glyph(_ p: Int) -> Int {
            switch p {
            case 0: return s / 36000
            case 1: return s / 3600 % 10
            case 3: return s / 600 % 6
            case 4: return s / 60 % 10
            case 6: return s % 60 / 10
            case 7: return s % 10
            default: return 10
            }
        }
        var width: Float = 0
        for p in 0..<8 { width += renderer.measureText(Self.glyphs[glyph(p)], font: font).width }
        var x = bounds.width - width
        let y = (bounds.height - renderer.lineHeight(of: font)) / 2
        for p in 0..<8 {
            let g = Self.glyphs[glyph(p)]
            renderer.drawText(g, font: font, color: textColor, at: Point(x: x, y: y))
            x += renderer.measureText(g, font: font).width
        }
    }
}
