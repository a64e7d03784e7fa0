import Tactile

/// The gallery's frame: a header, the current topic's screen, and a tab bar of buttons.
@MainActor
final class GalleryView: View {
    let header = Label(text: "Tactile Gallery")
    let container = ScreenContainer()
    let tabBar = StackView()
    /// Every topic: its tab title and how to make its screen (one file a screen; add a line to add a tab).
    static let topics: [(String, () -> View)] = [
        ("Buttons", { ButtonsScreen() }),
        ("Styles", { StylesScreen() }),
        ("Labels", { LabelsScreen() }),
        ("Images", { ImagesScreen() }),
        ("Stacks", { StacksScreen() }),
        ("Controls", { ControlsScreen() }),
        ("Text", { TextScreen() }),
        ("Gestures", { GesturesScreen() }),
        ("Themes", { ThemesScreen() }),
        ("Previews", { PreviewsScreen() }),
        ("Lists", { ListsScreen() }),
        ("Animations", { AnimationsScreen() }),
        ("Pickers", { PickersScreen() }),
        ("Graphics", { GraphicsScreen() }),
        ("Layout", { LayoutScreen() }),
        ("Ported", { PortedScreen() }),
    ]
    private var tabs: [Button] = []
    private let column = StackView()

    override init(frame: Rect) {
        super.init(frame: frame)
        styleName = "screen"
        header.styleName = "header"
        column.axis = .vertical
        column.spacing = 0
        tabBar.axis = .horizontal
        tabBar.distribution = .fillEqually
        tabBar.spacing = 6
        tabBar.insets = EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        tabBar.styleName = "tabBar"
        let headerRow = StackView(arrangedSubviews: [header], axis: .horizontal)
        headerRow.insets = EdgeInsets(top: 10, left: 20, bottom: 6, right: 20)
        for (i, topic) in Self.topics.enumerated() {
            let tab = Button(title: topic.0)
            tab.styleName = "tab"
            tab.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.show(i) }
            tabs.append(tab)
            tabBar.addArrangedSubview(tab)
        }
        column.addArrangedSubview(headerRow)
        column.addArrangedSubview(container)
        column.addArrangedSubview(tabBar)
        addSubview(column)
        show(0)
    }

    /// Shows topic `index`.
    func show(_ index: Int) {
        for (i, t) in tabs.enumerated() { t.isSelected = i == index }
        header.text = "Tactile Gallery · \(Self.topics[index].0)"
        container.screen = Self.topics[index].1()
    }

    override func layoutSubviews() {
        column.frame = bounds
        // Nine tabs on a narrow (portrait) screen need a smaller title and tighter padding.
        let narrow = bounds.width < 600
        let size: Float = narrow ? 10 : 14
        let gap: Float = narrow ? 2 : 6
        tabBar.spacing = gap
        tabBar.insets = EdgeInsets(all: gap)
        for t in tabs {
            if t.titleLabel.font.size != size { t.titleLabel.font = Font(size: size) }
            if narrow { t.contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) }
        }
    }
}

/// Shows one screen, filling itself.
@MainActor
final class ScreenContainer: View {
    var screen: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let screen { addSubview(screen); setNeedsLayout() }
        }
    }

    override func layoutSubviews() {
        screen?.frame = bounds
    }
}

/// A screen: a vertical stack with margins, in a view that fills the container. Screens
/// flip their rows to columns when the window is taller than wide.
@MainActor
class GalleryScreen: View {
    let stack = StackView()
    /// Rows that become columns in portrait.
    var adaptiveRows: [StackView] = []

    override init(frame: Rect) {
        super.init(frame: frame)
        stack.axis = .vertical
        stack.insets = EdgeInsets(top: 8, left: 20, bottom: 12, right: 20)
        addSubview(stack)
    }

    override func layoutSubviews() {
        let portrait = bounds.height > bounds.width
        for row in adaptiveRows { row.axis = portrait ? .vertical : .horizontal }
        stack.frame = bounds
    }

    /// A caption label.
    func caption(_ text: String) -> Label {
        let l = Label(text: text)
        l.styleName = "caption"
        l.numberOfLines = 0
        return l
    }

    /// A card: a padded vertical stack on a rounded background.
    func card(_ views: [View], spacing: Float = 8) -> StackView {
        let s = StackView(arrangedSubviews: views, axis: .vertical, spacing: spacing)
        s.styleName = "card"
        s.insets = EdgeInsets(all: 12)
        return s
    }

    /// A row of views sharing the width equally.
    func row(_ views: [View], adaptive: Bool = false) -> StackView {
        let s = StackView(arrangedSubviews: views, axis: .horizontal, spacing: 12)
        s.distribution = .fillEqually
        if adaptive { adaptiveRows.append(s) }
        return s
    }
}
