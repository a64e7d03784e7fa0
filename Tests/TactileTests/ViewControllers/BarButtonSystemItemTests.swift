import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
private final class Inbox: ViewController {
    var log: [String] = []
    func add() { log.append("add") }
    func remove(_ sender: BarButtonItem) { log.append("trash \(sender.title ?? "")") }
}

@MainActor
@Suite struct BarButtonSystemItemTests {
    @Test func systemItemsHaveUIKitsTitlesAndGlyphs() {
        for item in BarButtonItem.SystemItem.allCases {
            let b = BarButtonItem(barButtonSystemItem: item)
            #expect(b.title != nil || b.image != nil, "\(item)")
        }
        #expect(BarButtonItem(barButtonSystemItem: .done).style == .done)
        #expect(BarButtonItem(barButtonSystemItem: .cancel).title == "Cancel" && BarButtonItem(barButtonSystemItem: .add).image != nil)
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func targetActionItemsInANavigationBar(style: UserInterfaceStyle) throws {
        let inbox = Inbox()
        inbox.title = "Inbox"
        inbox.navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .edit)
        #if compiler(>=6.1)
        let add = BarButtonItem(barButtonSystemItem: .add, target: inbox, action: Inbox.add)
        let trash = BarButtonItem(barButtonSystemItem: .trash, target: inbox, action: Inbox.remove)
        #else  // Swift 6.0 takes no unapplied main-actor method: a closure there
        let add = BarButtonItem(barButtonSystemItem: .add, target: inbox, action: { $0.add })
        let trash = BarButtonItem(barButtonSystemItem: .trash, target: inbox, action: { $0.remove })
        #endif
        inbox.navigationItem.rightBarButtonItems = [add, trash, BarButtonItem(barButtonSystemItem: .search)]
        let nav = NavigationController(rootViewController: inbox)
        let h = Harness(root: nav.view, size: Size(width: 360, height: 120))
        h.window.overrideUserInterfaceStyle = style
        _ = h.runFrame()
        let img = h.render()
        try img.writePNG(to: TestOutput.path("bars/system-items-\(style).png"))
        let bar = nav.navigationBar
        let buttons = bar.rightButtons
        #expect(buttons.count == 3)
        for b in buttons.prefix(2) {
            let c = b.convert(Point(x: b.bounds.midX, y: b.bounds.midY), to: nil)
            h.tap(at: c)
        }
        #expect(inbox.log == ["add", "trash Trash"])
    }
}
