// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Pictures of each container and of transitions half-way (t = ½ of their duration).
@MainActor
@Suite struct ViewControllerSnapshotTests {
    /// A screen with a coloured band and a title, easy to follow through a transition.
    final class Screen: ViewController {
        let colour: Color
        init(_ title: String, _ colour: Color) {
            self.colour = colour
            super.init()
            self.title = title
        }
        override func viewDidLoad() {
            view.backgroundColor = Color(white: 0.96)
            let band = View(frame: Rect(x: 20, y: 20, width: 300, height: 120))
            band.backgroundColor = colour
            band.cornerRadius = 12
            view.addSubview(band)
            let label = Label(text: title ?? "", font: Font(size: 28), color: .white)
            label.frame = Rect(x: 40, y: 50, width: 260, height: 60)
            view.addSubview(label)
        }
    }

    func navigation() -> (Harness, NavigationController) {
        let nav = NavigationController(rootViewController: Screen("Rooms", Color(r: 52, g: 120, b: 246)))
        nav.topViewController!.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { _ in }
        return (Harness(rootViewController: nav), nav)
    }

    @Test func navigationStackAndHalfWayThroughAPush() {
        let (h, nav) = navigation()
        assertSnapshot(of: h, as: .image, named: "nav-root")
        nav.pushViewController(Screen("Room 4", Color(r: 230, g: 120, b: 40)), animated: true)
        h.advance(by: NavigationController.transitionDuration / 2)
        assertSnapshot(of: h, as: .image, named: "push-half")
        h.waitForTransitions()
        assertSnapshot(of: h, as: .image, named: "nav-pushed")
        assertSnapshot(of: h, as: .tree, named: "nav-pushed")
    }

    @Test func halfWayThroughSheetAndFullScreenPresentations() {
        let (h, nav) = navigation()
        let sheet = Screen("Sheet", Color(r: 40, g: 160, b: 90))
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = Size(width: 420, height: 300)
        nav.present(sheet, animated: true)
        h.advance(by: ViewController.presentationDuration / 2)
        assertSnapshot(of: h, as: .image, named: "form-sheet-half")
        h.waitForTransitions()
        assertSnapshot(of: h, as: .image, named: "form-sheet")
        nav.dismiss(animated: false)
        let page = Screen("Page", Color(r: 150, g: 80, b: 200))
        nav.present(page, animated: true)
        h.waitForTransitions()
        assertSnapshot(of: h, as: .image, named: "page-sheet")
        nav.dismiss(animated: false)
        let full = Screen("Full", Color(r: 200, g: 60, b: 60))
        full.modalPresentationStyle = .fullScreen
        full.modalTransitionStyle = .crossDissolve
        nav.present(full, animated: true)
        h.advance(by: ViewController.presentationDuration / 2)
        assertSnapshot(of: h, as: .image, named: "full-dissolve-half")
    }

    @Test func alertAndActionSheet() {
        let (h, nav) = navigation()
        let alert = AlertController(title: "Book Room 4?", message: "From 10:30 to 11:00, in your name.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Book", style: .default))
        nav.present(alert, animated: true)
        h.advance(by: 0.1)
        assertSnapshot(of: h, as: .image, named: "alert-appearing")
        h.waitForTransitions()
        assertSnapshot(of: h, as: .image, named: "alert")
        nav.dismiss(animated: false)
        let sheet = AlertController(title: "Room 4", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Extend by 15 min", style: .default))
        sheet.addAction(AlertAction(title: "End meeting now", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        nav.present(sheet, animated: true)
        h.waitForTransitions()
        assertSnapshot(of: h, as: .image, named: "action-sheet")
    }

    @Test func tabBarWithBadgeAndSpinnerAndProgress() {
        let a = Screen("Today", Color(r: 52, g: 120, b: 246)), b = Screen("Rooms", Color(r: 40, g: 160, b: 90))
        b.tabBarItem.badgeValue = "2"
        let tabs = TabBarController()
        tabs.viewControllers = [a, b, Screen("Settings", .gray)]
        let h = Harness(rootViewController: tabs)
        let spinner = ActivityIndicatorView(style: .large)
        spinner.frame = Rect(x: 400, y: 60, width: 37, height: 37)
        a.view.addSubview(spinner)
        spinner.startAnimating()
        let bar = ProgressView(frame: Rect(x: 400, y: 140, width: 300, height: 6))
        bar.progress = 0.4
        a.view.addSubview(bar)
        h.advance(by: 0.25)
        assertSnapshot(of: h, as: .image, named: "tabs")
    }
}
#endif
