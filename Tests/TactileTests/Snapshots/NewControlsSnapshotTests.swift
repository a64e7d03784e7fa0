// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The three controls in light and dark, written as PNGs and compared with references.
@MainActor
@Suite struct NewControlsSnapshotTests {
    static func scene(style: UserInterfaceStyle) -> Harness {
        let root = View()
        root.backgroundColor = .systemBackground
        let seg = SegmentedControl(items: ["Day", "Week", "Month"])
        seg.frame = Rect(x: 16, y: 16, width: 268, height: 32)
        seg.selectedSegmentIndex = 1
        let st = Stepper(frame: Rect(x: 16, y: 64, width: 0, height: 0))
        st.value = 0
        let pc = PageControl(frame: Rect(x: 130, y: 66, width: 154, height: 0))
        pc.numberOfPages = 5
        pc.currentPage = 2
        for v in [seg, st, pc] as [View] { root.addSubview(v) }
        let h = Harness(root: root, size: Size(width: 300, height: 110))
        h.window.overrideUserInterfaceStyle = style
        return h
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func controls(style: UserInterfaceStyle) throws {
        let h = Self.scene(style: style)
        try h.render().writePNG(to: TestOutput.path("controls/segmented-stepper-page-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "segmented-stepper-page-\(style)")
    }
}
#endif
