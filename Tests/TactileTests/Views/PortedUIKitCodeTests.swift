import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

// The issue's iOS example, ported by renaming types only.
class CustomButton: View {
    var tapUpInsideCallBack: () -> Void = {}
    var pressed = false
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if let touch = touches.first, touch.view == self { pressed = true; backgroundColor = .red }
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if let touch = touches.first, touch.view == self { tapUpInsideCallBack() }
    }
}

@MainActor
@Suite struct PortedUIKitCodeTests {
    @Test func customButtonFromTheIssueWorks() {
        let button = CustomButton(frame: Rect(x: 100, y: 100, width: 120, height: 44))
        button.backgroundColor = .gray
        var taps = 0
        button.tapUpInsideCallBack = { taps += 1 }
        let h = Harness(subviews: [button])
        h.touchDown(at: Point(x: 150, y: 120))
        #expect(button.pressed)
        #expect(h.engine.readPixels().pixel(x: 150, y: 120) == .red, "pressed look in the very next frame")
        h.touchUp()
        #expect(taps == 1)
    }
}
