import Tactile

/// Previews of ``Label``: wrapping to any number of lines, a line limit with truncation,
/// one truncated line, alignments, and the theme's `title` and `caption` styles.
enum LabelPreviews: PreviewProvider {
    static let text = "Touch-first interfaces need large targets, clear feedback and text that wraps where the words end."

    /// A label on a white card, so its frame shows.
    static func boxed(_ label: Label, _ x: Float, _ y: Float, _ w: Float, _ h: Float) -> [View] {
        let card = View(frame: Rect(x: x - 4, y: y - 4, width: w + 8, height: h + 8))
        card.backgroundColor = .white
        card.cornerRadius = 6
        return [card, PreviewScreen.place(label, x, y, w, h)]
    }

    static var previews: [Preview] {
        [
            Preview("Label, wrapping and truncation", size: Size(width: 420, height: 300)) {
                let wrapped = Label(text: text)
                wrapped.numberOfLines = 0
                wrapped.lineBreakMode = .byWordWrapping
                let two = Label(text: text)
                two.numberOfLines = 2
                let one = Label(text: text)
                one.numberOfLines = 1
                let chars = Label(text: "Supercalifragilisticexpialidocious-without-spaces")
                chars.numberOfLines = 0
                chars.lineBreakMode = .byCharWrapping
                return PreviewScreen.with(
                    boxed(wrapped, 14, 14, 392, 80)
                    + boxed(two, 14, 112, 392, 46)
                    + boxed(one, 14, 176, 392, 24)
                    + boxed(chars, 14, 218, 200, 66))
            },
            Preview("Label, alignment and styles", size: Size(width: 320, height: 190)) {
                let title = Label(text: "Title")
                title.styleName = "title"
                let left = Label(text: "Left")
                let center = Label(text: "Centre")
                center.textAlignment = .center
                let right = Label(text: "Right")
                right.textAlignment = .right
                let caption = Label(text: "A caption in the caption style")
                caption.styleName = "caption"
                return PreviewScreen.with(
                    boxed(title, 14, 14, 292, 36)
                    + boxed(left, 14, 64, 292, 24)
                    + boxed(center, 14, 98, 292, 24)
                    + boxed(right, 14, 132, 292, 24)
                    + [PreviewScreen.place(caption, 14, 164, 292, 20)])
            },
        ]
    }
}
