import Tactile

/// The panel's settings: switches, a slider and the room's name (a text field typed on the
/// on-screen keyboard) in stacks, behind the PIN.
@MainActor
final class SettingsScreen: View {
    let title = Widgets.label("Settings", font: Palette.title)
    let done = Widgets.button("Done", color: Palette.action)
    let upcomingSwitch = Switch()
    let dimSwitch = Switch()
    let soundSwitch = Switch()
    let dimSlider = Slider()
    let dimLabel = Widgets.label("")
    /// The room's name: Return (or leaving the field) renames the room; a blank name is refused.
    let nameField = TextField()
    private let card: StackView
    private let sliderRow: StackView
    private let nameRow: StackView

    init(model: RoomModel) {
        func row(_ text: String, _ control: Switch) -> StackView {
            // The switch reads its row's text (VoiceOver's "label, switch button, on").
            control.accessibilityLabel = text
            let label = Widgets.label(text)
            label.isAccessibilityElement = false
            let r = StackView(arrangedSubviews: [label, Spacer(), control], axis: .horizontal, spacing: 12)
            r.alignment = .center
            return r
        }
        sliderRow = StackView(arrangedSubviews: [dimLabel, dimSlider], axis: .horizontal, spacing: 16)
        sliderRow.alignment = .center
        let nameLabel = Widgets.label("Room name")
        nameLabel.isAccessibilityElement = false
        nameRow = StackView(arrangedSubviews: [nameLabel, nameField], axis: .horizontal, spacing: 16)
        nameRow.alignment = .center
        card = StackView(arrangedSubviews: [row("Show upcoming meetings", upcomingSwitch), row("Dim the screen when idle", dimSwitch),
                                            row("Touch sounds", soundSwitch), sliderRow, nameRow], axis: .vertical, spacing: 0)
        card.distribution = .fillEqually
        card.insets = EdgeInsets(top: 8, left: 24, bottom: 8, right: 24)
        card.backgroundColor = Palette.card
        card.cornerRadius = 18
        super.init(frame: .zero)
        for s in [upcomingSwitch, dimSwitch, soundSwitch] { s.onTintColor = Palette.switchOn }
        upcomingSwitch.setOn(model.showUpcoming)
        dimSwitch.setOn(model.dimWhenIdle)
        soundSwitch.setOn(model.touchSounds)
        upcomingSwitch.addAction(for: .valueChanged) { c in model.showUpcoming = c.isOn }
        dimSwitch.addAction(for: .valueChanged) { c in model.dimWhenIdle = c.isOn }
        soundSwitch.addAction(for: .valueChanged) { c in model.touchSounds = c.isOn }
        dimSlider.minimumValue = 1
        dimSlider.maximumValue = 30
        dimSlider.value = model.dimAfterMinutes
        dimSlider.minimumTrackTintColor = Palette.action
        dimSlider.addAction(for: .valueChanged) { c in
            model.dimAfterMinutes = c.value.rounded()
        }
        nameField.text = model.name
        nameField.font = Palette.body
        nameField.placeholder = "Room name"
        nameField.maxLength = 24
        nameField.autocapitalizationType = .words
        nameField.clearButtonMode = .whileEditing
        nameField.returnKeyType = .done
        nameField.onReturn = { _ in true }
        nameField.addAction(for: .editingDidEnd) { [weak nameField] _ in
            guard let nameField else { return }
            let name = String((nameField.text ?? "").drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            if name.isEmpty { nameField.text = model.name } else { model.name = name }
        }
        for v in [title, card, done] as [View] { addSubview(v) }
        update(model)
    }

    /// A touch outside the field ends editing (the keyboard goes).
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if let v = touches.first?.view, v.isDescendant(of: nameField) {} else { endEditing(true) }
        super.touchesBegan(touches, with: event)
    }

    func update(_ model: RoomModel) {
        let n = Int(model.dimAfterMinutes)
        // One digit is padded with a figure space (as wide as a digit): the label keeps its width
        // from 1 to 30, so the slider beside it does not shift under the finger mid-drag (it did
        // at 9 → 10, and where the drag ended then depended on frame timing).
        let minutes = n < 10 ? "\u{2007}\(n)" : "\(n)"
        dimLabel.text = model.dimWhenIdle ? "Dim after \(minutes) min" : "Dim after \(minutes) min (off)"
        dimLabel.textColor = model.dimWhenIdle ? Palette.text : Palette.secondaryText
        // The slider reads what its label shows (minutes, not a percentage of the range).
        dimLabel.isAccessibilityElement = false
        dimSlider.accessibilityLabel = "Dim after"
        dimSlider.accessibilityValue = model.dimWhenIdle ? "\(n) minutes" : "\(n) minutes, off"
        if !nameField.isFirstResponder && nameField.text != model.name { nameField.text = model.name }
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, m: Float = 20
        let portrait = h > w
        title.frame = Rect(x: m + 8, y: m, width: w - 2 * m - 200, height: 44)
        sliderRow.axis = portrait ? .vertical : .horizontal
        sliderRow.alignment = portrait ? .fill : .center
        card.frame = Rect(x: m, y: title.frame.maxY + 16, width: w - 2 * m, height: portrait ? 5 * 96 : 5 * 60)
        // Landscape: Done sits in the title row; portrait: a full-width button at the bottom.
        done.frame = portrait ? Rect(x: m, y: h - m - 72, width: w - 2 * m, height: 72)
                              : Rect(x: w - m - 180, y: m - 6, width: 180, height: 56)
    }
}
