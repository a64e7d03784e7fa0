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
    /// Transitions running at the last frame: when the last one ends (a push, an alert
    /// shown), the reader checks its focus, as VoiceOver on UIKit's screen-changed notice.
    private var transitionsRunning = 0

    func update(_ frame: FrameInfo) {
        let running = reader.engine.timers.runningTransitions
        defer { transitionsRunning = running }
        if running == 0 && transitionsRunning > 0 { reader.revalidate() }
    }
    var needsFrame: Bool { false }
    var isHidden: Bool { ringFrame.map { $0.width <= 0 || $0.height <= 0 } ?? true }

    func draw(in renderer: Renderer, frame: FrameInfo) {
        guard let r = ringFrame, r.width > 0, r.height > 0 else { return }
        // VoiceOver's ring: dark, thick, with a light edge on both sides so it shows on any colour.
        renderer.strokeRoundedRect(r.insetBy(dx: -8, dy: -8), radii: CornerRadii(all: 12), width: 8, color: .white)
        renderer.strokeRoundedRect(r.insetBy(dx: -6, dy: -6), radii: CornerRadii(all: 10), width: 4, color: .black)
    }
}
