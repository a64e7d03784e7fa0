@testable import Tactile

/// A view of the fuzzed tree: reports its touch callbacks and lets the fuzzer mutate the
/// tree from inside them.
@MainActor
final class FuzzView: View {
    let id: Int
    weak var fuzzer: TouchFuzzer?
    init(id: Int, frame: Rect) {
        self.id = id
        super.init(frame: frame)
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .began, touches)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .moved, touches)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .ended, touches)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        fuzzer?.viewCallback(self, .cancelled, touches)
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
