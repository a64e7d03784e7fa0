import Tactile

/// A rounded card with a title and a live value line, for the gestures screen.
@MainActor
final class GesturePad: View {
    let title = Label()
    let value = Label()

    init(title text: String, value initial: String) {
        super.init(frame: .zero)
        // The theme's `card` look, set here: plain views are styled only on theme switches.
        backgroundColor = .white
        cornerRadius = 14
        title.text = text
        title.styleName = "caption"
        value.text = initial
        value.numberOfLines = 2
        addSubview(title)
        addSubview(value)
    }

    override init(frame: Rect) {
        super.init(frame: frame)
    }

    override func layoutSubviews() {
        title.frame = Rect(x: 12, y: 8, width: max(0, bounds.width - 24), height: 18)
        value.frame = Rect(x: 12, y: 28, width: max(0, bounds.width - 24), height: max(0, min(48, bounds.height - 34)))
    }
}
