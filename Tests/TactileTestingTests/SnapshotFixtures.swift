import Foundation
import Tactile
import TactileTesting

/// Scenes and helpers shared by the harness's own tests.
@MainActor
enum Fixtures {
    nonisolated static let accent = Color(r: 52, g: 120, b: 246)
    nonisolated static let background = Color(r: 30, g: 32, b: 40)
    nonisolated static let size = Size(width: 160, height: 100)
    nonisolated static let cardFrame = Rect(x: 20, y: 20, width: 100, height: 50)

    /// A dark screen with one rounded card; each parameter is a way to break it.
    static func scene(offset: Float = 0, color: Color = accent, radius: Float = 12) -> View {
        let root = View()
        root.backgroundColor = background
        let card = View(frame: Rect(x: cardFrame.minX + offset, y: cardFrame.minY, width: cardFrame.width, height: cardFrame.height))
        card.backgroundColor = color
        card.cornerRadius = radius
        root.addSubview(card)
        return root
    }

    /// A fresh, empty folder for references written by a test.
    nonisolated static func temporaryFolder(_ name: String) -> String {
        let path = TestOutput.path("tactile-testing-\(name)-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The path after `label` on a line of a failure message.
    nonisolated static func path(after label: String, in message: String) -> String? {
        for line in message.split(separator: "\n") {
            if let r = line.range(of: label) {
                return String(line[r.upperBound...]).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}

/// A view that starts a 0.5 s timer on the engine's clock when touched (as a long-press
/// recognizer does) and cancels it when the finger lifts.
final class PressTimerView: View {
    private(set) var firedAt: Double?
    private(set) var began: [Int64] = []
    private var token: TimerToken?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        began.append(contentsOf: touches.map(\.finger.finger).sorted())
        guard token == nil, let host = window?.context else { return }
        token = host.timers.schedule(after: 0.5) { [weak self] in
            self?.firedAt = self?.window?.context?.now
            self?.token = nil
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if let token { window?.context?.timers.cancel(token) }
        token = nil
    }
}

/// A view that records where each finger went, in its own coordinates, and at what time.
final class TrackingView: View {
    private(set) var paths: [Int64: [Point]] = [:]
    private(set) var ended: [Int64] = []
    private(set) var times: [Double] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record(touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record(touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        record(touches)
        ended.append(contentsOf: touches.map(\.finger.finger))
    }

    private func record(_ touches: Set<Touch>) {
        for t in touches {
            paths[t.finger.finger, default: []].append(t.location(in: self))
            times.append(t.timestamp)
        }
    }
}
