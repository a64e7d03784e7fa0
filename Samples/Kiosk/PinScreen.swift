import Tactile

/// A numeric keypad for a four-digit PIN.
@MainActor
final class PinScreen: View {
    let title = Widgets.label("Enter PIN", font: Palette.title)
    let purpose = Widgets.label("", color: Palette.secondaryText)
    let message = Widgets.label("", color: Palette.busy)
    let dots = PinDots()
    let cancel = Widgets.accentButton("Cancel", accent: Palette.neutral)
    /// The twelve keys, "1"…"9", "⌫", "0", "OK", in keypad order.
    private(set) var keys: [Button] = []
    private let pad: StackView
    private var entered = "" { didSet { dots.count = entered.count } }
    /// Called with the four digits entered.
    var onSubmit: ((String) -> Void)?

    init(purpose text: String) {
        var rows: [View] = []
        var made: [Button] = []
        for row in [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["⌫", "0", "OK"]] {
            let buttons = row.map { Widgets.button($0, color: $0 == "OK" ? Palette.available : Palette.card, font: Font(size: 30)) }
            made += buttons
            let line = StackView(arrangedSubviews: buttons, axis: .horizontal, spacing: 12)
            line.distribution = .fillEqually
            rows.append(line)
        }
        pad = StackView(arrangedSubviews: rows, axis: .vertical, spacing: 12)
        pad.distribution = .fillEqually
        keys = made
        made[9].accessibilityLabel = "Delete"
        made[11].setTitleColor(Palette.background, for: .normal)   // 7:1 on green (white was 2.6:1)
        super.init(frame: .zero)
        purpose.text = text
        for v in [title, purpose, message, dots, cancel, pad] as [View] { addSubview(v) }
        for key in keys {
            let label = key.currentTitle ?? ""
            Widgets.onTap(key) { [weak self] in self?.press(label) }
        }
    }

    /// The key titled `title`.
    func key(_ title: String) -> Button? { keys.first { $0.currentTitle == title } }

    func press(_ key: String) {
        switch key {
        case "⌫": entered = String(entered.dropLast())
        case "OK":
            guard entered.count == 4 else { message.text = "Enter four digits"; return }
            let pin = entered
            entered = ""
            onSubmit?(pin)
        default:
            guard entered.count < 4 else { return }
            entered += key
            message.text = ""
        }
        // The dots are not read while a key has the focus: say how far the PIN is.
        Accessibility.post(notification: .announcement, argument: dots.accessibilityValue)
    }

    /// Shows a wrong-PIN message.
    func reject() {
        message.text = "Wrong PIN, try again"
        Accessibility.post(notification: .announcement, argument: message.text)
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, m: Float = 20
        let padW: Float = 3 * 104 + 2 * 12, padH: Float = 4 * 72 + 3 * 12
        if w > h {
            let info = w - padW - 3 * m
            title.frame = Rect(x: m + 8, y: m + 20, width: info, height: 44)
            purpose.frame = Rect(x: m + 8, y: title.frame.maxY + 4, width: info, height: 30)
            dots.frame = Rect(x: m + 8, y: purpose.frame.maxY + 30, width: 220, height: 40)
            message.frame = Rect(x: m + 8, y: dots.frame.maxY + 20, width: info, height: 30)
            cancel.frame = Rect(x: m, y: h - m - 64, width: 200, height: 64)
            pad.frame = Rect(x: w - m - padW, y: (h - padH) / 2, width: padW, height: padH)
        } else {
            title.frame = Rect(x: m + 8, y: m + 10, width: w - 2 * m, height: 44)
            purpose.frame = Rect(x: m + 8, y: title.frame.maxY + 4, width: w - 2 * m, height: 30)
            dots.frame = Rect(x: (w - 220) / 2, y: purpose.frame.maxY + 24, width: 220, height: 40)
            message.frame = Rect(x: m, y: dots.frame.maxY + 12, width: w - 2 * m, height: 30)
            message.textAlignment = .center
            cancel.frame = Rect(x: m, y: h - m - 64, width: w - 2 * m, height: 64)
            pad.frame = Rect(x: (w - padW) / 2, y: message.frame.maxY + 16, width: padW, height: padH)
        }
    }
}

/// Four circles, filled for each digit entered.
@MainActor
final class PinDots: View {
    var count = 0 { didSet { if count != oldValue { setNeedsDisplay() } } }

    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityLabel: String? { get { "PIN" } set {} }
    override var accessibilityValue: String? { get { "\(count) of 4 digits" } set {} }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        for i in 0..<4 {
            let c = Point(x: 20 + Float(i) * 56, y: bounds.height / 2)
            if i < count {
                renderer.fillCircle(center: c, radius: 14, color: Palette.text)
            } else {
                renderer.strokeCircle(center: c, radius: 13, width: 2, color: Palette.secondaryText)
            }
        }
    }
}
