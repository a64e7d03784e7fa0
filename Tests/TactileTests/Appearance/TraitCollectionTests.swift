import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
private final class TraitRecorder: View {
    var changes: [UserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        changes.append(traitCollection.userInterfaceStyle)
    }
}

@MainActor
private final class TraitRecordingController: ViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previous: TraitCollection?) { changes += 1 }
}

@MainActor
@Suite struct TraitCollectionTests {
    @Test func overridesFlowDownAndCallBack() {
        let root = View(), inner = TraitRecorder(), pinned = TraitRecorder()
        root.addSubview(inner)
        inner.addSubview(pinned)
        pinned.overrideUserInterfaceStyle = .light
        let h = Harness(root: root, size: Size(width: 100, height: 100))
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        h.window.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.changes == [.dark])
        #expect(pinned.changes.isEmpty && pinned.traitCollection.userInterfaceStyle == .light, "its own override wins")
        h.window.overrideUserInterfaceStyle = .dark
        #expect(inner.changes == [.dark], "no change, no call")
        let moved = TraitRecorder()
        root.addSubview(moved)
        #expect(moved.changes == [.dark], "entering a dark window")
    }

    @Test func controllerOverrideAppliesToItsView() {
        let vc = TraitRecordingController()
        vc.overrideUserInterfaceStyle = .dark
        #expect(vc.traitCollection.userInterfaceStyle == .dark)
        let h = Harness(root: vc.view, size: Size(width: 60, height: 40))
        #expect(vc.view.overrideUserInterfaceStyle == .dark)
        vc.overrideUserInterfaceStyle = .light
        #expect(vc.changes == 1)
        _ = h
    }

    /// The same tree drawn light, switched to dark at run time, redraws with the dark values.
    @Test func windowSwitchesAppearanceAtRunTime() throws {
        let root = View()
        root.backgroundColor = .systemBackground
        let card = View(frame: Rect(x: 10, y: 10, width: 80, height: 40))
        card.backgroundColor = .systemRed
        card.cornerRadius = 8
        let label = Label(text: "Label")
        label.textColor = .label
        label.frame = Rect(x: 10, y: 60, width: 80, height: 30)
        root.addSubview(card)
        root.addSubview(label)
        let h = Harness(root: root, size: Size(width: 100, height: 100))
        let lightImage = h.render()
        let lightImageDrawn = h.recordFrame()
        #expect(lightImageDrawn.shapeColor(at: Point(x: 2.5, y: 2.5)) == .white)
        #expect(lightImageDrawn.shapeColor(at: Point(x: 50.5, y: 30.5)) == Color(r: 255, g: 59, b: 48))
        try lightImage.writePNG(to: TestOutput.path("appearance/switch-light.png"))
        h.window.overrideUserInterfaceStyle = .dark
        let darkImage = h.render()
        let darkImageDrawn = h.recordFrame()
        #expect(darkImageDrawn.shapeColor(at: Point(x: 2.5, y: 2.5)) == .black)
        #expect(darkImageDrawn.shapeColor(at: Point(x: 50.5, y: 30.5)) == Color(r: 255, g: 69, b: 58))
        try darkImage.writePNG(to: TestOutput.path("appearance/switch-dark.png"))
        card.overrideUserInterfaceStyle = .light
        #expect(h.recordFrame().shapeColor(at: Point(x: 50.5, y: 30.5)) == Color(r: 255, g: 59, b: 48), "a subtree can keep light")
    }
}
