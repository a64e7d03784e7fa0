import Testing
import Tactile
import TactileTesting

/// A control-like view that adds its title and state to the tree through the hook.
final class TitledView: View {
    var title = ""
    var isOn = false
    override var debugTreeDescription: String {
        [super.debugTreeDescription, "title=\"\(title)\"", isOn ? "on" : "off"].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

@MainActor
@Suite struct ViewTreeTests {
    @Test func treeListsTypeFrameStateAndOwnDescription() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let panel = View(frame: Rect(x: 10, y: 12.5, width: 300, height: 100))
        panel.clipsToBounds = true
        panel.cornerRadii = CornerRadii(topLeft: 4, topRight: 4, bottomRight: 0, bottomLeft: 0)
        panel.borderWidth = 1
        panel.tag = 7
        let toggle = TitledView(frame: Rect(x: 8, y: 8, width: 120, height: 44))
        toggle.title = "Wi-Fi"
        toggle.isOn = true
        let hidden = View(frame: Rect(x: 0, y: 60, width: 10, height: 10))
        hidden.isHidden = true
        hidden.alpha = 0.5
        hidden.isUserInteractionEnabled = false
        root.addSubview(panel)
        panel.addSubview(toggle)
        panel.addSubview(hidden)
        #expect(ViewTree.describe(root) == """
            View (0 0; 320 200)
              View (10 12.5; 300 100) clips radii=4,4,0,0 border=1 tag=7
                TitledView (8 8; 120 44) title="Wi-Fi" on
                View (0 60; 10 10) hidden alpha=0.5 noInteraction

            """)
    }
}
