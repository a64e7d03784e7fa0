import Tactile

/// Previews of ``Slider``: at rest, held by a finger, at the ends, and disabled.
enum SliderPreviews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview("Slider, values and states", size: Size(width: 360, height: 250), holding: [Point(x: 168, y: 80)]) {
                let rows: [(String, Float, Bool)] = [("0.3", 0.3, true), ("held at 0.7", 0.7, true),
                                                     ("minimum", 0, true), ("maximum", 1, true), ("disabled 0.5", 0.5, false)]
                var views: [View] = []
                for (i, row) in rows.enumerated() {
                    let y = Float(10 + i * 48)
                    let s = PreviewScreen.place(Slider(frame: .zero), 20, y, 220, 44)
                    s.value = row.1
                    s.isEnabled = row.2
                    views.append(s)
                    let l = PreviewScreen.caption(row.0, 250, y + 13, 100)
                    l.textAlignment = .left
                    views.append(l)
                }
                return PreviewScreen.with(views)
            },
        ]
    }
}
