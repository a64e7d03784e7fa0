/// What a navigation bar shows while a controller is on top, as `UINavigationItem`.
@MainActor
public final class NavigationItem {
    /// The title; `nil` uses the controller's ``ViewController/title``.
    public var title: String? { didSet { changed() } }
    /// The back button's title on the controller pushed above this one (`nil`: this title, or "Back" when long).
    public var backButtonTitle: String? { didSet { changed() } }
    /// Hides the back button.
    public var hidesBackButton = false { didSet { changed() } }
    /// How the back button to this item's controller is titled (by the controller pushed on
    /// top of it, as UIKit's).
    public var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed() } }
    /// Whether this item's title shows large when the bar ``NavigationBar/prefersLargeTitles``.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }
    /// Items at the left (after the back button unless it is hidden).
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }
    /// Items at the right, right-most first, as in UIKit.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }

    /// The search controller whose bar shows under the title (UIKit's `searchController`).
    public var searchController: SearchController? { didSet { changed() } }
    /// Whether the search bar hides as the content scrolls up, as UIKit's: under a large
    /// title it collapses (and fades) before the title does and comes back when the list is
    /// pulled down to the top; `false` keeps it. (On a screen without a large title the bar
    /// stays either way.)
    public var hidesSearchBarWhenScrolling = true { didSet { changed() } }

    /// The first left item.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The right-most item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    weak var owner: ViewController?

    /// Creates an item.
    public init(title: String?) { self.title = title }

    /// The title to show.
    var displayTitle: String { title ?? owner?.title ?? "" }

    private func changed() {
        if let owner, let nav = owner.navigationController { nav.navigationItemDidChange() }
    }
}
