import Tactile

/// A horizontal slider with whole-number steps (stands in for `Slider` until the controls land).
@MainActor
final class KioskSlider: View {
    var minimum: Float
    var maximum: Float
    var value: Float { didSet { if value != oldValue { setNeedsDisplay() } } }
    var onChange: ((Float) -> Void)?

    init(value: Float, in range: ClosedRange<Float>, onChange: ((Float) -> Void)? = nil) {
        minimum = range.lowerBound
        maximum = range.upperBound
        self.value = min(range.upperBound, max(range.lowerBound, value))
        self.onChange = onChange
        super.init(frame: .zero)
    }

    private var track: Rect { Rect(x: 20, y: bounds.height / 2 - 4, width: max(1, bounds.width - 40), height: 8) }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        let t = track
        let f = maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
        renderer.fillRoundedRect(t, radius: 4, color: Palette.neutral)
        renderer.fillRoundedRect(Rect(x: t.minX, y: t.minY, width: t.width * f, height: t.height), radius: 4, color: Palette.action)
        renderer.fillCircle(center: Point(x: t.minX + t.width * f, y: t.midY), radius: 18, color: .white)
    }

    private func follow(_ touches: Set<Touch>) {
        guard let touch = touches.first else { return }
        let t = track
        let f = min(1, max(0, (touch.location(in: self).x - t.minX) / t.width))
        let v = (minimum + f * (maximum - minimum)).rounded()
        if v != value { value = v; onChange?(v) }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { follow(touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { follow(touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { follow(touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
