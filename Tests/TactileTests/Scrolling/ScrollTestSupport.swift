@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A window-filling scroll view of `size` with `rows` striped rows of `rowHeight` points,
/// each with a label, in a harness.
@MainActor
func makeScrollScene(size: Size = Size(width: 400, height: 300), rows: Int = 30, rowHeight: Float = 100,
                     contentWidth: Float? = nil) -> (Harness, ScrollView) {
    let root = View()
    root.backgroundColor = .black
    let scroll = ScrollView(frame: Rect(origin: .zero, size: size))
    scroll.backgroundColor = Color(r: 30, g: 30, b: 40)
    let width = contentWidth ?? size.width
    for i in 0..<rows {
        let row = View(frame: Rect(x: 0, y: Float(i) * rowHeight, width: width, height: rowHeight))
        row.backgroundColor = i % 2 == 0 ? Color(r: 60, g: 90, b: 160) : Color(r: 200, g: 200, b: 210)
        let label = Label(frame: Rect(x: 16, y: 10, width: 200, height: 30))
        label.text = "Row \(i)"
        label.textColor = i % 2 == 0 ? .white : .black
        row.addSubview(label)
        scroll.addSubview(row)
    }
    scroll.contentSize = Size(width: width, height: Float(rows) * rowHeight)
    root.addSubview(scroll)
    return (Harness(root: root, size: size), scroll)
}

/// A drag at a constant speed: `distance` (points, signed) along `axis` over `duration`
/// seconds, one move per frame, lifted without pausing (the release velocity is the speed).
@MainActor
func fling(_ h: Harness, from start: Point, by delta: Point, duration: Double) {
    h.drag(from: start, to: Point(x: start.x + delta.x, y: start.y + delta.y), duration: duration)
}

/// Advances time frame by frame until `done` or `limit` seconds; returns the seconds spent.
@MainActor
@discardableResult
func advance(_ h: Harness, until done: () -> Bool, limit: Double = 10) -> Double {
    var t = 0.0
    while !done() && t < limit {
        h.advance(by: h.frameInterval)
        t += h.frameInterval
    }
    return t
}
