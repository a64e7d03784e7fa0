/// A button in a navigation bar, as `UIBarButtonItem`, with a closure for its action.
///
/// ```swift
/// navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", style: .done) { _ in save() }
/// ```
@MainActor
public final class BarButtonItem {
    /// The look of the item.
    public enum Style: Sendable, Hashable {
        /// Regular weight.
        case plain
        /// The confirming action (drawn filled).
        case done
    }

    /// The title shown.
    public var title: String? { didSet { changed() } }
    /// An image shown instead of the title when set.
    public var image: Image? { didSet { changed() } }
    /// The look.
    public var style: Style { didSet { changed() } }
    /// When `false`, the item is dimmed and does not respond.
    public var isEnabled = true { didSet { changed() } }
    /// Runs when the item is tapped.
    public var handler: ((BarButtonItem) -> Void)?
    /// A number to find the item by.
    public var tag = 0
    /// What the screen reader says for the item's button (UIKit's `UIBarItem` accessibility);
    /// an image item without one reads its title, if any.
    public var accessibilityLabel: String? { didSet { changed() } }
    /// The label the item's button gets.
    var buttonAccessibilityLabel: String? { accessibilityLabel ?? (image != nil ? title : nil) }

    /// The button a bar (navigation bar, toolbar) shows for the item: its title or image in
    /// `tint`, dimmed when disabled, running ``handler`` on a tap while enabled.
    func makeButton(tint: Color) -> Button {
        let b = Button.plain(title: image == nil ? title ?? "" : nil, tint: tint)
        if let image { b.setImage(image, for: .normal); b.imageView.tintColor = tint }
        b.isEnabled = isEnabled
        b.alpha = isEnabled ? 1 : 0.4
        if let label = buttonAccessibilityLabel { b.accessibilityLabel = label }
        b.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self, self.isEnabled else { return }
            self.handler?(self)
        }
        return b
    }

    weak var bar: NavigationBar?

    /// Creates an item with a title and a closure.
    public init(title: String?, style: Style = .plain, handler: ((BarButtonItem) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Creates an item with an image and a closure.
    public init(image: Image?, style: Style = .plain, handler: ((BarButtonItem) -> Void)? = nil) {
        self.image = image
        self.style = style
        self.handler = handler
    }

    private func changed() { bar?.setNeedsRebuild() }
}
