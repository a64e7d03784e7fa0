import Testing
@testable import Ported2
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The second UIKit app ported with tactile-port (Samples/Ported2): the photo grid (a
/// collection view controller with a diffable data source, a search controller and a context
/// menu) and the review form (a custom control drawn with `draw(_:)`, tracked with
/// `beginTracking`/`continueTracking`, in a stack with a pop-up button, a stepper and a
/// page control) on a phone-sized window; PNGs looked at.
@MainActor
@Suite struct Ported2AppTests {
    @Test func photoGridSearchesSelectsAndOffersAMenu() throws {
        let tabs = try #require(Ported2App.makeRoot() as? TabBarController)
        let h = Harness(rootViewController: tabs, size: Size(width: 390, height: 844))
        h.advance(by: 0.2)
        let nav = try #require(tabs.selectedViewController as? NavigationController)
        let grid = try #require(nav.topViewController as? PhotoGridViewController)
        let cv = grid.collectionView
        #expect(cv.numberOfItems(inSection: 0) == 21)
        // Three square columns with 2-point gaps, as viewWillLayoutSubviews asked.
        let first = try #require(cv.layoutAttributesForItem(at: ListIndexPath(item: 0, section: 0))?.frame)
        #expect(first.width == 128 && first.height == 128)
        try h.render().writePNG(to: TestOutput.path("ported2/grid.png"))

        // A long press on the first photo opens its menu; Delete removes it.
        let cell = try #require(cv.cellForItem(at: ListIndexPath(item: 0, section: 0)))
        h.longPress(at: cell.convert(Point(x: 64, y: 64), to: nil), duration: 0.7)
        h.advance(by: 0.4)
        let overlay = try #require(h.window.subviews.compactMap { $0 as? ContextMenuOverlay }.last)
        try h.render().writePNG(to: TestOutput.path("ported2/grid-menu.png"))
        let menu = try #require(overlay.menuView?.stack.first)
        let delete = try #require(menu.children.compactMap { $0 as? Action }.first { $0.title == "Delete" })
        overlay.choose(delete, in: menu)
        h.advance(by: 1)
        #expect(cv.numberOfItems(inSection: 0) == 20)

        // Typing in the search field filters the grid.
        let search = try #require(grid.navigationItem.searchController)
        search.isActive = true
        search.searchBar.searchTextField.insertText("la")
        h.advance(by: 0.5)
        #expect(cv.numberOfItems(inSection: 0) == 3)  // Glacier, Lagoon, Island
        try h.render().writePNG(to: TestOutput.path("ported2/grid-search.png"))
        search.isActive = false
        h.advance(by: 0.5)
        #expect(cv.numberOfItems(inSection: 0) == 20)

        // A tap pushes the photo's detail.
        let second = try #require(cv.cellForItem(at: ListIndexPath(item: 0, section: 0)))
        h.tap(at: second.convert(Point(x: 64, y: 64), to: nil))
        h.waitForTransitions()
        #expect(nav.topViewController?.title == "Forest")
        try h.render().writePNG(to: TestOutput.path("ported2/detail.png"))
    }

    @Test func reviewFormsRatingControlTracksAndAdjusts() throws {
        let tabs = try #require(Ported2App.makeRoot() as? TabBarController)
        let h = Harness(rootViewController: tabs, size: Size(width: 390, height: 844))
        tabs.selectedIndex = 1
        h.advance(by: 0.2)
        let nav = try #require(tabs.selectedViewController as? NavigationController)
        let form = try #require(nav.topViewController as? ReviewFormViewController)
        let rating = try #require(PortedAppTests.first(in: form.view) { $0 is RatingControl } as? RatingControl)
        #expect(rating.intrinsicContentSize == Size(width: 192, height: 32))
        let submit = try #require(PortedAppTests.first(in: form.view) { ($0 as? Button)?.configuration?.title == "Submit Review" } as? Button)
        #expect(!submit.isEnabled)
        // A drag across the stars: the value follows the finger (continueTracking).
        let start = rating.convert(Point(x: 10, y: 16), to: nil)
        h.drag(from: start, to: Point(x: start.x + 130, y: start.y), duration: 0.3)
        h.advance(by: 0.2)
        #expect(rating.value == 4)
        #expect(submit.isEnabled)
        rating.accessibilityIncrement()
        #expect(rating.value == 5 && rating.accessibilityValue == "5 stars")
        rating.accessibilityIncrement()
        #expect(rating.value == 5)
        rating.accessibilityDecrement()
        #expect(rating.value == 4)
        // The pop-up button shows the meal chosen.
        let meal = try #require(PortedAppTests.first(in: form.view) { ($0 as? Button)?.menu != nil } as? Button)
        #expect(meal.configuration?.title == "Dinner")
        try h.render().writePNG(to: TestOutput.path("ported2/review.png"))

        h.tap(at: submit.convert(Point(x: submit.bounds.midX, y: submit.bounds.midY), to: nil))
        h.waitForTransitions()
        let alert = try #require(nav.presentedViewController as? AlertController ?? tabs.presentedViewController as? AlertController)
        #expect(alert.title == "Thanks!")
        #expect(alert.message?.hasPrefix("4 stars for dinner") == true)
        try h.render().writePNG(to: TestOutput.path("ported2/review-alert.png"))
    }

    @Test func onboardingPagesFollowTheScrollAndNextSpringsIntoGetStarted() throws {
        let tabs = try #require(Ported2App.makeRoot() as? TabBarController)
        let h = Harness(rootViewController: tabs, size: Size(width: 390, height: 844))
        tabs.selectedIndex = 2
        h.advance(by: 0.2)
        let welcome = try #require(tabs.selectedViewController as? OnboardingViewController)
        let scroll = try #require(PortedAppTests.first(in: welcome.view) { $0 is ScrollView } as? ScrollView)
        let dots = try #require(PortedAppTests.first(in: welcome.view) { $0 is PageControl } as? PageControl)
        let next = try #require(PortedAppTests.first(in: welcome.view) { ($0 as? Button)?.configuration?.title == "Next" } as? Button)
        // Three pages, each as wide as the scroll view (what contentLayoutGuide did on iOS).
        #expect(scroll.contentSize.width == scroll.bounds.width * 3 && scroll.isPagingEnabled)
        // The icons end 96 points square (their constraints are broken only in the first pass,
        // when the hand-laid-out pages are still the default view's size).
        let icon = try #require(PortedAppTests.first(in: scroll) { $0 is ImageView } as? ImageView)
        #expect(icon.frame.size == Size(width: 96, height: 96))
        h.tap(at: next.convert(Point(x: next.bounds.midX, y: next.bounds.midY), to: nil))
        h.advance(by: 1)
        #expect(dots.currentPage == 1 && abs(scroll.contentOffset.x - scroll.bounds.width) < 1)
        h.tap(at: next.convert(Point(x: next.bounds.midX, y: next.bounds.midY), to: nil))
        h.advance(by: 1)
        #expect(dots.currentPage == 2 && next.configuration?.title == "Get Started")
        try h.render().writePNG(to: TestOutput.path("ported2/onboarding-last.png"))
        // Get Started goes to the photos.
        h.tap(at: next.convert(Point(x: next.bounds.midX, y: next.bounds.midY), to: nil))
        h.advance(by: 0.5)
        #expect(tabs.selectedIndex == 0)
    }
}
