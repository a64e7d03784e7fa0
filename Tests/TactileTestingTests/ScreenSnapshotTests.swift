import Testing
import TactileTesting

/// A screen that turns its card green when the card is tapped (what the docs' example tests).
final class CardScreen: View {
    let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 50))
    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Fixtures.background
        card.backgroundColor = Fixtures.accent
        card.cornerRadius = 12
        addSubview(card)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if touches.contains(where: { $0.view === card }) { card.backgroundColor = Color(r: 40, g: 160, b: 90) }
        super.touchesEnded(touches, with: event)
    }
}

/// The project's own snapshots of a screen, before and after a tap, as PNG and as text.
@MainActor
@Suite struct ScreenSnapshotTests {
    #if canImport(SnapshotTesting)  // swift-snapshot-testing: not with Swift 6.0 (see Package.swift)
    @Test func cardTurnsGreenWhenTapped() {
        let harness = Harness(root: CardScreen(), size: Size(width: 160, height: 100))
        assertSnapshot(of: harness, as: .image, named: "before")
        harness.tap(at: Point(x: 70, y: 45))
        assertSnapshot(of: harness, as: .image, named: "after-tap")
        assertSnapshot(of: harness, as: .tree, named: "after-tap")
    }
    #endif

    @Test func tapOutsideTheCardChangesNothing() {
        let harness = Harness(root: CardScreen(), size: Size(width: 160, height: 100))
        let before = harness.render()
        harness.tap(at: Point(x: 150, y: 90))
        #expect(harness.render() == before)
    }
}
