/// The position of a row in a ``ListView``: a section and a row within it (UIKit's
/// `IndexPath` with `section`/`row`; named apart so that it never clashes with
/// Foundation's `IndexPath` in an app that imports both).
public struct ListIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// Creates an index path.
    public init(row: Int, section: Int = 0) {
        self.section = section
        self.row = row
    }

    /// The item within the section, as a ``CollectionView`` names it (the same number as ``row``).
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Creates an index path for a ``CollectionView`` item (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    public static func < (a: ListIndexPath, b: ListIndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }

    public var description: String { "[\(section), \(row)]" }
}
