/// Something a menu shows, as `UIMenuElement`: an ``Action`` (a row that runs a handler)
/// or a ``Menu`` (a submenu, or an inline section of rows).
@MainActor
open class MenuElement {
    /// The row's text.
    public var title: String
    /// The image at the row's trailing edge (drawn as a template in the row's colour unless
    /// it is `.alwaysOriginal`).
    public var image: Image?
    /// A second, smaller line under the title, as `subtitle` (iOS 15).
    public var subtitle: String?

    /// How an action looks and behaves, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Greyed and not choosable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows a checkmark, as `UIMenuElement.State`.
    public enum State: Hashable, Sendable {
        /// No mark.
        case off
        /// A checkmark before the title.
        case on
        /// A dash before the title (some of several things).
        case mixed
    }

    init(title: String, image: Image?) {
        self.title = title
        self.image = image
    }

    /// How many identifiers each kind of element made (`action`, `menu`).
    private static var madeIdentifiers: [String: Int] = [:]

    /// `given`, else a new unique identifier `tactile.<kind>.<n>` (an action's, a menu's).
    static func identifier(_ given: String?, kind: String) -> String {
        if let given { return given }
        let n = (madeIdentifiers[kind] ?? 0) + 1
        madeIdentifiers[kind] = n
        return "tactile.\(kind).\(n)"
    }
}
