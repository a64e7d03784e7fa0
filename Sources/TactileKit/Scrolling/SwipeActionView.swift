/// The button of one ``SwipeAction`` behind a swiped ``ListCell``: a square coloured
/// area with a centred title.
@MainActor
final class SwipeActionView: Control {
    let titleLabel = Label()
    /// The action's icon (white), above the title.
    let imageView = ImageView()

    override init(frame: Rect) {
        super.init(frame: frame)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        imageView.tintColor = .white
        imageView.contentMode = .center
        imageView.isUserInteractionEnabled = false
        imageView.isHidden = true
        addSubview(imageView)
    }

    override func layoutSubviews() {
        let b = bounds
        guard !imageView.isHidden else { titleLabel.frame = b; return }
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        let top = hasTitle ? max(0, b.height / 2 - 24) : 0
        imageView.frame = Rect(x: 0, y: top, width: b.width, height: hasTitle ? 26 : b.height)
        titleLabel.frame = Rect(x: 0, y: top + 28, width: b.width, height: hasTitle ? 20 : 0)
    }

    override var sendsPrimaryActionOnTap: Bool { true }

    override func stateDidChange() {
        super.stateDidChange()
        alpha = isHighlighted ? 0.7 : 1
    }
}
