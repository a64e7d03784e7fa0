// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Whole-screen snapshots of the engine's drawing: rounded shapes, borders and clips; the
/// styled buttons in every state; a press shown in the next frame. References are PNGs in
/// `__Snapshots__/EngineSnapshotTests` beside this file.
@MainActor
@Suite struct EngineSnapshotTests {
    @Test func shapesBordersAndClips() {
        let root = View()
        root.backgroundColor = Color(r: 30, g: 30, b: 40)
        for i in 0..<6 {
            let card = View(frame: Rect(x: Float(10 + i * 65), y: 10, width: 58, height: 40))
            card.backgroundColor = Color(r: 40, g: 160, b: 90)
            card.cornerRadius = Float(i * 4)
            card.clipsToBounds = true
            let accent = View(frame: Rect(x: 0, y: 0, width: 16, height: 40))
            accent.backgroundColor = Color(r: 200, g: 80, b: 60)
            card.addSubview(accent)
            root.addSubview(card)
        }
        let framed = View(frame: Rect(x: 10, y: 60, width: 180, height: 70))
        framed.backgroundColor = .white
        framed.cornerRadii = CornerRadii(topLeft: 30, topRight: 6, bottomRight: 24, bottomLeft: 0)
        framed.borderWidth = 3
        framed.borderColor = .systemBlue
        root.addSubview(framed)
        let dot = View(frame: Rect(x: 210, y: 62, width: 67, height: 67))
        dot.backgroundColor = Color(r: 255, g: 255, b: 255, a: 128)
        dot.cornerRadius = 33.5
        root.addSubview(dot)
        let harness = Harness(root: root, size: Size(width: 400, height: 140))
        assertSnapshot(of: harness, as: .image, named: "shapes")
    }

    @Test func styledButtonsInEveryStateAndAPress() {
        let root = View()
        root.backgroundColor = Color(r: 242, g: 242, b: 247)
        var buttons: [StyledButton] = []
        for (i, title) in ["Normal", "Selected", "Disabled", "Press"].enumerated() {
            let b = StyledButton(frame: Rect(x: 10, y: Float(10 + i * 52), width: 220, height: 44))
            b.setTitle(title, for: .normal)
            b.accentColor = Color(r: 243, g: 156, b: 18)
            root.addSubview(b)
            buttons.append(b)
        }
        buttons[1].isSelected = true
        buttons[2].isEnabled = false
        let harness = Harness(root: root, size: Size(width: 240, height: 220))
        assertSnapshot(of: harness, as: .image, named: "states")
        harness.touchDown(at: Point(x: 120, y: 188))  // the press shows in the next frame
        assertSnapshot(of: harness, as: .image, named: "pressed")
        assertSnapshot(of: harness, as: .tree, named: "pressed")
        harness.touchUp()
    }
}
#endif
