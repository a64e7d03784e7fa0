import Tactile

/// A view that counts taps: a touch that lifts inside it after landing on it.
@MainActor
final class TapCounter: View {
    var taps = 0
    var lastLocation: Point?

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        for t in touches {
            let p = t.location(in: self)
            if bounds.contains(p) { taps += 1; lastLocation = p }
        }
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}

/// A label-like view showing a number that changes when told (a kiosk's clock), with a
/// count of how often it drew.
@MainActor
final class TickingLabel: View {
    var value = 0 { didSet { if value != oldValue { setNeedsDisplay() } } }
    var draws = 0
    override func draw(_ rect: Rect, in renderer: Renderer) {
        draws += 1
        renderer.drawText("\(value)", font: Font(size: 18), color: .white, at: Point(x: 4, y: 4))
    }
}

/// A screen with one target of `frame` on a dark background.
@MainActor
func screen(with target: View, at frame: Rect) -> View {
    let root = View()
    root.backgroundColor = Color(r: 20, g: 20, b: 30)
    target.frame = frame
    target.backgroundColor = .red
    root.addSubview(target)
    return root
}
