import Tactile

/// Previews of ``StackView``: a vertical form, a horizontal toolbar distributed equally,
/// and the four alignments.
enum StackViewPreviews: PreviewProvider {
    /// A coloured block with an intrinsic size.
    static func block(_ w: Float, _ h: Float, _ color: Color) -> View {
        SizedBlock(size: Size(width: w, height: h), color: color)
    }

    static var previews: [Preview] {
        [
            Preview("StackView, vertical form and horizontal toolbar", size: Size(width: 420, height: 260)) {
                let form = StackView(arrangedSubviews: [Label(text: "Room name"), Slider(frame: .zero), Switch(frame: .zero),
                                                        Button(title: "Save")], axis: .vertical, spacing: 10)
                form.alignment = .leading
                form.backgroundColor = .white
                form.cornerRadius = 10
                form.insets = EdgeInsets(all: 12)
                form.frame = Rect(x: 10, y: 10, width: 190, height: 200)
                let bar = StackView(arrangedSubviews: [Button(title: "A"), Button(title: "B"), Button(title: "C")],
                                    axis: .horizontal, spacing: 8)
                bar.distribution = .fillEqually
                bar.frame = Rect(x: 210, y: 10, width: 200, height: 44)
                let colors = [Color(r: 230, g: 80, b: 60), Color(r: 40, g: 160, b: 90), Color(r: 52, g: 120, b: 246)]
                var views: [View] = [form, bar]
                for (i, alignment) in [StackView.Alignment.leading, .center, .trailing].enumerated() {
                    let s = StackView(arrangedSubviews: colors.enumerated().map { block(Float(20 + $0.offset * 20), 16, $0.element) },
                                      axis: .vertical, spacing: 4)
                    s.alignment = alignment
                    s.backgroundColor = .white
                    s.frame = Rect(x: 210 + Float(i) * 68, y: 70, width: 64, height: 64)
                    views.append(s)
                }
                let fill = StackView(arrangedSubviews: colors.map { block(30, 16, $0) }, axis: .horizontal, spacing: 4)
                fill.distribution = .equalSpacing
                fill.backgroundColor = .white
                fill.frame = Rect(x: 210, y: 150, width: 200, height: 30)
                views.append(fill)
                return PreviewScreen.with(views)
            },
        ]
    }
}

/// A coloured view with an intrinsic size, for stack previews.
final class SizedBlock: View {
    private let size: Size
    init(size: Size, color: Color) {
        self.size = size
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = color
        cornerRadius = 3
    }
    override var intrinsicContentSize: Size { size }
    override func sizeThatFits(_ size: Size) -> Size { self.size }
}
