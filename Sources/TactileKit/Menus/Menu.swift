/// A list of actions and submenus, as `UIMenu`: what a context menu
/// (``ContextMenuConfiguration``) or a button (``Button/menu``) shows.
///
/// ```swift
/// let menu = Menu(title: "", children: [
///     Action(title: "Copy", image: copyIcon) { _ in copy() },
///     Menu(options: .displayInline, children: [
///         Action(title: "Delete", attributes: .destructive) { _ in delete() },
///     ]),
/// ])
/// ```
///
/// A child menu with ``Options-swift.struct/displayInline`` is a section of rows set off by
/// a thick separator; any other child menu is one row that opens it in place.
@MainActor
public final class Menu: MenuElement {
    /// How the menu shows, as `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The children are shown in the parent as a section, not as a submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing a child marks it `.on` and the others `.off`.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The rows and sections, in order.
    public let children: [MenuElement]
    /// How it shows.
    public let options: Options
    /// An identifier (a unique one when not given).
    public let identifier: String

    /// Creates a menu. An empty title shows no header.
    public init(title: String = "", image: Image? = nil, identifier: String? = nil, options: Options = [],
                children: [MenuElement] = []) {
        self.children = children
        self.options = options
        self.identifier = MenuElement.identifier(identifier, kind: "menu")
        super.init(title: title, image: image)
    }

    /// The same menu with other children, as `replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
