@testable import Tactile
@testable import TactileCore
@testable import TactileKit

/// A view of the fuzzed tree: reports its touch callbacks and lets the fuzzer mutate the
/// tree from inside them; some forward them up the responder chain (`super`), so the
/// ancestors' sequences are checked too (issue 22 item 6).
@MainActor
final class FuzzView: View {
    let id: Int
    weak var fuzzer: TouchFuzzer?
    var forwards = false
    init(id: Int, frame: Rect) {
        self.id = id
        super.init(frame: frame)
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .began, touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .moved, touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .ended, touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .cancelled, touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        fuzzer?.layoutCallback(self)
    }
}

/// A button of the fuzzed tree: its touch callbacks are checked like a view's, then run
/// the control's own tracking; its actions may mutate the tree too.
@MainActor
final class FuzzButton: Button {
    let id: Int
    weak var fuzzer: TouchFuzzer?
    init(id: Int, frame: Rect) {
        self.id = id
        super.init(frame: frame)
        setTitle("B\(id)", for: .normal)
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .began, touches, mutate: false)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .moved, touches, mutate: false)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .ended, touches, mutate: false)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .cancelled, touches, mutate: false)
        super.touchesCancelled(touches, with: event)
    }
}

/// Recognizers that report their resets, so their action sequences can be checked per cycle.
@MainActor protocol FuzzRecognizer: GestureRecognizer {
    var fuzzer: TouchFuzzer? { get set }
}

@MainActor final class FuzzTap: TapGestureRecognizer, FuzzRecognizer {
    weak var fuzzer: TouchFuzzer?
    override func reset() { super.reset(); fuzzer?.recorder.reset(self) }
}
@MainActor final class FuzzLongPress: LongPressGestureRecognizer, FuzzRecognizer {
    weak var fuzzer: TouchFuzzer?
    override func reset() { super.reset(); fuzzer?.recorder.reset(self) }
}
@MainActor final class FuzzPan: PanGestureRecognizer, FuzzRecognizer {
    weak var fuzzer: TouchFuzzer?
    override func reset() { super.reset(); fuzzer?.recorder.reset(self) }
}
@MainActor final class FuzzSwipe: SwipeGestureRecognizer, FuzzRecognizer {
    weak var fuzzer: TouchFuzzer?
    override func reset() { super.reset(); fuzzer?.recorder.reset(self) }
}
@MainActor final class FuzzPinch: PinchGestureRecognizer, FuzzRecognizer {
    weak var fuzzer: TouchFuzzer?
    override func reset() { super.reset(); fuzzer?.recorder.reset(self) }
}
@MainActor final class FuzzRotation: RotationGestureRecognizer, FuzzRecognizer {
    weak var fuzzer: TouchFuzzer?
    override func reset() { super.reset(); fuzzer?.recorder.reset(self) }
}
