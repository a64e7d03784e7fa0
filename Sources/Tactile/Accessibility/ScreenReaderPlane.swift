/// Draws the screen reader's focus ring above everything (a plane of its own that claims
/// no touches).
@MainActor
final class ScreenReaderPlane: EnginePlane {
    unowned let reader: ScreenReader
    /// The focused element's frame in window coordinates; `nil` draws nothing.
    var ringFrame: Rect?

    init(reader: ScreenReader) { self.reader = reader }

    func claimsTouch(at point: Point) -> Bool { false }
    func handleTouch(_ input: TouchInput, timestamp: Double) {}
    func update(_ frame: FrameInfo) {}
    var needsFrame: Bool { false }

    func draw(in renderer: Renderer, frame: FrameInfo) {
        guard let r = ringFrame, r.width > 0, r.height > 0 else { return }
        let outer = r.insetBy(dx: -4, dy: -4)
        renderer.strokeRoundedRect(outer, radii: CornerRadii(all: 8), width: 4, color: .black)
        renderer.strokeRoundedRect(outer.insetBy(dx: 1, dy: 1), radii: CornerRadii(all: 7), width: 2, color: .white)
    }
}
