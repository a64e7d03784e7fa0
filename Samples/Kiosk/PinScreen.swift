import Tactile

/// A numeric keypad for a four-digit PIN.
@MainActor
final class PinScreen: View {
    let title = TextView("Enter PIN", font: Palette.title)
    let purpose = TextView("", font: Palette.body, color: Palette.secondaryText)
    let message = TextView("", font: Palette.body, color: Palette.busy)
    let dots = PinDots()
    let cancel = KioskButton("Cancel", accent: Palette.neutral, filled: false)
    private(set) var keys: [KioskButton] = []
    private var entered = "" { didSet { dots.count = entered.count } }
    /// Called with the four digits entered.
    var onSubmit: ((String) -> Void)?

    init(purpose text: String) {
        super.init(frame: .zero)
        purpose.text = text
        for v in [title, purpose, message, dots, cancel] as [View] { addSubview(v) }
        for label in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "OK"] {
            let key = KioskButton(label, accent: label == "OK" ? Palette.available : Palette.card, filled: true)
            key.font = Font(size: 30)
            key.action = { [weak self] in self?.press(label) }
            keys.append(key)
            addSubview(key)
        }
    }

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
    }

    /// Shows a wrong-PIN message.
    func reject() { message.text = "Wrong PIN, try again" }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, m: Float = 20
        let kw: Float = 104, kh: Float = 72, gap: Float = 12
        let padW = 3 * kw + 2 * gap, padH = 4 * kh + 3 * gap
        let pad: Point
        if w > h {
            let info = w - padW - 3 * m
            title.frame = Rect(x: m + 8, y: m + 20, width: info, height: 44)
            purpose.frame = Rect(x: m + 8, y: title.frame.maxY + 4, width: info, height: 30)
            dots.frame = Rect(x: m + 8, y: purpose.frame.maxY + 30, width: 220, height: 40)
            message.frame = Rect(x: m + 8, y: dots.frame.maxY + 20, width: info, height: 30)
            cancel.frame = Rect(x: m, y: h - m - 64, width: 200, height: 64)
            pad = Point(x: w - m - padW, y: (h - padH) / 2)
        } else {
            title.frame = Rect(x: m + 8, y: m + 10, width: w - 2 * m, height: 44)
            purpose.frame = Rect(x: m + 8, y: title.frame.maxY + 4, width: w - 2 * m, height: 30)
            dots.frame = Rect(x: (w - 220) / 2, y: purpose.frame.maxY + 24, width: 220, height: 40)
            message.frame = Rect(x: m, y: dots.frame.maxY + 12, width: w - 2 * m, height: 30)
            message.alignment = .center
            cancel.frame = Rect(x: m, y: h - m - 64, width: w - 2 * m, height: 64)
            pad = Point(x: (w - padW) / 2, y: message.frame.maxY + 16)
        }
        for (i, key) in keys.enumerated() {
            key.frame = Rect(x: pad.x + Float(i % 3) * (kw + gap), y: pad.y + Float(i / 3) * (kh + gap), width: kw, height: kh)
        }
    }
}

/// Four circles, filled for each digit entered.
@MainActor
final class PinDots: View {
    var count = 0 { didSet { if count != oldValue { setNeedsDisplay() } } }

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
