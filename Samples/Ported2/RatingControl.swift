import Foundation
import Tactile

/// A row of stars the user drags across to pick a rating, like the App Store's.
final class RatingControl: Control {
    var maximumValue = 5 {
        didSet {
            maximumValue = max(maximumValue, 1)
            value = min(value, maximumValue)
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    var value = 0 {
        didSet {
            value = min(max(value, 0), maximumValue)
            if value != oldValue { setNeedsDisplay() }
        }
    }

    private let starSize: Float = 32
    private let spacing: Float = 8

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .clear
        // PORT: (missing API) View has no contentMode; a Tactile view is drawn again at every size (.redraw).
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityTraits = .adjustable
    }

    override var intrinsicContentSize: Size {
        let count = Float(maximumValue)
        return Size(width: count * starSize + (count - 1) * spacing, height: starSize)
    }

    override var accessibilityValue: String? {
        get { value == 1 ? "1 star" : "\(value) stars" }
        set {}
    }

    override func draw(_ rect: Rect) {
        for index in 0..<maximumValue {
            let origin = Point(x: Float(index) * (starSize + spacing), y: (bounds.height - starSize) / 2)
            let path = starPath(in: Rect(origin: origin, size: Size(width: starSize, height: starSize)))
            if index < value {
                tintColor.setFill()
                path.fill()
            } else {
                Color.systemGray3.setStroke()
                path.lineWidth = 1.5
                path.stroke()
            }
        }
    }

    private func starPath(in rect: Rect) -> BezierPath {
        let path = BezierPath()
        let center = Point(x: rect.midX, y: rect.midY)
        let outer = rect.width / 2
        let inner = outer * 0.42
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? outer : inner
            let angle = Float(point) * .pi / 5 - .pi / 2
            let vertex = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
        }
        path.close()
        return path
    }

    // MARK: Tracking

    override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        updateValue(for: touch)
        return true
    }

    override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        updateValue(for: touch)
        return true
    }

    override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { updateValue(for: touch) }
    }

    private func updateValue(for touch: Touch) {
        let x = touch.location(in: self).x
        let newValue = min(max(Int((x / (starSize + spacing)).rounded(.down)) + 1, 1), maximumValue)
        guard newValue != value else { return }
        value = newValue
        sendActions(for: .valueChanged)
    }

    // MARK: Accessibility

    override func accessibilityIncrement() {
        guard value < maximumValue else { return }
        value += 1
        sendActions(for: .valueChanged)
    }

    override func accessibilityDecrement() {
        guard value > 0 else { return }
        value -= 1
        sendActions(for: .valueChanged)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
