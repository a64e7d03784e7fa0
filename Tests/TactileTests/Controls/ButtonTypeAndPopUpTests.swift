import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `Button(type:)` and a pop-up button (`changesSelectionAsPrimaryAction`), as UIKit's.
@MainActor
@Suite struct ButtonTypeAndPopUpTests {
    @Test func buttonTypesMakeUIKitsButtons() {
        let system = Button(type: .system)
        system.setTitle("Go", for: .normal)
        #expect(system.currentImage == nil)
        #expect(Button(type: .custom).titleColor(for: .normal) == .white)
        for kind in [Button.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd, .close] {
            #expect(Button(type: kind).currentImage != nil, "\(kind)")
        }
    }

    @Test func aPopUpButtonShowsAndMovesItsChoice() throws {
        var chosen: [String] = []
        let button = Button(configuration: .gray())
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        let menu = Menu(title: "Meal", children: ["Breakfast", "Lunch", "Dinner"].map { name in
            Action(title: name) { chosen.append($0.title) }
        })
        button.menu = menu
        // None on: the first is chosen, as UIKit.
        #expect(button.configuration?.title == "Breakfast")
        #expect((menu.children[0] as? Action)?.state == .on)
        let root = View()
        button.frame = Rect(x: 20, y: 20, width: 120, height: 44)
        root.addSubview(button)
        let h = Harness(root: root, size: Size(width: 360, height: 480))
        h.tap(at: Point(x: 80, y: 42))
        h.advance(by: 0.5)
        let overlay = try #require(h.window.subviews.compactMap { $0 as? ContextMenuOverlay }.last)
        let dinner = try #require(menu.children[2] as? Action)
        overlay.choose(dinner, in: menu)
        h.advance(by: 0.5)
        #expect(chosen == ["Dinner"])
        #expect(button.configuration?.title == "Dinner")
        #expect(menu.children.compactMap { ($0 as? Action)?.state } == [.off, .off, .on])
        // Without a configuration the title is the button's normal title.
        let plain = Button()
        plain.changesSelectionAsPrimaryAction = true
        plain.menu = Menu(children: [Action(title: "A") { _ in }, Action(title: "B", state: .on) { _ in }])
        #expect(plain.title(for: .normal) == "B")
    }
}
