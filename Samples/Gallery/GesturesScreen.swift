import Tactile

/// Gestures: tap, double tap, long press, a card to pan, a card to pinch and rotate, and
/// swipes, each with a live label saying what the recognizer saw.
@MainActor
final class GesturesScreen: View {
    let status = Label(text: "Try a gesture on a card.")
    let tapPad = GesturePad(title: "Tap", value: "0 taps")
    let doubleTapPad = GesturePad(title: "Double tap", value: "0 double taps")
    let longPressPad = GesturePad(title: "Long press (0.5 s)", value: "0 long presses")
    let panArea = GesturePad(title: "Pan the card", value: "")
    let panCard = View()
    let pinchPad = GesturePad(title: "Pinch / rotate (two fingers)", value: "scale 1.00 · 0°")
    let pinchCard = View()
    let swipePad = GesturePad(title: "Swipe", value: "no swipe yet")
    /// Where the pan card's centre is, as a fraction of the pan area (kept across layouts).
    private var panPosition = Point(x: 0.5, y: 0.6)
    private var pinchScale: Float = 1
    private var pinchBase: Float = 1
    private var angle: Float = 0
    private var counts = (tap: 0, double: 0, long: 0, pans: 0, swipes: 0)

    override init(frame: Rect) {
        super.init(frame: frame)
        styleName = "screen"
        status.styleName = "caption"
        for v in [status, tapPad, doubleTapPad, longPressPad, panArea, pinchPad, swipePad] as [View] { addSubview(v) }
        panCard.backgroundColor = Color(r: 52, g: 120, b: 246)
        panCard.cornerRadius = 12
        panArea.addSubview(panCard)
        pinchCard.backgroundColor = Color(r: 243, g: 156, b: 18)
        pinchCard.cornerRadius = 10
        pinchCard.isUserInteractionEnabled = false
        pinchPad.addSubview(pinchCard)
        pinchPad.clipsToBounds = true
        addRecognizers()
    }

    private func addRecognizers() {
        tapPad.addTapGestureRecognizer { [weak self] in
            guard let self else { return }
            counts.tap += 1
            tapPad.value.text = "\(counts.tap) tap\(counts.tap == 1 ? "" : "s")"
            status.text = "Tap recognised."
        }
        doubleTapPad.addTapGestureRecognizer(numberOfTaps: 2) { [weak self] in
            guard let self else { return }
            counts.double += 1
            doubleTapPad.value.text = "\(counts.double) double tap\(counts.double == 1 ? "" : "s")"
            status.text = "Double tap recognised."
        }
        longPressPad.addLongPressGestureRecognizer { [weak self] (r: LongPressGestureRecognizer) in
            guard let self else { return }
            switch r.state {
            case .began:
                counts.long += 1
                longPressPad.value.text = "held… (\(counts.long) long press\(counts.long == 1 ? "" : "es"))"
                longPressPad.backgroundColor = Color(r: 255, g: 236, b: 179)
                status.text = "Long press began."
            case .ended, .cancelled:
                longPressPad.value.text = "\(counts.long) long press\(counts.long == 1 ? "" : "es")"
                longPressPad.backgroundColor = .white
                status.text = "Long press ended."
            default: break
            }
        }
        panCard.addPanGestureRecognizer { [weak self] r in self?.pan(r) }
        let pinch = pinchPad.addPinchGestureRecognizer { [weak self] r in self?.pinch(r) }
        let rotation = pinchPad.addRotationGestureRecognizer { [weak self] r in self?.rotate(r) }
        pinch.shouldRecognizeSimultaneously = { a, b in (a === pinch && b === rotation) || (a === rotation && b === pinch) }
        rotation.shouldRecognizeSimultaneously = pinch.shouldRecognizeSimultaneously
        swipePad.addSwipeGestureRecognizer(direction: [.left, .right, .up, .down]) { [weak self] (r: SwipeGestureRecognizer) in
            guard let self else { return }
            counts.swipes += 1
            let d = r.recognizedDirection ?? []
            let name = d.contains(.left) ? "left" : d.contains(.right) ? "right" : d.contains(.up) ? "up" : "down"
            swipePad.value.text = "swiped \(name) (\(counts.swipes))"
            status.text = "Swipe \(name) recognised."
        }
    }

    private func pan(_ r: PanGestureRecognizer) {
        let area = panArea.bounds
        guard area.width > 0, area.height > 0 else { return }
        let t = r.translation(in: panArea)
        r.setTranslation(.zero, in: panArea)
        var c = panCard.center
        c.x = min(max(c.x + t.x, panCard.bounds.width / 2), area.width - panCard.bounds.width / 2)
        c.y = min(max(c.y + t.y, 30 + panCard.bounds.height / 2), area.height - panCard.bounds.height / 2)
        panCard.center = c
        panPosition = Point(x: c.x / area.width, y: c.y / area.height)
        switch r.state {
        case .began: panArea.value.text = "dragging"; status.text = "Pan began."
        case .changed: panArea.value.text = "at \(Int(c.x)), \(Int(c.y))"
        case .ended, .cancelled:
            counts.pans += 1
            panArea.value.text = "dropped at \(Int(c.x)), \(Int(c.y))"
            status.text = "Pan ended (\(counts.pans))."
        default: break
        }
    }

    private func pinch(_ r: PinchGestureRecognizer) {
        if r.state == .began { pinchBase = pinchScale }
        pinchScale = min(2.5, max(0.4, pinchBase * r.scale))
        showPinch(r.state == .ended ? "Pinch ended." : "Pinching.")
        setNeedsLayout()
    }

    private func rotate(_ r: RotationGestureRecognizer) {
        if r.state == .began || r.state == .changed || r.state == .ended {
            angle = r.rotation * 180 / Float.pi
            showPinch(r.state == .ended ? "Rotation ended." : "Rotating.")
        }
    }

    private func showPinch(_ message: String) {
        let scale = (pinchScale * 100).rounded() / 100
        pinchPad.value.text = "scale \(scale) · \(Int(angle.rounded()))°"
        status.text = message
    }

    override func layoutSubviews() {
        let b = bounds
        let m: Float = 20, gap: Float = 12
        status.frame = Rect(x: m, y: 4, width: max(0, b.width - 2 * m), height: 20)
        let portrait = b.height > b.width
        let top: Float = 28
        let w = max(0, b.width - 2 * m)
        let padW = (w - 2 * gap) / 3
        let padH: Float = portrait ? 90 : 76
        for (i, pad) in [tapPad, doubleTapPad, longPressPad].enumerated() {
            pad.frame = Rect(x: m + Float(i) * (padW + gap), y: top, width: padW, height: padH)
        }
        let y2 = top + padH + gap
        let h2 = max(0, b.height - y2 - 10)
        if portrait {
            let h = (h2 - gap) / 2
            panArea.frame = Rect(x: m, y: y2, width: w, height: h)
            pinchPad.frame = Rect(x: m, y: y2 + h + gap, width: (w - gap) / 2, height: h)
            swipePad.frame = Rect(x: m + (w + gap) / 2, y: y2 + h + gap, width: (w - gap) / 2, height: h)
        } else {
            let third = (w - 2 * gap) / 3
            panArea.frame = Rect(x: m, y: y2, width: third, height: h2)
            pinchPad.frame = Rect(x: m + third + gap, y: y2, width: third, height: h2)
            swipePad.frame = Rect(x: m + 2 * (third + gap), y: y2, width: third, height: h2)
        }
        let a = panArea.bounds
        panCard.bounds = Rect(x: 0, y: 0, width: 100, height: 64)
        panCard.center = Point(x: a.width * panPosition.x, y: a.height * panPosition.y)
        let p = pinchPad.bounds
        let side = 70 * pinchScale
        pinchCard.frame = Rect(x: (p.width - side) / 2, y: 40 + max(0, (p.height - 40 - side) / 2), width: side, height: side)
    }
}
