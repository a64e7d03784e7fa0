import Foundation
import Tactile

/// Labels: wrapping, truncation, alignment, attributed text with runs of sizes, colours
/// and lines (long-press it for a context menu).
@MainActor
final class LabelsScreen: GalleryScreen, ContextMenuInteractionDelegate {
    override init(frame: Rect) {
        super.init(frame: frame)
        let title = Label(text: "Large title, 28 pt")
        title.styleName = "title"
        let wrapped = Label(text: "Word wrapping: a label with numberOfLines = 0 breaks its text at spaces to fit "
            + "the width it is given, and grows as tall as the text needs. Rotate the screen and it re-wraps.")
        wrapped.numberOfLines = 0
        let truncated = Label(text: "Tail truncation: one line that is far too long to fit is cut at the end with an ellipsis, "
            + "never in the middle of a glyph")
        let twoLines = Label(text: "Two lines at most: this text is long enough to need three or four lines, so the second "
            + "line ends with an ellipsis where the rest of the text is cut off for good, however wide the screen is, "
            + "because this sentence just keeps going")
        twoLines.numberOfLines = 2
        let left = swatch("Left", .left), center = swatch("Centre", .center), right = swatch("Right", .right)
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(card([wrapped]))
        stack.addArrangedSubview(card([truncated, twoLines]))
        stack.addArrangedSubview(row([left, center, right]))
        let rich = Label()
        rich.numberOfLines = 0
        rich.attributedText = Self.attributedSample()
        rich.isUserInteractionEnabled = true  // for its long press
        rich.addInteraction(ContextMenuInteraction(delegate: self))
        stack.addArrangedSubview(rich)
        stack.addArrangedSubview(Spacer())
    }

    /// Runs of fonts, colours, a background, underline, strikethrough and kerning.
    static func attributedSample() -> NSAttributedString {
        let s = NSMutableAttributedString(string: "Attributed: ", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
        s.append(NSAttributedString(string: "big", attributes: [.font: Font(size: 22), .foregroundColor: Color.systemPurple]))
        s.append(NSAttributedString(string: " and small, ", attributes: [.font: Font(size: 12)]))
        s.append(NSAttributedString(string: "underlined", attributes: [.underlineStyle: UnderlineStyle.single.rawValue,
                                                                      .foregroundColor: Color.link]))
        s.append(NSAttributedString(string: ", ", attributes: [:]))
        s.append(NSAttributedString(string: "struck", attributes: [.strikethroughStyle: UnderlineStyle.single.rawValue,
                                                                  .foregroundColor: Color.systemRed]))
        s.append(NSAttributedString(string: ", ", attributes: [:]))
        s.append(NSAttributedString(string: " marked ", attributes: [.backgroundColor: Color.systemYellow, .foregroundColor: Color.black]))
        s.append(NSAttributedString(string: " and KERNED", attributes: [.kern: Float(3)]))
        s.append(NSAttributedString(string: " (long-press me)", attributes: [.foregroundColor: Color.secondaryLabel, .font: Font(size: 13)]))
        return s
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            Menu(title: "Text", children: [
                Action(title: "Copy") { _ in },
                Action(title: "Bold", state: .on) { _ in },
                Menu(options: .displayInline, children: [Action(title: "Delete", attributes: .destructive) { _ in }]),
            ])
        }
    }

    private func swatch(_ text: String, _ alignment: TextAlignment) -> View {
        let l = Label(text: text)
        l.textAlignment = alignment
        let box = StackView(arrangedSubviews: [l], axis: .vertical)
        box.styleName = "swatch"
        box.insets = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        return box
    }
}
