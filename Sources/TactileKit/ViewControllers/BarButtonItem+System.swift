extension BarButtonItem {
    /// UIKit's built-in bar items (`UIBarButtonItem.SystemItem`): words for the text
    /// ones, iOS-like glyphs (tinted with the bar) for the others.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo, close
    }

    /// An item of a system kind with a closure, as `UIBarButtonItem(barButtonSystemItem:primaryAction:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, handler: ((BarButtonItem) -> Void)? = nil) {
        if let glyph = SystemItemGlyph.image(for: systemItem) {
            self.init(image: glyph, style: .plain, handler: handler)
            title = SystemItemGlyph.accessibilityTitle(systemItem)
        } else {
            self.init(title: SystemItemGlyph.title(systemItem), style: systemItem == .done ? .done : .plain, handler: handler)
        }
    }

    /// An item of a system kind calling `target`'s method, as
    /// `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))`
    /// with `action: Screen.add` (the target is held weakly).
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void) {
        self.init(barButtonSystemItem: systemItem) { [weak target] _ in if let target { action(target)() } }
    }

    /// The same with the item as sender (`func add(_ sender: BarButtonItem)`).
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T,
                                          action: @escaping @MainActor (T) -> @MainActor (BarButtonItem) -> Void) {
        self.init(barButtonSystemItem: systemItem) { [weak target] item in if let target { action(target)(item) } }
    }

    /// A titled item calling `target`'s method, as `init(title:style:target:action:)`.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void) {
        self.init(title: title, style: style) { [weak target] _ in if let target { action(target)() } }
    }

    /// An image item calling `target`'s method, as `init(image:style:target:action:)`.
    public convenience init<T: AnyObject>(image: Image?, style: Style, target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void) {
        self.init(image: image, style: style) { [weak target] _ in if let target { action(target)() } }
    }

    /// The same with the item as sender (`func add(_ sender: BarButtonItem)`).
    public convenience init<T: AnyObject>(image: Image?, style: Style, target: T,
                                          action: @escaping @MainActor (T) -> @MainActor (BarButtonItem) -> Void) {
        self.init(image: image, style: style) { [weak target] item in if let target { action(target)(item) } }
    }

    /// A titled item with the item as sender.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T,
                                          action: @escaping @MainActor (T) -> @MainActor (BarButtonItem) -> Void) {
        self.init(title: title, style: style) { [weak target] item in if let target { action(target)(item) } }
    }
}
