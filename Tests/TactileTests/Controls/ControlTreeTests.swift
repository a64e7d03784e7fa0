import Foundation
import Testing
import Tactile
import TactileTesting

/// The controls describe their state in the view-tree text dump.
@MainActor
@Suite struct ControlTreeTests {
    /// The trimmed lines of the tree of `root`, laid out on a harness.
    private func lines(_ h: Harness) -> [String] {
        ViewTree.describe(h.window.rootView!).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func controlsDescribeTitleTextValueAndState() throws {
        let root = View()
        let buy = Button(title: "Buy \"now\"")
        buy.frame = Rect(x: 20, y: 20, width: 160, height: 60)
        let off = Button(title: "Off")
        off.frame = Rect(x: 200, y: 20, width: 100, height: 60)
        off.isEnabled = false
        off.isSelected = true
        let label = Label(text: "Two\nlines")
        label.numberOfLines = 2
        label.frame = Rect(x: 20, y: 100, width: 200, height: 50)
        let toggle = Switch(frame: Rect(x: 20, y: 160, width: 51, height: 31))
        toggle.setOn(true)
        let slider = Slider(frame: Rect(x: 20, y: 200, width: 300, height: 44))
        slider.maximumValue = 100
        slider.value = 37.5
        let image = ImageView(image: Image(bitmap: Bitmap(width: 4, height: 4), name: "logo.png"))
        image.frame = Rect(x: 400, y: 20, width: 40, height: 40)
        for v in [buy, off, label, toggle, slider, image] as [View] { root.addSubview(v) }
        let h = Harness(root: root, size: Size(width: 640, height: 300))
        h.touchDown(at: Point(x: 100, y: 50))
        let l = lines(h)
        #expect(l.contains(#"Button (20 20; 160 60) radius=10 title="Buy \"now\"" highlighted"#))
        #expect(l.contains(#"Button (200 20; 100 60) radius=10 title="Off" disabled selected"#))
        #expect(l.contains(#"Label (20 100; 200 50) noInteraction text="Two\nlines" lines=2"#))
        #expect(l.contains("Switch (20 160; 51 31) on"))
        #expect(l.contains("Slider (20 200; 300 44) value=37.5 range=0...100"))
        #expect(l.contains(#"ImageView (400 20; 40 40) noInteraction image="logo.png""#))
        // The button's title label is in the tree too.
        #expect(l.contains { $0.hasPrefix("Label (") && $0.hasSuffix(#"text="Buy \"now\"""#) })
        h.touchUp()
        h.advance(by: 0.1)
        #expect(lines(h).contains(#"Button (20 20; 160 60) radius=10 title="Buy \"now\"""#))
        toggle.setOn(false)
        #expect(lines(h).contains("Switch (20 160; 51 31) off"))
    }

    /// A stack of controls laid out on its own (no window) describes its children.
    @Test func stackOfControlsDescribesChildren() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let stack = StackView(arrangedSubviews: [Label(text: "Volume"), Slider(frame: .zero), Button(title: "Done")])
        stack.frame = Rect(x: 10, y: 10, width: 300, height: 180)
        root.addSubview(stack)
        (stack.arrangedSubviews[1] as! Slider).value = 0.25
        stack.layoutIfNeeded()
        let text = ViewTree.describe(root)
        #expect(text.contains(#"text="Volume""#))
        #expect(text.contains("Slider (") && text.contains("value=0.25"))
        #expect(text.contains(#"title="Done""#))
    }
}
