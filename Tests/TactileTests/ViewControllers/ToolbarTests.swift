import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ToolbarTests {
    @Test func spacesShareTheRoomAndItemsRunTheirHandlers() throws {
        var trashed = 0
        let bar = Toolbar(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [BarButtonItem(barButtonSystemItem: .trash) { _ in trashed += 1 },
                     BarButtonItem(barButtonSystemItem: .flexibleSpace),
                     BarButtonItem(title: "Middle"),
                     BarButtonItem(barButtonSystemItem: .flexibleSpace),
                     BarButtonItem(barButtonSystemItem: .compose)]
        let h = Harness(root: bar, size: Size(width: 320, height: 44))
        _ = h.runFrame()
        let buttons = bar.buttons.compactMap { $0 }
        #expect(buttons.count == 3)
        #expect(buttons[0].frame.minX == 8 && abs(buttons[2].frame.maxX - 312) <= 1)
        #expect(abs(buttons[1].frame.midX - 160) <= 2, "centred between equal spaces: \(buttons[1].frame)")
        h.tap(at: Point(x: buttons[0].frame.midX, y: 22))
        #expect(trashed == 1)
        try h.render().writePNG(to: TestOutput.path("bars/toolbar.png"))
        bar.setItems(nil, animated: true)
        #expect(bar.buttons.isEmpty)
        bar.items = Array(repeating: BarButtonItem(title: "x"), count: 200)
        bar.frame = Rect(x: 0, y: 0, width: 10, height: .nan)
        _ = h.runFrame()
    }
}
