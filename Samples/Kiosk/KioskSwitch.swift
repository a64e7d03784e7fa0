import Tactile

/// An on/off switch (stands in for `Switch` until the controls land).
@MainActor
final class KioskSwitch: View {
    var isOn: Bool { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    var onChange: ((Bool) -> Void)?

    init(isOn: Bool, onChange: ((Bool) -> Void)? = nil) {
        self.isOn = isOn
        self.onChange = onChange
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: Size { Size(width: 72, height: 40) }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        let track = Rect(x: 0, y: (bounds.height - 40) / 2, width: 72, height: 40)
        renderer.fillRoundedRect(track, radius: 20, color: isOn ? Palette.available : Palette.neutral)
        let knobX = isOn ? track.maxX - 20 : track.minX + 20
        renderer.fillCircle(center: Point(x: knobX, y: track.midY), radius: 16, color: .white)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let t = touches.first, bounds.insetBy(dx: -16, dy: -16).contains(t.location(in: self)) else { return }
        isOn.toggle()
        onChange?(isOn)
    }
}
