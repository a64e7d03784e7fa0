import Tactile
import TactilePreviews

/// The three ways to make a button, side by side, each with a tap count.
@MainActor
final class ButtonsScreen: GalleryScreen {
    override init(frame: Rect) {
        super.init(frame: frame)
        let custom = CustomButton(title: "Touches")
        let pressable = LongPressButtonView(title: "Press")
        let accent = AccentButton()  // way 3: the brief's iOS subclass, ported (TactilePreviews/AccentButton.swift)
        accent.crnrRadius = 14
        accent.lhsBackgroundColor = Color("#F39C12")
        accent.setTitle("Accent", for: .normal)
        accent.setBackgroundColor(Color("#2C3E50"), for: .normal)
        accent.minimumHeight = 52

        let customCount = caption("Tapped 0 times")
        let pressCount = caption("Tapped 0 times")
        let accentCount = caption("Tapped 0 times")
        custom.onTap = { n in customCount.text = "Tapped \(n) time\(n == 1 ? "" : "s")" }
        pressable.onTap = { n in pressCount.text = "Tapped \(n) time\(n == 1 ? "" : "s")" }
        var accentTaps = 0
        accent.addAction(for: .primaryActionTriggered) { _ in
            accentTaps += 1
            accentCount.text = "Tapped \(accentTaps) time\(accentTaps == 1 ? "" : "s")"
        }
        let cards = row([
            card([label("1 · View subclass"), caption("overrides touchesBegan/Ended"), custom, customCount]),
            card([label("2 · Long press, 0 s"), caption("zero-duration long press"), pressable, pressCount]),
            card([label("3 · Button subclass"), caption("corner radius + left accent"), accent, accentCount]),
        ], adaptive: true)
        stack.addArrangedSubview(caption("Press and hold to see each pressed look; drag off to cancel."))
        stack.addArrangedSubview(cards)
        stack.addArrangedSubview(Spacer())
    }

    private func label(_ text: String) -> Label {
        let l = Label(text: text)
        l.font = Font(size: 17)
        return l
    }
}

/// Way 1: a plain view that handles its own touches, as an iOS `UIView` subclass would.
@MainActor
final class CustomButton: View {
    let titleLabel: Label
    var taps = 0
    var onTap: ((Int) -> Void)?
    private let normal = Color("#8E44AD")!

    init(title: String) {
        titleLabel = Label(text: title, font: Font(size: 18), color: .white)
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        backgroundColor = normal
        cornerRadius = 12
        addSubview(titleLabel)
    }

    override var intrinsicContentSize: Size { Size(width: 160, height: 52) }

    override func layoutSubviews() { titleLabel.frame = bounds }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = normal.darkened(by: 0.3)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let t = touches.first else { return }
        backgroundColor = bounds.contains(t.location(in: self)) ? normal.darkened(by: 0.3) : normal
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = normal
        if let t = touches.first, bounds.contains(t.location(in: self)) {
            taps += 1
            onTap?(taps)
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = normal
    }
}

/// Way 2: a plain view with a `LongPressGestureRecognizer` whose minimum duration is 0:
/// it begins the moment a finger lands (pressed look), and ends on lift (a tap).
@MainActor
final class LongPressButtonView: View {
    let titleLabel: Label
    var taps = 0
    var onTap: ((Int) -> Void)?
    private let normal = Color("#117864")!

    init(title: String) {
        titleLabel = Label(text: title, font: Font(size: 18), color: .white)
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        backgroundColor = normal
        cornerRadius = 26
        addSubview(titleLabel)
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = 0
        press.allowableMovement = 40
        _ = press.addAction { [weak self] r in self?.pressChanged(r) }
        addGestureRecognizer(press)
    }

    override var intrinsicContentSize: Size { Size(width: 160, height: 52) }

    override func layoutSubviews() { titleLabel.frame = bounds }

    private func pressChanged(_ r: GestureRecognizer) {
        switch r.state {
        case .began, .changed:
            backgroundColor = normal.darkened(by: 0.3)
        case .ended:
            backgroundColor = normal
            taps += 1
            onTap?(taps)
        default:
            backgroundColor = normal
        }
    }
}
