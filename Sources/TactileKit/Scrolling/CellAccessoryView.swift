/// The mark a ``ListCell`` shows at its trailing edge (``ListCell/accessoryType``), drawn
/// as iOS draws it: a grey chevron, a tinted checkmark, a tinted ⓘ circle.
@MainActor
package final class CellAccessoryView: View {
    package var type: ListCell.AccessoryType = .none { didSet { if type != oldValue { setNeedsDisplay() } } }
    /// The checkmark and detail button colour.
    package var tint: Color = .systemBlue { didSet { setNeedsDisplay() } }

    /// The width the accessory takes (0 for none).
    var width: Float {
        switch type {
        case .none: return 0
        case .disclosureIndicator, .checkmark: return 20
        case .detailButton: return 24
        case .detailDisclosureButton: return 44
        }
    }

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    package override func draw(_ rect: Rect, in renderer: Renderer) {
        let b = bounds, cy = b.midY
        switch type {
        case .none: return
        case .disclosureIndicator: chevron(at: b.maxX - 4, cy, renderer)
        case .checkmark:
            let x = b.maxX - 16
            renderer.drawLine(from: Point(x: x, y: cy), to: Point(x: x + 5, y: cy + 5), width: 2.2, color: tint)
            renderer.drawLine(from: Point(x: x + 5, y: cy + 5), to: Point(x: x + 15, y: cy - 6), width: 2.2, color: tint)
        case .detailButton: info(at: b.maxX - 11, cy, renderer)
        case .detailDisclosureButton:
            info(at: b.maxX - 31, cy, renderer)
            chevron(at: b.maxX - 4, cy, renderer)
        }
    }

    private func chevron(at right: Float, _ cy: Float, _ renderer: Renderer) {
        let grey = Color(light: Color(r: 196, g: 196, b: 199), dark: Color(r: 90, g: 90, b: 94))
        renderer.drawLine(from: Point(x: right - 7, y: cy - 7), to: Point(x: right, y: cy), width: 2, color: grey)
        renderer.drawLine(from: Point(x: right, y: cy), to: Point(x: right - 7, y: cy + 7), width: 2, color: grey)
    }

    private func info(at cx: Float, _ cy: Float, _ renderer: Renderer) {
        renderer.strokeCircle(center: Point(x: cx, y: cy), radius: 10.5, width: 1.5, color: tint)
        renderer.fillCircle(center: Point(x: cx, y: cy - 5), radius: 1.3, color: tint)
        renderer.fill(Rect(x: cx - 0.9, y: cy - 2, width: 1.8, height: 8), color: tint)
    }
}
