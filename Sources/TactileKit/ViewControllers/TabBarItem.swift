/// A controller's tab in a tab bar, as `UITabBarItem`.
@MainActor
public final class TabBarItem {
    /// The title under the icon.
    public var title: String? { didSet { changed() } }
    /// An optional icon, drawn as a template in the bar's colours (its alpha only), as UIKit
    /// draws tab bar images, unless its rendering mode is ``Image/RenderingMode/alwaysOriginal``.
    public var image: Image? { didSet { templateCache = nil; changed() } }
    private var templateCache: Image?

    /// ``image`` as the bar draws it (made once per image).
    var barImage: Image? {
        guard let image, image.renderingMode != .alwaysOriginal else { return image }
        if let t = templateCache { return t }
        let t = image.withRenderingMode(.alwaysTemplate)
        templateCache = t
        return t
    }
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
