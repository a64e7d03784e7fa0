@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

// `RecordingView` (Tests/TactileTests/Views/RecordingView.swift) logs the view's own touches.

/// Records the states a recognizer's action saw.
@MainActor
final class StateLog {
    var states: [GestureRecognizer.State] = []
    func attach(_ r: GestureRecognizer) {
        r.addAction { [weak self] r in self?.states.append(r.state) }
    }
}

@MainActor
func makeScene(size: Size = Size(width: 400, height: 300)) -> (Harness, RecordingView) {
    let root = View()
    root.backgroundColor = .black
    let target = RecordingView(frame: Rect(x: 50, y: 50, width: 200, height: 150))
    target.backgroundColor = .white
    root.addSubview(target)
    return (Harness(root: root, size: size), target)
}
