import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ScreenTests {
    @Test func mainDescribesTheCurrentEngine() {
        let h = Harness(root: View(), size: Size(width: 320, height: 240))
        let screen = Screen.main
        #expect(screen.bounds == Rect(x: 0, y: 0, width: 320, height: 240))
        #expect(screen.scale >= 1 && screen.nativeBounds.width == 320 * screen.scale)
        h.window.overrideUserInterfaceStyle = .dark
        #expect(Screen.main.traitCollection.userInterfaceStyle == .dark)
    }
}
