// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A context menu open over a lifted card (light and dark), and a button's menu.
@MainActor
@Suite struct ContextMenuSnapshotTests {
    final class Provider: ContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                    configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                let share = Action(title: "Share…") { _ in }
                share.subtitle = "3 people"
                return Menu(title: "Photo", children: [
                    Action(title: "Copy", image: Image(systemName: "doc.on.doc")) { _ in },
                    Action(title: "Favourite", state: .on) { _ in },
                    share,
                    Menu(title: "Sort by", children: [Action(title: "Name") { _ in }]),
                    Menu(options: .displayInline, children: [
                        Action(title: "Locked", attributes: .disabled) { _ in },
                        Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { _ in },
                    ]),
                ])
            }
        }
    }

    static func scene(style: UserInterfaceStyle) -> (Harness, Provider) {
        let root = View()
        root.backgroundColor = .systemGroupedBackground
        let title = Label(text: "Library", font: Font.boldSystemFont(ofSize: 28), color: .label)
        title.frame = Rect(x: 16, y: 12, width: 300, height: 36)
        root.addSubview(title)
        let card = View(frame: Rect(x: 24, y: 64, width: 150, height: 110))
        card.backgroundColor = .systemTeal
        card.cornerRadius = 12
        let caption = Label(text: "Beach.jpg", font: Font(size: 15), color: .white)
        caption.frame = Rect(x: 12, y: 80, width: 120, height: 20)
        card.addSubview(caption)
        root.addSubview(card)
        let other = View(frame: Rect(x: 190, y: 64, width: 150, height: 110))
        other.backgroundColor = .systemOrange
        other.cornerRadius = 12
        root.addSubview(other)
        let p = Provider()
        card.addInteraction(ContextMenuInteraction(delegate: p))
        let h = Harness(root: root, size: Size(width: 360, height: 560))
        h.window.overrideUserInterfaceStyle = style
        return (h, p)
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func contextMenu(style: UserInterfaceStyle) throws {
        let (h, p) = Self.scene(style: style)
        h.touchDown(at: Point(x: 90, y: 120))
        h.advance(by: 0.6)
        h.touchUp()
        h.advance(by: 0.08)
        try h.render().writePNG(to: TestOutput.path("menus/context-menu-lifting-\(style).png"))
        h.advance(by: 0.5)
        try h.render().writePNG(to: TestOutput.path("menus/context-menu-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "context-menu-\(style)")
        _ = p
    }
}
#endif
