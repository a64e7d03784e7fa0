import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting
import TactilePreviews

/// The state previews show "pressed" without a held finger too: the gallery's live preview
/// holds none, and its "Pressed" button looked exactly like "Normal".
@MainActor
@Suite struct PreviewPressedTests {
    @Test(arguments: ["Button, states", "StyledButton, states", "StyledButton, danger style"])
    func pressedDiffersFromNormalWithoutAFinger(name: String) throws {
        let preview = try #require(PreviewCatalog().all.first { $0.name == name })
        let h = Harness(root: preview.make(), size: preview.size)   // no finger held
        let image = h.render()
        // Normal is the first button (x 10...148), pressed the second (x 156...294); sample
        // the background right of the title, away from text and accent.
        let y = 30
        let normal = image.pixel(x: 140, y: y), pressed = image.pixel(x: 286, y: y)
        #expect(normal != pressed, "\(name): pressed \(pressed) looks like normal \(normal)")
        #expect(Int(pressed.r) + Int(pressed.g) + Int(pressed.b) < Int(normal.r) + Int(normal.g) + Int(normal.b),
                "\(name): pressed is darker")
    }
}
