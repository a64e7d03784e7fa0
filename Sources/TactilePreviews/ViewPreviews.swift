import Tactile

/// Previews of the base ``View``'s drawing: rounded, bordered, clipped, mixed radii,
/// translucent and hidden views.
enum ViewPreviews: PreviewProvider {
    static let background = Color(r: 30, g: 32, b: 40)

    static var previews: [Preview] {
        [
            card("View, rounded corners", color: Color(r: 52, g: 120, b: 246)) { $0.cornerRadius = 16 },
            card("View, bordered", color: .white) { card in
                card.cornerRadius = 12
                card.borderWidth = 4
                card.borderColor = Color(r: 230, g: 80, b: 60)
            },
            card("View, clipped child", color: Color(r: 40, g: 160, b: 90)) { card in
                card.cornerRadius = 20
                card.clipsToBounds = true
                let band = View(frame: Rect(x: -10, y: -10, width: 90, height: 100))
                band.backgroundColor = Color(r: 200, g: 80, b: 60)
                card.addSubview(band)
            },
            card("View, mixed corner radii", height: 100, color: Color(r: 240, g: 240, b: 245)) { card in
                card.cornerRadii = CornerRadii(topLeft: 40, topRight: 8, bottomRight: 30, bottomLeft: 0)
                card.borderWidth = 3
                card.borderColor = Color(r: 52, g: 120, b: 246)
            },
            Preview("View, translucent overlap", size: Size(width: 240, height: 120)) {
                let root = View()
                root.backgroundColor = .white
                let a = View(frame: Rect(x: 20, y: 20, width: 120, height: 80))
                a.backgroundColor = Color(r: 230, g: 80, b: 60)
                a.cornerRadius = 10
                let b = View(frame: Rect(x: 100, y: 20, width: 120, height: 80))
                b.backgroundColor = Color(r: 52, g: 120, b: 246)
                b.cornerRadius = 10
                b.alpha = 0.5
                root.addSubview(a)
                root.addSubview(b)
                return root
            },
        ]
    }

    /// A preview of one `height`-point card of `color` on the dark background, 20 points in,
    /// styled by `style`.
    static func card(_ name: String, height: Float = 80, color: Color, style: @escaping @MainActor @Sendable (View) -> Void) -> Preview {
        Preview(name, size: Size(width: 240, height: height + 40)) {
            let root = View()
            root.backgroundColor = background
            let card = View(frame: Rect(x: 20, y: 20, width: 200, height: height))
            card.backgroundColor = color
            style(card)
            root.addSubview(card)
            return root
        }
    }
}
