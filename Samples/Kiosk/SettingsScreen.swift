import Tactile

/// The panel's settings: switches and a slider, behind the PIN.
@MainActor
final class SettingsScreen: View {
    let title = TextView("Settings", font: Palette.title)
    let done = KioskButton("Done", accent: Palette.action)
    let upcomingSwitch: KioskSwitch
    let dimSwitch: KioskSwitch
    let soundSwitch: KioskSwitch
    let dimSlider: KioskSlider
    let dimLabel = TextView("", font: Palette.body)
    private let rowLabels = [TextView("Show upcoming meetings"), TextView("Dim the screen when idle"), TextView("Touch sounds")]
    private let card = View()

    init(model: RoomModel) {
        upcomingSwitch = KioskSwitch(isOn: model.showUpcoming) { model.showUpcoming = $0 }
        dimSwitch = KioskSwitch(isOn: model.dimWhenIdle) { model.dimWhenIdle = $0 }
        soundSwitch = KioskSwitch(isOn: model.touchSounds) { model.touchSounds = $0 }
        dimSlider = KioskSlider(value: model.dimAfterMinutes, in: 1...30) { model.dimAfterMinutes = $0 }
        super.init(frame: .zero)
        card.backgroundColor = Palette.card
        card.cornerRadius = 18
        for v in [title, card, done, dimLabel, dimSlider, upcomingSwitch, dimSwitch, soundSwitch] as [View] { addSubview(v) }
        for l in rowLabels { addSubview(l) }
        update(model)
    }

    func update(_ model: RoomModel) {
        let n = Int(model.dimAfterMinutes)
        dimLabel.text = model.dimWhenIdle ? "Dim after \(n) min" : "Dim after \(n) min (off)"
        dimLabel.textColor = model.dimWhenIdle ? Palette.text : Palette.secondaryText
    }

    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, m: Float = 20
        let portrait = h > w
        title.frame = Rect(x: m + 8, y: m, width: w - 2 * m - 200, height: 44)
        let rowH: Float = portrait ? 76 : 64
        card.frame = Rect(x: m, y: title.frame.maxY + 16, width: w - 2 * m, height: rowH * 3 + (portrait ? 130 : 100))
        let switches = [upcomingSwitch, dimSwitch, soundSwitch]
        for i in 0..<3 {
            let y = card.frame.minY + Float(i) * rowH
            rowLabels[i].frame = Rect(x: m + 24, y: y, width: card.frame.width - 130, height: rowH)
            switches[i].frame = Rect(x: card.frame.maxX - 24 - 72, y: y + (rowH - 40) / 2, width: 72, height: 40)
        }
        let sy = card.frame.minY + rowH * 3
        if portrait {
            dimLabel.frame = Rect(x: m + 24, y: sy + 6, width: card.frame.width - 48, height: 40)
            dimSlider.frame = Rect(x: m + 8, y: sy + 50, width: card.frame.width - 16, height: 64)
        } else {
            dimLabel.frame = Rect(x: m + 24, y: sy + 12, width: 260, height: 64)
            dimSlider.frame = Rect(x: m + 280, y: sy + 12, width: card.frame.width - 300, height: 64)
        }
        // Landscape: Done sits in the title row; portrait: a full-width button at the bottom.
        done.frame = portrait ? Rect(x: m, y: h - m - 72, width: w - 2 * m, height: 72)
                              : Rect(x: w - m - 180, y: m - 6, width: 180, height: 56)
    }
}
