/// A controller's tab in a tab bar, as `UITabBarItem`.
@MainActor
public final class TabBarItem {
    /// The title under the icon.
    public var title: String? { didSet { changed() } }
    /// An optional icon, tinted with the bar's colours.
    public var image: Image? { didSet { changed() } }
    /// A badge in the tab's corner (a count, "!"); `nil` hides it, an empty string shows a dot.
    public var badgeValue: String? { didSet { changed() } }
    /// A number to find the item by.
    public var tag = 0

    weak var bar: TabBar?

    /// Creates an item.
    public init(title: String?, image: Image? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    private func changed() { bar?.setNeedsRebuild() }
}
