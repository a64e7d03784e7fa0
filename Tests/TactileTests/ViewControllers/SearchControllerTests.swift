import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `SearchController` in a navigation item: the bar under the title, activation by a tap,
/// the updater as text changes, Cancel, the delegate's moments, and bad input.
@MainActor
@Suite struct SearchControllerTests {
    final class Screen: ViewController, SearchResultsUpdating, SearchControllerDelegate {
        var log: [String] = []
        var onUpdate: ((SearchController) -> Void)?
        func updateSearchResults(for searchController: SearchController) {
            log.append("update \((searchController.searchBar.text ?? "").count) \(searchController.isActive)")
            onUpdate?(searchController)
        }
        func willPresentSearchController(_ searchController: SearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: SearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: SearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: SearchController) { log.append("didDismiss") }
    }

    static func setUp(results: ViewController? = nil) -> (Screen, SearchController, NavigationController, Harness) {
        let screen = Screen()
        screen.title = "Notes"
        let search = SearchController(searchResultsController: results)
        search.searchResultsUpdater = screen
        search.delegate = screen
        screen.navigationItem.searchController = search
        let nav = NavigationController(rootViewController: screen)
        let h = Harness(rootViewController: nav, size: Size(width: 320, height: 480))
        h.runFrame()
        return (screen, search, nav, h)
    }

    static func center(_ v: View) -> Point {
        let f = v.frame
        return Point(x: f.midX, y: f.midY)
    }

    @Test func theBarSitsUnderTheTitleAndTheContentBelowIt() {
        let (screen, search, nav, _) = Self.setUp()
        #expect(search.searchBar.superview === nav.view)
        #expect(search.searchBar.frame.minY == nav.navigationBar.frame.maxY)
        #expect(screen.view.convert(Point(x: 0, y: 0), to: nil).y >= search.searchBar.frame.maxY)
        #expect(!search.isActive && !search.searchBar.showsCancelButton)
    }

    @Test func tapActivatesTypingUpdatesCancelClears() {
        let (screen, search, nav, h) = Self.setUp()
        h.tap(at: Self.center(search.searchBar))
        h.advance(by: 0.3)
        #expect(search.isActive && search.searchBar.showsCancelButton && search.searchBar.searchTextField.isFirstResponder)
        #expect(nav.navigationBar.isHidden, "hidesNavigationBarDuringPresentation: the bar's row goes")
        #expect(search.searchBar.frame.minY == 0)
        #expect(screen.log == ["willPresent", "update 0 true", "didPresent"])
        h.type("a")
        h.type("b")
        #expect(screen.log.suffix(2) == ["update 1 true", "update 2 true"])
        screen.log = []
        h.tap(at: search.searchBar.convert(Self.center(search.searchBar.cancelButton), to: nil))
        h.advance(by: 0.3)
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.searchTextField.isFirstResponder)
        #expect(screen.log == ["willDismiss", "update 0 false", "didDismiss"])
        #expect(!nav.navigationBar.isHidden && search.searchBar.frame.minY == nav.navigationBar.frame.maxY)
    }

    @Test func dimmingAndResultsScreen() {
        let results = ViewController()
        let (_, search, nav, h) = Self.setUp(results: results)
        search.isActive = true
        h.runFrame()
        #expect(search.shade.superview === nav.view, "active without text: the screen is dimmed")
        search.searchBar.searchTextField.insertText("x")
        h.runFrame()
        #expect(results.view.superview === nav.view && search.shade.superview == nil)
        search.obscuresBackgroundDuringPresentation = false
        search.isActive = false
        h.runFrame()
        #expect(results.viewIfLoaded?.superview == nil && search.shade.superview == nil)
        // A tap on the dimming cancels.
        search.isActive = true
        h.runFrame()
        search.obscuresBackgroundDuringPresentation = true
        h.runFrame()
        h.tap(at: Point(x: 160, y: 400))
        h.advance(by: 0.3)
        #expect(!search.isActive)
    }

    @Test func pushingHidesTheBarAndPoppingBringsItBack() {
        let (_, search, nav, h) = Self.setUp()
        nav.pushViewController(ViewController(), animated: false)
        h.runFrame()
        #expect(search.searchBar.superview == nil)
        _ = nav.popViewController(animated: false)
        h.runFrame()
        #expect(search.searchBar.superview === nav.view)
    }

    @Test func aMillionCharactersAndRemovalDuringTheUpdater() {
        let (screen, search, nav, h) = Self.setUp()
        search.searchBar.text = String(repeating: "a", count: 1_000_000)
        h.tap(at: Self.center(search.searchBar))
        h.advance(by: 0.3)
        #expect(search.isActive && screen.log.contains("update 100000 true"), "the field keeps TextField.hardLengthLimit")
        h.type("b")
        #expect(search.searchBar.text?.count == TextField.hardLengthLimit, "typing is refused at the limit")
        screen.onUpdate = { s in
            // The screen goes away while it is told of the change.
            s.searchResultsUpdater = nil
            nav.view.removeFromSuperview()
            screen.navigationItem.searchController = nil
        }
        h.tap(at: search.searchBar.convert(Self.center(search.searchBar.cancelButton), to: nil))
        h.advance(by: 0.3)
        #expect(screen.log.suffix(2) == ["update 0 false", "didDismiss"])
        #expect(search.searchBar.text == "" && !search.isActive && search.searchBar.superview == nil)
        search.isActive = true
        search.searchBar.searchTextField.insertText(String(repeating: "x", count: 1_000_000))
        #expect(search.isActive)
        _ = h.render()
    }
}
