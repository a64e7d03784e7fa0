import Tactile

/// View animations: curves racing, a spring, a fade, a turn and a pulse, all through
/// `View.animate` on the engine's clock (the loop draws only while something moves).
@MainActor
final class AnimationsScreen: GalleryScreen {
    private let stage = AnimationStage()

    override init(frame: Rect) {
        super.init(frame: frame)
        stage.backgroundColor = Color(r: 255, g: 255, b: 255, a: 200)
        stage.cornerRadius = 12
        func button(_ title: String, _ action: @escaping @MainActor () -> Void) -> Button {
            let b = Button(title: title)
            b.styleName = "tab"
            b.addAction(for: .primaryActionTriggered) { _ in action() }
            return b
        }
        let controls = row([
            button("Race") { [stage] in stage.race() },
            button("Spring") { [stage] in stage.spring() },
            button("Fade") { [stage] in stage.fade() },
            button("Turn") { [stage] in stage.turn() },
            button("Pulse") { [stage] in stage.pulse() },
        ])
        stack.spacing = 10
        stack.addArrangedSubview(caption("Four curves race (linear, ease-in, ease-out, ease-in-out); the card springs, fades, turns and pulses."))
        stack.addArrangedSubview(stage)
        stack.addArrangedSubview(controls)
        stack.addArrangedSubview(Spacer())
    }
}

/// The animated views; laid out only when its size changes, so layout never fights a running
/// animation.
@MainActor
final class AnimationStage: View {
    private var runners: [View] = []
    private let names = ["linear", "ease-in", "ease-out", "ease-in-out"]
    private let card = View()
    private let cardLabel = Label(text: "Card")
    private var atEnd = false
    private var laidOutSize = Size.zero
    private var pulsing = false

    override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
        let colors = [Color(r: 181, g: 69, b: 43), Color(r: 166, g: 90, b: 30), Color(r: 31, g: 113, b: 104), Color(r: 38, g: 70, b: 83)]
        for (i, c) in colors.enumerated() {
            let r = View()
            r.backgroundColor = c
            r.cornerRadius = 10
            let l = Label(text: names[i])
            l.textColor = .white
            l.font = Font(size: 11)
            l.frame = Rect(x: 24, y: 2, width: 90, height: 16)
            r.addSubview(l)
            runners.append(r)
            addSubview(r)
        }
        card.backgroundColor = GalleryPalette.blue
        card.cornerRadius = 14
        cardLabel.textColor = .white
        cardLabel.textAlignment = .center
        card.addSubview(cardLabel)
        addSubview(card)
    }

    override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 210) }

    override func layoutSubviews() {
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        View.performWithoutAnimation {
            for (i, r) in runners.enumerated() {
                r.frame = Rect(x: runnerX(atEnd), y: 14 + Float(i) * 28, width: 110, height: 20)
            }
            card.bounds = Rect(x: 0, y: 0, width: 120, height: 70)
            card.center = Point(x: bounds.width / 2, y: 165)
            cardLabel.frame = card.bounds
        }
    }

    private func runnerX(_ end: Bool) -> Float { end ? max(10, bounds.width - 120) : 10 }

    func race() {
        atEnd.toggle()
        let curves: [AnimationOptions] = [.curveLinear, .curveEaseIn, .curveEaseOut, .curveEaseInOut]
        for (r, curve) in zip(runners, curves) {
            View.animate(withDuration: 1.2, delay: 0, options: [curve, .beginFromCurrentState], animations: {
                r.frame.origin.x = runnerX(atEnd)
            })
        }
    }

    func spring() {
        let left = card.center.x < bounds.width / 2
        View.animate(withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0,
                     options: .beginFromCurrentState, animations: {
            card.center.x = left ? bounds.width * 0.7 : bounds.width * 0.3
        })
    }

    func fade() {
        View.animate(withDuration: 0.4, animations: { card.alpha = card.alpha > 0.5 ? 0.15 : 1 })
    }

    func turn() {
        let turned = !card.transform.isIdentity
        View.animate(withDuration: 0.6, delay: 0, options: .curveEaseInOut, animations: {
            card.transform = turned ? .identity : AffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.8, y: 0.8)
            card.backgroundColor = turned ? GalleryPalette.blue : GalleryPalette.purple
            card.cornerRadius = turned ? 14 : 35
        })
    }

    func pulse() {
        pulsing.toggle()
        if pulsing {
            View.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .allowUserInteraction], animations: {
                card.borderWidth = 6
                card.borderColor = Color(r: 255, g: 214, b: 10)
            })
        } else {
            View.animate(withDuration: 0.2, animations: { card.borderWidth = 0 })
        }
    }
}
