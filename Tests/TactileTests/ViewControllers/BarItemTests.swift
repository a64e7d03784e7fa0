import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Bar items, the edge pan's width and the transition curve with bad input.
@MainActor
@Suite struct BarItemTests {
    @Test func leftItemsRunTheirClosuresAndDisabledItemsDoNot() {
        let top = ViewController()
        top.title = "Top"
        var left = 0, right = 0
        let disabled = BarButtonItem(title: "Send") { _ in right += 1 }
        disabled.isEnabled = false
        top.navigationItem.leftBarButtonItem = BarButtonItem(title: "Close") { _ in left += 1 }
        top.navigationItem.rightBarButtonItem = disabled
        let nav = NavigationController(rootViewController: top)
        let h = Harness(rootViewController: nav)
        let buttons = nav.navigationBar.itemButtons
        #expect(buttons.count == 2)
        for b in buttons { h.tap(at: b.convert(Point(x: b.bounds.midX, y: b.bounds.midY), to: nil)) }
        #expect(left == 1 && right == 0)
        // Changing an item's title updates the bar.
        top.navigationItem.leftBarButtonItem?.title = "Done"
        #expect(nav.navigationBar.itemButtons.first?.currentTitle == "Done")
        top.title = "Renamed"
        #expect(nav.navigationBar.titleLabel.text == "Renamed")
    }

    @Test func badNumbersAreSanitised() {
        let pan = ScreenEdgePanGestureRecognizer()
        pan.edgeWidth = .nan
        #expect(pan.edgeWidth == 20)
        pan.edgeWidth = -4
        #expect(pan.edgeWidth == 0)
        for curve in [TransitionCurve.linear, .easeInOut, .easeOut] {
            #expect(curve.value(at: .nan) == 1)
            #expect(curve.value(at: -3) == 0)
            #expect(curve.value(at: .infinity) == 1)
            #expect(curve.value(at: 0.5) > 0 && curve.value(at: 0.5) < 1)
        }
    }

    @Test func aLongPreviousTitleShowsBackOnTheBackButton() {
        let first = ViewController()
        first.title = "A title far too long for a back button"
        let nav = NavigationController(rootViewController: first)
        _ = Harness(rootViewController: nav, size: Size(width: 390, height: 600))
        let second = ViewController()
        second.title = "Details"
        // UIKit's rule is space: the long title does not fit beside the centred "Details".
        nav.pushViewController(second, animated: false)
        #expect(nav.navigationBar.backButton.currentTitle == "‹ Back")
        first.navigationItem.backButtonTitle = "Rooms"
        #expect(nav.navigationBar.backButton.currentTitle == "‹ Rooms")
    }
}
