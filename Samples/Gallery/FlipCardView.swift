import Tactile

/// A card that turns over when tapped: two faces (standalone layers that are not double
/// sided, so each hides while it faces away) turned about y under the view layer's
/// perspective (`sublayerTransform`), as an iOS card flip built with Core Animation.
@MainActor
final class FlipCardView: View {
    let front = GradientLayer(colors: [Color(r: 90, g: 200, b: 250), Color(r: 0, g: 98, b: 204)])
    let back = Layer()
    let frontText = TextLayer()
    let backText = TextLayer()
    /// Half turns made so far (even: the front shows).
    private(set) var turns = 0

    override init(frame: Rect) {
        super.init(frame: frame)
        var perspective = Transform3DIdentity
        perspective.m34 = -1 / 500
        layer.sublayerTransform = perspective
        back.backgroundColor = Color(r: 255, g: 149, b: 0)
        for (face, text, title) in [(front as Layer, frontText, "Tap to flip"), (back, backText, "The back")] {
            face.cornerRadius = 14
            face.masksToBounds = true
            face.isDoubleSided = false
            text.string = title
            text.fontSize = 20
            text.alignmentMode = .center
            face.addSublayer(text)
            layer.addSublayer(face)
        }
        back.transform = Transform3DMakeRotation(.pi, 0, 1, 0)
        accessibilityLabel = "Flip card"
        _ = addTapGestureRecognizer { [weak self] in self?.flip() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        Transaction.begin()
        Transaction.setDisableActions(true)
        for face in [front, back] as [Layer] { face.frame = bounds }
        for t in [frontText, backText] { t.frame = Rect(x: 0, y: bounds.height / 2 - 14, width: bounds.width, height: 30) }
        Transaction.commit()
    }

    /// Turns the card over (half a turn about y, 0.6 s): each face's model takes its end
    /// rotation at once and an animation of `transform.rotation.y` carries it there.
    func flip() {
        turns += 1
        Transaction.begin()
        Transaction.setDisableActions(true)
        for (i, face) in ([front, back] as [Layer]).enumerated() {
            face.transform = Transform3DMakeRotation(Float(turns + i) * .pi, 0, 1, 0)
            let turn = BasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = -Float.pi
            turn.toValue = 0
            turn.duration = 0.6
            turn.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
            face.add(turn, forKey: "flip")
        }
        Transaction.commit()
    }
}
