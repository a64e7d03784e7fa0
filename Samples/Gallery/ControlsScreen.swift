import Tactile

/// Switches, sliders, a segmented control (light/dark), a stepper and a page control with live values.
@MainActor
final class ControlsScreen: GalleryScreen {
    override init(frame: Rect) {
        super.init(frame: frame)
        let wifi = Switch()
        wifi.setOn(true)
        let wifiLabel = Label(text: "Wi-Fi: on")
        wifi.addAction(for: .valueChanged) { c in wifiLabel.text = "Wi-Fi: \(c.isOn ? "on" : "off")" }
        let sound = Switch()
        let soundLabel = Label(text: "Sounds: off")
        sound.addAction(for: .valueChanged) { c in soundLabel.text = "Sounds: \(c.isOn ? "on" : "off")" }
        let locked = Switch()
        locked.setOn(true)
        locked.isEnabled = false

        let volume = Slider()
        volume.value = 0.4
        let volumeLabel = Label(text: "Volume 40 %")
        volume.addAction(for: .valueChanged) { c in volumeLabel.text = "Volume \(Int((c.value * 100).rounded())) %" }
        let brightness = Slider()
        brightness.minimumValue = 10
        brightness.maximumValue = 100
        brightness.value = 75
        let brightnessLabel = Label(text: "Brightness 75")
        brightness.addAction(for: .valueChanged) { c in brightnessLabel.text = "Brightness \(Int(c.value.rounded()))" }
        let disabled = Slider()
        disabled.value = 0.6
        disabled.isEnabled = false
        // The screen reader reads each control with its name; the live labels beside them
        // repeat the value, so they are not read separately.
        wifi.accessibilityLabel = "Wi-Fi"
        sound.accessibilityLabel = "Sounds"
        locked.accessibilityLabel = "Locked"
        volume.accessibilityLabel = "Volume"
        brightness.accessibilityLabel = "Brightness"
        disabled.accessibilityLabel = "Disabled slider"
        for l in [wifiLabel, soundLabel, volumeLabel, brightnessLabel] { l.isAccessibilityElement = false }

        func line(_ views: [View]) -> StackView {
            let s = StackView(arrangedSubviews: views, axis: .horizontal, spacing: 16)
            s.alignment = .center
            return s
        }
        let volumeLabelBox = FixedWidth(volumeLabel, width: 150)
        let brightnessBox = FixedWidth(brightnessLabel, width: 150)

        stack.addArrangedSubview(card([
            line([volumeLabelBox, volume]),
            line([brightnessBox, brightness]),
            line([FixedWidth(caption("disabled"), width: 150), disabled]),
        ], spacing: 6))
        // UIKit's segmented control switches the whole window between light and dark at run time.
        let appearance = SegmentedControl(items: ["Light", "Dark"])
        appearance.selectedSegmentIndex = 0
        appearance.addAction(for: .valueChanged) { c in
            c.window?.overrideUserInterfaceStyle = c.selectedSegmentIndex == 1 ? .dark : .light
        }
        let steps = Stepper()
        steps.maximumValue = 10
        steps.accessibilityLabel = "Copies"
        let stepsLabel = Label(text: "Copies 0")
        steps.addAction(for: .valueChanged) { c in stepsLabel.text = "Copies \(Int(c.value))" }
        let pages = PageControl()
        pages.numberOfPages = 5
        pages.accessibilityLabel = "Pages"
        let pageLabel = Label(text: "Page 1")
        pages.addAction(for: .valueChanged) { c in pageLabel.text = "Page \(c.currentPage + 1)" }
        // Switches on the left; the segmented control, stepper and page control on the right.
        stack.insertArrangedSubview(card([
            line([wifi, FixedWidth(wifiLabel, width: 130), Spacer(), FixedWidth(caption("appearance"), width: 100), appearance]),
            line([sound, FixedWidth(soundLabel, width: 130), Spacer(), FixedWidth(stepsLabel, width: 100), steps]),
            line([locked, FixedWidth(caption("disabled"), width: 130), Spacer(), FixedWidth(pageLabel, width: 100), pages]),
        ], spacing: 10), at: stack.arrangedSubviews.count - 1)
        stack.addArrangedSubview(Spacer())
    }
}

/// Holds a view at a fixed width (so a changing label does not move its neighbours).
@MainActor
final class FixedWidth: View {
    let content: View
    let width: Float

    init(_ content: View, width: Float) {
        self.content = content
        self.width = width
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(content)
    }

    override var intrinsicContentSize: Size { Size(width: width, height: content.intrinsicContentSize.height) }
    override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }
    override func layoutSubviews() { content.frame = bounds }
}
