#if canImport(Glibc)
import Glibc
#endif

extension PickerView {
    /// The drum's radius: half the picker's height, so rows at the edges face away.
    var drumRadius: Float { max(1, bounds.height / 2) }

    /// The grey band across the middle row, as iOS 14 and later draw it.
    static let bandColor = Color.tertiarySystemFill

    /// Draws the band and each wheel's rows on the drum (called by ``draw(_:in:)``).
    func drawWheels(in renderer: Renderer) {
        let frames = componentFrames()
        guard !frames.isEmpty else { return }
        let midY = bounds.height / 2
        let bandH = wheels.map(\.rowHeight).max() ?? PickerView.defaultRowHeight
        let band = Rect(x: 8, y: midY - bandH / 2, width: max(0, bounds.width - 16), height: bandH)
        renderer.fillRoundedRect(band, radius: 8, color: PickerView.bandColor)
        let radius = drumRadius
        for (c, frame) in frames.enumerated() where wheels.indices.contains(c) {
            let w = wheels[c]
            guard w.rows > 0, w.rowHeight > 0, frame.width > 0 else { continue }
            // Rows within a quarter turn of the middle face the viewer.
            let reach = radius * Float.pi / 2
            let lo = Int(max(-1e9, min(1e9, ((w.offset - reach) / w.rowHeight).rounded(.down))))
            let hi = Int(max(-1e9, min(1e9, ((w.offset + reach) / w.rowHeight).rounded(.up))))
            // A wrapping wheel shows positions beyond its rows (the rows again).
            let first = w.wraps ? lo : max(0, lo)
            let last = w.wraps ? hi : min(w.rows - 1, hi)
            guard first <= last else { continue }
            renderer.save()
            renderer.clip(to: Rect(x: frame.minX, y: 0, width: frame.width, height: bounds.height))
            for position in first...last {
                let row = w.row(forPosition: position)
                let angle = (Float(position) * w.rowHeight - w.offset) / radius
                guard abs(angle) < Float.pi / 2 else { continue }
                let y = midY + radius * sinf(angle)
                let facing = cosf(angle)
                let inBand = abs(y - midY) < w.rowHeight / 2
                let alpha = inBand ? 1 : 0.35 + 0.4 * facing
                let color = textColor.mapAppearances { $0.withAlphaComponent(Float($0.a) / 255 * alpha) }
                let title = self.title(row: row, component: c)
                renderer.drawText(title, font: font, color: color, centeredAt: Point(x: frame.midX, y: y), verticalScale: facing)
            }
            renderer.restore()
        }
    }
}
