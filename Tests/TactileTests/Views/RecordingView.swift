@testable import Tactile
@testable import TactileCore
@testable import TactileKit

/// A view that records the touch callbacks it receives, and optionally forwards them.
@MainActor
final class RecordingView: View {
    var log: [String] = []
    var forwards = false
    var onBegan: ((RecordingView, Set<Touch>) -> Void)?
    /// Runs after a forwarding view's `super.touchesBegan`.
    var afterForwardingBegan: ((RecordingView) -> Void)?
    var onEnded: ((RecordingView) -> Void)?
    var onCancelled: ((RecordingView) -> Void)?
    var lastTouch: Touch?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.append("began"); lastTouch = touches.first
        onBegan?(self, touches)
        if forwards { super.touchesBegan(touches, with: event); afterForwardingBegan?(self) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        log.append("moved"); lastTouch = touches.first
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.append("ended"); lastTouch = touches.first
        onEnded?(self)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.append("cancelled"); lastTouch = touches.first
        onCancelled?(self)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}
