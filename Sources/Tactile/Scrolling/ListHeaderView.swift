/// A section header of a ``ListView``: a title on a light bar. It sticks to the top of
/// the list while its section's rows scroll under it.
@MainActor
public final class ListHeaderView: View {
    /// The title.
    public let titleLabel = Label()
    /// The section it shows.
    public internal(set) var section = 0

    /// Creates a header.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = Font(size: 13)
        titleLabel.textColor = Color(light: Color(r: 100, g: 100, b: 108), dark: Color(r: 152, g: 152, b: 159))
        addSubview(titleLabel)
    }

    public override func layoutSubviews() {
        let b = bounds
        titleLabel.frame = Rect(x: 16, y: 0, width: max(0, b.width - 32), height: b.height)
    }
}
