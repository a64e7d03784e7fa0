import Tactile

/// Previews of ``Switch``: off, on, pressed, and disabled in both positions.
enum SwitchPreviews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview("Switch, states", size: Size(width: 424, height: 90), holding: [Point(x: 209, y: 35)]) {
                let names = ["off", "on", "pressed", "disabled off", "disabled on"]
                let captions = ["off", "on", "pressed", "disabled", "disabled"]
                var views: [View] = []
                for (i, name) in names.enumerated() {
                    let x = Float(14 + i * 80)
                    let s = PreviewScreen.place(Switch(frame: .zero), x + 10, 20, 51, 31)
                    s.setOn(name.hasSuffix("on"))
                    if name.hasPrefix("disabled") { s.isEnabled = false }
                    views.append(s)
                    views.append(PreviewScreen.caption(captions[i], x - 4, 60, 84))
                }
                return PreviewScreen.with(views)
            },
        ]
    }
}
