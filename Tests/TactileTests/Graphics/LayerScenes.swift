@testable import Tactile
@testable import TactileCore
@testable import TactileKit

/// Screens of standalone layers for the layer snapshot tests and PNGs.
@MainActor
enum LayerScenes {
    static let size = Size(width: 400, height: 240)

    /// A checkerboard image for `contents`.
    static func checker() -> Image {
        var b = Bitmap(width: 16, height: 16)
        for y in 0..<16 { for x in 0..<16 { b.setPixel(x: x, y: y, to: (x / 4 + y / 4) % 2 == 0 ? Color(r: 40, g: 40, b: 40) : Color(r: 250, g: 200, b: 40)) } }
        return Image(bitmap: b, name: "checker")
    }

    /// Background, border, rounded corners, clipping, contents, a gradient and a ring as
    /// sublayers, z order, an affine rotation and a perspective card flip, between subviews.
    static func layers(flip angle: Float = .pi / 4) -> (root: View, card: Layer) {
        let root = View()
        root.backgroundColor = Color(r: 236, g: 238, b: 242)
        // Plain sublayer added before a subview: the subview draws above it.
        let under = Layer()
        under.frame = Rect(x: 10, y: 10, width: 120, height: 60)
        under.backgroundColor = Color(r: 60, g: 120, b: 220)
        under.cornerRadius = 12
        under.borderWidth = 3
        under.borderColor = Color(r: 20, g: 40, b: 90)
        root.layer.addSublayer(under)
        let sub = View(frame: Rect(x: 80, y: 40, width: 80, height: 50))
        sub.backgroundColor = Color(r: 240, g: 90, b: 70)
        root.addSubview(sub)
        // Added after: above the subview; zPosition lifts a sibling over later ones.
        let over = Layer()
        over.frame = Rect(x: 140, y: 20, width: 60, height: 60)
        over.backgroundColor = Color(r: 60, g: 180, b: 90, a: 200)
        root.layer.addSublayer(over)
        // Clipping with an overflowing child and an image.
        let clip = Layer()
        clip.frame = Rect(x: 220, y: 10, width: 80, height: 80)
        clip.cornerRadius = 20
        clip.masksToBounds = true
        clip.contents = checker()
        let child = Layer()
        child.frame = Rect(x: 40, y: 40, width: 80, height: 80)
        child.backgroundColor = Color(r: 120, g: 60, b: 200)
        clip.addSublayer(child)
        root.layer.addSublayer(clip)
        // A gradient and a ring (shape) as sublayers.
        let g = GradientLayer(colors: [Color(r: 255, g: 140, b: 0), Color(r: 200, g: 0, b: 120)])
        g.frame = Rect(x: 310, y: 10, width: 80, height: 80)
        g.cornerRadius = 10
        g.masksToBounds = true
        root.layer.addSublayer(g)
        let ring = ShapeLayer()
        ring.frame = Rect(x: 10, y: 110, width: 100, height: 100)
        ring.path = BezierPath(arcCenter: Point(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        ring.fillColor = nil
        ring.strokeColor = Color(r: 30, g: 150, b: 250)
        ring.lineWidth = 10
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        root.layer.addSublayer(ring)
        // Affine rotation about the anchor point, with half opacity.
        let turned = Layer()
        turned.frame = Rect(x: 140, y: 120, width: 80, height: 50)
        turned.backgroundColor = Color(r: 250, g: 180, b: 40)
        turned.borderWidth = 2
        turned.transform = Transform3DMakeRotation(.pi / 8, 0, 0, 1)
        turned.opacity = 0.6
        root.layer.addSublayer(turned)
        // A card flipped about y with perspective.
        let card = Layer()
        card.frame = Rect(x: 260, y: 110, width: 110, height: 110)
        card.backgroundColor = Color(r: 40, g: 160, b: 200)
        card.cornerRadius = 8
        card.contents = checker()
        card.contentsGravity = .center
        card.borderWidth = 4
        card.borderColor = .white
        var t = Transform3DIdentity
        t.m34 = -1 / 300
        card.transform = Transform3DRotate(t, angle, 0, 1, 0)
        root.layer.addSublayer(card)
        return (root, card)
    }

    /// A mask (a disc and a conic gradient ring cut by a stroked circle), three cards under one
    /// perspective (`sublayerTransform`), a turned view with a subview and a text layer.
    static func compositing() -> View {
        let root = View()
        root.backgroundColor = Color(r: 236, g: 238, b: 242)
        let square = Layer()
        square.frame = Rect(x: 10, y: 10, width: 80, height: 80)
        square.backgroundColor = .systemBlue
        let dot = ShapeLayer()
        dot.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 80, height: 80))
        dot.fillColor = .black
        square.mask = dot
        root.layer.addSublayer(square)
        let ring = GradientLayer(colors: [.systemRed, .systemYellow], type: .conic)
        ring.frame = Rect(x: 100, y: 10, width: 80, height: 80)
        ring.startPoint = Point(x: 0.5, y: 0.5)
        ring.endPoint = Point(x: 0.5, y: 0)
        let stroke = ShapeLayer()
        stroke.path = BezierPath(ovalIn: Rect(x: 8, y: 8, width: 64, height: 64))
        stroke.fillColor = nil
        stroke.strokeColor = .black
        stroke.lineWidth = 10
        ring.mask = stroke
        root.layer.addSublayer(ring)
        let stage = Layer()
        stage.frame = Rect(x: 0, y: 100, width: 260, height: 140)
        var p = Transform3DIdentity
        p.m34 = -1 / 300
        stage.sublayerTransform = p
        for i in 0..<3 {
            let c = Layer()
            c.frame = Rect(x: Float(15 + i * 85), y: 20, width: 60, height: 90)
            c.backgroundColor = [Color.systemRed, .systemGreen, .systemBlue][i]
            c.cornerRadius = 8
            c.borderWidth = 2
            c.borderColor = .white
            c.transform = Transform3DMakeRotation(.pi / 4, 0, 1, 0)
            stage.addSublayer(c)
        }
        root.layer.addSublayer(stage)
        let turned = View(frame: Rect(x: 280, y: 120, width: 100, height: 70))
        turned.backgroundColor = Color(r: 250, g: 250, b: 252)
        turned.cornerRadius = 10
        turned.transform = AffineTransform(rotationAngle: -.pi / 12).scaledBy(x: 1.1, y: 0.9)
        let label = Label(text: "Turned")
        label.frame = Rect(x: 10, y: 20, width: 80, height: 30)
        turned.addSubview(label)
        root.addSubview(turned)
        let text = TextLayer()
        text.frame = Rect(x: 200, y: 20, width: 190, height: 60)
        text.string = "Text layer, wrapped over two lines"
        text.fontSize = 18
        text.foregroundColor = Color(r: 30, g: 30, b: 40)
        text.isWrapped = true
        root.layer.addSublayer(text)
        return root
    }
}
