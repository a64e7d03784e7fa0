import Foundation
import Tactile

/// UIKit's newer surface: a two-wheel picker, a date-and-time picker and configuration
/// buttons (gray, tinted, filled with a subtitle, a capsule with a spinner).
@MainActor
final class PickersScreen: View, PickerViewDataSource, PickerViewDelegate {
    private let sizes = ["Espresso", "Small", "Medium", "Large", "Bucket"]
    private let picker = PickerView()
    private let date = DatePicker()
    private let chosen = Label(text: "Medium · 2 shots")
    private var buttons: [Button] = []

    override init(frame: Rect) {
        super.init(frame: frame)
        styleName = "screen"
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(1, inComponent: 1, animated: false)
        picker.accessibilityLabel = "Drink"
        date.datePickerMode = .dateAndTime
        date.minuteInterval = 5
        date.timeZone = TimeZone(identifier: "UTC")
        // A fixed date, so the gallery's pictures do not change with the day.
        date.date = Date(timeIntervalSinceReferenceDate: 817_000_000)
        chosen.textAlignment = .center
        for v in [picker, date, chosen] as [View] { addSubview(v) }

        var gray = Button.Configuration.gray()
        gray.title = "Gray"
        gray.baseForegroundColor = GalleryPalette.deepBlue
        var tinted = Button.Configuration.tinted()
        tinted.title = "Tinted"
        tinted.baseForegroundColor = GalleryPalette.deepBlue
        var filled = Button.Configuration.filled()
        filled.title = "Order"
        filled.subtitle = "Pay at the counter"
        filled.baseBackgroundColor = GalleryPalette.blue
        var busy = Button.Configuration.filled()
        busy.title = "Sending"
        busy.showsActivityIndicator = true
        busy.imagePadding = 8
        busy.cornerStyle = .capsule
        busy.baseBackgroundColor = GalleryPalette.green
        for var c in [gray, tinted, filled, busy] {
            // Large: 48 points tall, a comfortable touch target.
            c.buttonSize = .large
            let b = Button(configuration: c)
            buttons.append(b)
            addSubview(b)
        }
    }

    override func layoutSubviews() {
        let w = bounds.width
        let pickerH = min(216, max(120, bounds.height - 70))
        picker.frame = Rect(x: 10, y: 0, width: (w * 0.42).rounded(), height: pickerH)
        date.frame = Rect(x: picker.frame.maxX + 10, y: 0, width: max(0, w - picker.frame.maxX - 20), height: pickerH)
        chosen.frame = Rect(x: 10, y: pickerH - 4, width: picker.frame.width, height: 20)
        var x: Float = 20
        for b in buttons {
            let s = b.intrinsicContentSize
            b.frame = Rect(x: x, y: pickerH + 18, width: s.width, height: s.height)
            x += s.width + 12
        }
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? sizes.count : 4 }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : "\(row + 1) shot\(row == 0 ? "" : "s")"
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        let size = sizes[max(0, pickerView.selectedRow(inComponent: 0))]
        let shots = pickerView.selectedRow(inComponent: 1) + 1
        chosen.text = "\(size) · \(shots) shot\(shots == 1 ? "" : "s")"
    }
}
