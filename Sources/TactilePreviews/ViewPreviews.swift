import Tactile

/// Previews of the base ``View``'s drawing: rounded, bordered, clipped, mixed radii,
/// translucent and hidden views.
enum ViewPreviews: PreviewProvider {
    static let background = Color(r: 30, g: 32, b: 40)

    static var previews: [Preview] {
        [
            Preview("View, rounded corners", size: Size(width: 240, height: 120)) {
                let root = View()
                root.backgroundColor = background
                let card = View(frame: Rect(x: 20, y: 20, width: 200, height: 80))
                card.backgroundColor = Color(r: 52, g: 120, b: 246)
                card.cornerRadius = 16
                root.addSubview(card)
                return root
            },
            Preview("View, bordered", size: Size(width: 240, height: 120)) {
                let root = View()
                root.backgroundColor = background
                let card = View(frame: Rect(x: 20, y: 20, width: 200, height: 80))
                card.backgroundColor = .white
                card.cornerRadius = 12
                card.borderWidth = 4
                card.borderColor = Color(r: 230, g: 80, b: 60)
                root.addSubview(card)
                return root
            },
            Preview("View, clipped child", size: Size(width: 240, height: 120)) {
                let root = View()
                root.backgroundColor = background
                let card = View(frame: Rect(x: 20, y: 20, width: 200, height: 80))
                card.backgroundColor = Color(r: 40, g: 160, b: 90)
                card.cornerRadius = 20
                card.clipsToBounds = true
                let band = View(frame: Rect(x: -10, y: -10, width: 90, height: 100))
                band.backgroundColor = Color(r: 200, g: 80, b: 60)
                card.addSubview(band)
                root.addSubview(card)
                return root
            },
            Preview("View, mixed corner radii", size: Size(width: 240, height: 140)) {
                let root = View()
                root.backgroundColor = background
                let card = View(frame: Rect(x: 20, y: 20, width: 200, height: 100))
                card.backgroundColor = Color(r: 240, g: 240, b: 245)
                card.cornerRadii = CornerRadii(topLeft: 40, topRight: 8, bottomRight: 30, bottomLeft: 0)
                card.borderWidth = 3
                card.borderColor = Color(r: 52, g: 120, b: 246)
                root.addSubview(card)
                return root
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
}
