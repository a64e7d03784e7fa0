import Foundation
import Tactile

/// `--scene constraints`: N views in a grid placed only by constraints (each view's width,
/// height, leading edge after its left neighbour, top below the view above). Times solving
/// from scratch (activating every constraint and laying out once), then re-solving after one
/// constant changes (the first view's leading gap, which moves its whole row) and laying out.
/// Prints `name=tactile-constraints n=N solve_ms=… resolve_ms=…`.
@MainActor
enum ConstraintScene {
    static func run(n: Int, frames: Int) -> (solve: Double, resolve: Double) {
        let columns = max(1, Int(Double(n).squareRoot()))
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let left = i % columns == 0 ? v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
                                        : v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 4)
            let top = i < columns ? v.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
                                  : v.topAnchor.constraint(equalTo: views[i - columns].bottomAnchor, constant: 4)
            constraints += [left, top, v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalTo: v.widthAnchor)]
            views.append(v)
        }
        let start = BenchClock.now()
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let solve = BenchClock.millisecondsSince(start)
        let gap = constraints[0]
        let frames = max(1, frames)
        let t = BenchClock.now()
        for f in 0..<frames {
            gap.constant = f % 2 == 0 ? 10 : 4
            root.layoutIfNeeded()
        }
        let resolve = BenchClock.millisecondsSince(t) / Double(frames)
        if views[0].frame.minX != 4 && views[0].frame.minX != 10 { BenchOutput.warn("constraints: unexpected frame \(views[0].frame)") }
        return (solve, resolve)
    }
}
