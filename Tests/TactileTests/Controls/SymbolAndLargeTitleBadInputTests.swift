import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Bad input for two earlier porting features: SF Symbol names and large titles.
@MainActor
@Suite struct SymbolAndLargeTitleBadInputTests {
    @Test func oddSymbolNamesGiveNilWithADiagnostic() {
        let names = ["", " ", "trash.fill.fill", String(repeating: "x", count: 1_000_000), "🗑", "trash\u{0}", "TRASH", "trash "]
        let reports = Diagnostics.capture {
            for n in names { #expect(Image(systemName: n) == nil, "\(n.prefix(20))") }
        }
        #expect(reports.count == names.count)
        #expect(reports.allSatisfy { $0.count < 500 }, "a million-character name is not repeated in full")
    }

    @Test func largeTitlesSurviveHugeTitlesAndScrollsAndToggling() {
        let list = TableViewController(style: .insetGrouped)
        list.title = String(repeating: "Long title ", count: 100_000)
        let nav = NavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let h = Harness(rootViewController: nav, size: Size(width: 320, height: 400))
        h.runFrame()
        for y: Float in [.nan, -.infinity, .infinity, -1e9, 1e9, -30, 20, 0] {
            list.tableView.contentOffset = Point(x: 0, y: y)
            h.runFrame()
            #expect(nav.navigationBar.frame.height.isFinite && nav.navigationBar.frame.height >= 56
                    && nav.navigationBar.frame.height <= 56 + NavigationBar.largeTitleHeight)
        }
        nav.pushViewController(ViewController(), animated: true)
        nav.navigationBar.prefersLargeTitles = false
        h.advance(by: 0.1)
        nav.navigationBar.prefersLargeTitles = true
        nav.popViewController(animated: true)
        h.advance(by: 1)
        #expect(nav.viewControllers.count == 1 && nav.navigationBar.frame.height.isFinite)
        _ = h.render()
    }
}
