import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct BarShadowImageTests {
    @Test func anEmptyImageHidesTheHairlineAndDrawsNothing() {
        let nav = NavigationController(rootViewController: ViewController())
        let h = Harness(rootViewController: nav, size: Size(width: 320, height: 200))
        #expect(!nav.navigationBar.hairline.isHidden)
        nav.navigationBar.shadowImage = Image()
        #expect(nav.navigationBar.hairline.isHidden)
        nav.navigationBar.shadowImage = Image(systemName: "star")
        #expect(!nav.navigationBar.hairline.isHidden, "another image keeps the hairline")
        let empty = ImageView(image: Image())
        empty.frame = Rect(x: 10, y: 80, width: 40, height: 40)
        nav.topViewController?.view.addSubview(empty)
        #expect(Image().size == Size(width: 0, height: 0) && empty.intrinsicContentSize.width == 0)
        _ = h.render()
    }
}
