import Tactile

/// Previews of ``Button`` and ``StyledButton`` in every state (normal, pressed by a held
/// finger, disabled, selected), the `primary`/`danger`/`tab` theme styles, and the
/// "accent button" pattern of a `Button` subclass with a leading strip.
enum ButtonPreviews: PreviewProvider {
    static let stateNames = ["Normal", "Pressed", "Disabled", "Selected"]

    /// Four buttons made by `make`, one per state, with captions; the second one is held.
    static func states(_ make: @escaping @MainActor @Sendable (String) -> Button, name: String, height: Float) -> Preview {
        Preview(name, size: Size(width: 600, height: height + 50), holding: [Point(x: 75 + 146, y: 12 + height / 2)]) {
            var views: [View] = []
            for (i, state) in stateNames.enumerated() {
                let x = Float(10 + i * 146)
                let b = PreviewScreen.place(make(state), x, 12, 138, height)
                // Pressed without a finger too, so the gallery's live preview (which holds no
                // finger) shows it; the held finger of the PNG render gives the same look.
                if state == "Pressed" { b.isHighlighted = true }
                if state == "Disabled" { b.isEnabled = false }
                if state == "Selected" { b.isSelected = true }
                views.append(b)
                views.append(PreviewScreen.caption(state.lowercased(), x, 20 + height, 138))
            }
            return PreviewScreen.with(views)
        }
    }

    static var previews: [Preview] {
        [
            states({ Button(title: $0) }, name: "Button, states", height: 44),
            states({ StyledButton(title: $0) }, name: "StyledButton, states", height: 52),
            states({ t in
                let b = StyledButton(title: t)
                b.styleName = "danger"
                return b
            }, name: "StyledButton, danger style", height: 52),
            states({ t in
                let b = Button(title: t)
                b.styleName = "tab"
                return b
            }, name: "Button, tab style", height: 36),
            Preview("Button, title and image", size: Size(width: 360, height: 80)) {
                let b = Button(title: "Download")
                b.setImage(Image(bitmap: arrowBitmap(), name: "arrow"), for: .normal)
                b.imageEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
                return PreviewScreen.with([PreviewScreen.place(b, 20, 16, 200, 48)])
            },
            Preview("AccentButton pattern", size: Size(width: 420, height: 90), holding: [Point(x: 310, y: 45)]) {
                let a = PreviewScreen.place(AccentButton(title: "Rooms"), 10, 15, 190, 60)
                let b = PreviewScreen.place(AccentButton(title: "Pressed"), 220, 15, 190, 60)
                b.isHighlighted = true  // as above: pressed in the live gallery too
                for btn in [a, b] {
                    btn.crnrRadius = 12
                    btn.setBackgroundColor(Color(r: 44, g: 62, b: 80), for: .normal)
                    btn.lhsBackgroundColor = Color(r: 243, g: 156, b: 18)
                }
                return PreviewScreen.with([a, b])
            },
        ]
    }

    /// A white right-pointing arrow, 20×20, for the image preview.
    static func arrowBitmap() -> Bitmap {
        let size = 20
        var bytes = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            let half = min(y, size - 1 - y)
            for x in 0..<size where x >= 4 && x - 4 <= half * 2 {
                let i = (y * size + x) * 4
                bytes[i] = 255; bytes[i + 1] = 255; bytes[i + 2] = 255; bytes[i + 3] = 255
            }
        }
        return Bitmap(width: size, height: size, bytes: bytes) ?? Bitmap(width: size, height: size)
    }
}
