/// The button of one ``SwipeAction`` behind a swiped ``ListCell``: a square coloured
/// area with a centred title.
@MainActor
final class SwipeActionView: Control {
    let titleLabel = Label()

    override init(frame: Rect) {
        super.init(frame: frame)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        titleLabel.frame = bounds
    }

    override var sendsPrimaryActionOnTap: Bool { true }

    override func stateDidChange() {
        super.stateDidChange()
        alpha = isHighlighted ? 0.7 : 1
    }
}
