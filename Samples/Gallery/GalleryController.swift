import Tactile

/// The gallery as a ``TabBarController``: one tab per topic of ``GalleryView/topics``, each
/// tab's controller (and so its screen's state: a switch turned on, a slider moved) kept
/// while another tab shows.
@MainActor
final class GalleryController: TabBarController {
    override init() {
        super.init()
        viewControllers = GalleryView.topics.map { GalleryScreenController(title: $0.0, make: $0.1) }
        // The bar follows the theme too (its "tabBar" style: dark in the dark theme).
        tabBar.styleName = "tabBar"
    }
}

/// One topic's screen under the gallery's header; the screen is made the first time the
/// tab shows, then kept.
@MainActor
final class GalleryScreenController: ViewController {
    private let make: () -> View
    let header = Label(text: "")
    private(set) var screen: View?

    init(title: String, make: @escaping () -> View) {
        self.make = make
        super.init()
        self.title = title
    }

    override func loadView() {
        let v = GalleryPage()
        v.styleName = "screen"
        header.styleName = "header"
        header.text = "Tactile Gallery · \(title ?? "")"
        let screen = make()
        self.screen = screen
        v.header = header
        v.screen = screen
        view = v
    }

    /// Chosen from the More list, the tab's title is in the "‹ More" bar above (as in a
    /// navigation bar), so the page's own header steps aside.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        header.isHidden = tabBarController?.isShownUnderMoreTab(self) ?? false
        view.setNeedsLayout()
    }
}

/// The header above a screen.
@MainActor
final class GalleryPage: View {
    var header: Label? { didSet { oldValue?.removeFromSuperview(); if let header { addSubview(header) } } }
    var screen: View? { didSet { oldValue?.removeFromSuperview(); if let screen { addSubview(screen) } } }

    override func layoutSubviews() {
        // The header row as before: 10 points above, 6 below, 20 at the sides.
        let h = header.map { $0.isHidden ? 0 : $0.intrinsicContentSize.height + 16 } ?? 16
        header?.frame = Rect(x: 20, y: 10, width: max(0, bounds.width - 40), height: h - 16)
        screen?.frame = Rect(x: 0, y: h, width: bounds.width, height: max(0, bounds.height - h))
    }
}
