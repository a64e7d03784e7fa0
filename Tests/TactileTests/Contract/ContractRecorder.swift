@testable import Tactile
@testable import TactileCore
@testable import TactileKit

/// Checks UIKit's touch contract and the recognizers' legal state sequences as callbacks
/// arrive, and collects every violation with the event number it happened at.
///
/// - Per (view, touch): `began (moved)* (ended | cancelled)`, each at most once; nothing
///   after the end and nothing without a begin.
/// - Per recognizer, between two resets, the states its actions see: `ended` (a discrete
///   recognition), or `began (changed)* (ended | cancelled)`; never `possible` or `failed`.
@MainActor
final class ContractRecorder {
    enum Stage { case began, ended }
    struct Pair: Hashable { var view: Int; var touch: ObjectIdentifier }

    private(set) var violations: [String] = []
    private var pairs: [Pair: Stage] = [:]
    /// Touches are kept alive so their identifiers are not reused while pairs refer to them.
    private var touches: [ObjectIdentifier: Touch] = [:]
    private var cycles: [ObjectIdentifier: [GestureRecognizer.State]] = [:]
    /// The number of the event being dispatched, for messages.
    var eventNumber = 0
    private(set) var callbacks = 0
    /// Callbacks by kind ("began", "moved", "ended", "cancelled", "action"), for judging
    /// how much of the machinery a run reached.
    private(set) var counts: [String: Int] = [:]

    func fail(_ message: String) {
        if violations.count < 20 { violations.append("event \(eventNumber): \(message)") }
    }

    func touch(_ phase: Touch.Phase, view id: Int, touches set: Set<Touch>, name: String) {
        callbacks += 1
        counts["\(phase)", default: 0] += 1
        if set.count != 1 { fail("\(name) got \(set.count) touches in one call (expected 1)") }
        for t in set {
            touches[ObjectIdentifier(t)] = t
            let key = Pair(view: id, touch: ObjectIdentifier(t))
            let stage = pairs[key]
            switch (phase, stage) {
            case (.began, nil): pairs[key] = .began
            case (.began, _): fail("\(name) got touchesBegan twice for \(t.finger)")
            case (.moved, .began), (.stationary, .began): break
            case (.moved, nil), (.stationary, nil): fail("\(name) got touchesMoved without touchesBegan (\(t.finger))")
            case (.moved, .ended), (.stationary, .ended): fail("\(name) got touchesMoved after the touch ended (\(t.finger))")
            case (.ended, .began), (.cancelled, .began): pairs[key] = .ended
            case (.ended, nil), (.cancelled, nil): fail("\(name) got touches\(phase == .ended ? "Ended" : "Cancelled") without touchesBegan (\(t.finger))")
            case (.ended, .ended), (.cancelled, .ended): fail("\(name) got a second end (\(phase)) for \(t.finger)")
            }
        }
    }

    /// Every pair that began must have ended: call once no finger is down.
    func checkAllEnded(names: [Int: String]) {
        for (pair, stage) in pairs where stage == .began {
            let t = touches[pair.touch]
            let state = t.map { t in
                "\(t.finger), view: \(t.record.map { "\($0.viewDelivery)" } ?? "done with"), held: \(t.record?.heldPhases ?? []), recognizers: "
                    + t.gestureRecognizers.map { "\(type(of: $0)) \($0.state)\($0.isWaitingForRequirements ? " waiting" : "")" }.joined(separator: ", ")
            } ?? "?"
            fail("\(names[pair.view] ?? "view \(pair.view)") never got touchesEnded or touchesCancelled for a touch (\(state))")
        }
    }

    var openPairs: Int { pairs.values.filter { $0 == .began }.count }

    func action(_ r: GestureRecognizer, name: String) {
        callbacks += 1
        counts["action", default: 0] += 1
        let s = r.state
        let id = ObjectIdentifier(r)
        let cycle = cycles[id] ?? []
        let legal: Bool
        switch (cycle.last, s) {
        case (nil, .began), (nil, .ended): legal = true
        case (.began?, .changed), (.began?, .ended), (.began?, .cancelled): legal = true
        case (.changed?, .changed), (.changed?, .ended), (.changed?, .cancelled): legal = true
        default: legal = false
        }
        if !legal {
            fail("\(name)'s action saw \(s) after \(cycle.map(\.description).joined(separator: " → ")) (since its last reset)")
        }
        cycles[id, default: []].append(s)
    }

    func reset(_ r: GestureRecognizer) {
        cycles[ObjectIdentifier(r)] = nil
    }

    /// Drops the touches kept alive for identity (after the run, so views can be freed).
    func forgetTouches() { touches.removeAll() }
}
