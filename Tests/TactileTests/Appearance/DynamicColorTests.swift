import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct DynamicColorTests {
    @Test func systemColoursHaveUIKitsValues() {
        let light = TraitCollection(userInterfaceStyle: .light), dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(Color.systemRed.resolvedColor(with: light) == Color(r: 255, g: 59, b: 48))
        #expect(Color.systemRed.resolvedColor(with: dark) == Color(r: 255, g: 69, b: 58))
        #expect(Color.systemBlue.resolvedColor(with: dark) == Color(r: 10, g: 132, b: 255))
        #expect(Color.systemGray6.resolvedColor(with: light) == Color(r: 242, g: 242, b: 247))
        #expect(Color.systemGray6.resolvedColor(with: dark) == Color(r: 28, g: 28, b: 30))
        #expect(Color.systemBackground.resolvedColor(with: dark) == .black)
        #expect(Color.label.resolvedColor(with: .init(userInterfaceStyle: .unspecified)) == .black)
        #expect(Color.secondaryLabel.resolvedColor(with: dark) == Color(r: 235, g: 235, b: 245, a: 153))
        #expect(!Color.systemGray.isDynamic && Color.systemGray3.isDynamic)
    }

    @Test func namesTextAndDerivedColoursKeepBothAppearances() {
        #expect(Color("SystemBackground") == .systemBackground)
        #expect(Color("#FFFFFF|#000000") == .systemBackground)
        #expect(Color(Color.systemRed.description) == .systemRed, "description reads back")
        #expect(Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black }) == .label)
        #expect(Color(light: .red, dark: .red) == .red && !Color(light: .red, dark: .red).isDynamic)
        let faded = Color.label.withAlphaComponent(0.5)
        #expect(faded.darkAppearance == Color(r: 255, g: 255, b: 255, a: 128))
        let mid = Color.black.interpolated(to: .label, fraction: 0.5)
        #expect(mid.lightAppearance == .black && mid.darkAppearance == Color(r: 128, g: 128, b: 128))
    }

    @Test(arguments: ["|", "#FFF|", "|#000", "#FFF|#000|#111", "label|#000", "nope|#000", "#GGG|#000", "\u{0}|\u{0}"])
    func badDynamicTextIsRejected(text: String) {
        #expect(Color(text) == nil)
    }

    @Test func darkenAndLightenSanitiseTheirAmount() {
        for bad: Float in [.nan, .infinity, -.infinity, -3, 9] {
            _ = Color.systemRed.darkened(by: bad)
            _ = Color.systemRed.lightened(by: bad)
            _ = Color.systemRed.withAlphaComponent(bad)
        }
        #expect(Color.systemRed.darkened(by: .nan) == .systemRed)
    }
}
