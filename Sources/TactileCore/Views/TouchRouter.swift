/// The one owner of touch delivery in an engine, as UIKit's touch routing: it captures each
/// new finger for a plane, hit-tests the window once at touch-down, and keeps a
/// ``TouchRecord`` per finger (plane, hit view, responder chain, recognizers, held and
/// delivered phases) until the finger's view and recognizers are done with it.
///
/// The path of one finger change, in order (see the Internals DocC article):
/// 1. ``route(_:planes:timestamp:)`` captures a new finger for the top-most plane that
///    claims it (the window claims it when its hit test finds a view other than itself)
///    and sends later changes to the same plane.
/// 2. Window fingers go through ``request(_:)`` on the engine's ``UpdateCycle`` (queued
///    while app code runs) to `perform(_:timestamp:record:)` (`TouchRouter+Delivery.swift`).
/// 3. `deliver(_:phase:)`: the recognizers first (`TouchRouter+Recognizers.swift`, rules in
///    ``GestureArbiter``), then the view (`deliverToView(_:phase:)`), app code inside
///    ``UpdateCycle/run(_:)``.
@MainActor
package final class TouchRouter {
    /// The window whose views receive the fingers that the window plane captures.
    unowned let window: Window
    /// The plane that stands for the window among the engine's planes.
    unowned let windowPlane: EnginePlane
    /// The cycle app callbacks run in and requests queue on.
    unowned let cycle: UpdateCycle
    /// The event passed with every delivery (its ``Event/allTouches`` are ``touches``).
    let event: Event

    /// Fingers down, by the plane that captured them (set as events arrive).
    private(set) var captured: [FingerID: TouchRecord] = [:]
    /// Window fingers whose touch-down has been delivered and whose end has not (set as
    /// requests are carried out).
    var active: [FingerID: TouchRecord] = [:]
    /// Records with phases held back from their view (some already lifted: their end is
    /// among the held phases).
    var held: [TouchRecord] = []
    /// Where and when the last tap ended, for ``Touch/tapCount``.
    var lastTapEnd: (time: Double, location: Point, count: Int)?

    package init(window: Window, windowPlane: EnginePlane, cycle: UpdateCycle) {
        self.window = window
        self.windowPlane = windowPlane
        self.cycle = cycle
        self.event = Event()
        captured.reserveCapacity(10)
        active.reserveCapacity(10)
        held.reserveCapacity(8)
        event.router = self
    }

    /// The record of a finger that is down (captured by any plane), for tests and tools.
    func record(for finger: FingerID) -> TouchRecord? { active[finger] ?? captured[finger] }

    /// The window touches whose touch-down has been delivered and whose end has not.
    var touches: [Touch] { active.values.map(\.touch) }

    // MARK: Planes

    /// Step 1: a finger changed. A touch-down goes to the top-most plane that claims it
    /// (nothing claims it: the bottom plane) and stays captured there until it lifts.
    package func route(_ input: TouchInput, planes: [EnginePlane], timestamp: Double) {
        if input.phase == .began {
            window.lastInputWasFinger = input.finger != .mouse
            if let previous = captured[input.finger] {
                send(TouchInput(finger: input.finger, phase: .cancelled, location: input.location), to: previous, timestamp: timestamp)
            }
            var target: EnginePlane = planes.first ?? windowPlane
            var hit: View?
            for plane in planes.reversed() {
                if plane === windowPlane {
                    // The one hit test of this touch-down.
                    hit = window.hitTest(window.convert(input.location, from: nil), with: event)
                    if let hit, hit !== window { target = plane; break }
                } else if plane.claimsTouch(at: input.location) {
                    target = plane
                    break
                }
            }
            let touch = Touch(finger: input.finger, location: input.location, timestamp: timestamp)
            let record = TouchRecord(touch: touch, plane: target === windowPlane ? nil : target, hitView: nil)
            captured[input.finger] = record
            if target === windowPlane {
                request(.touch(input, timestamp: timestamp, began: record, hit: hit))
            } else {
                target.handleTouch(input, timestamp: timestamp)
            }
            return
        }
        guard let record = captured[input.finger] else { return }
        if input.phase == .ended || input.phase == .cancelled { captured[input.finger] = nil }
        send(input, to: record, timestamp: timestamp)
    }

    private func send(_ input: TouchInput, to record: TouchRecord, timestamp: Double) {
        if let plane = record.plane {
            plane.handleTouch(input, timestamp: timestamp)
        } else {
            request(.touch(input, timestamp: timestamp, began: nil, hit: nil))
        }
    }

    /// A plane was removed: the fingers it captured are cancelled there.
    package func planeRemoved(_ plane: EnginePlane, timestamp: Double) {
        for (finger, record) in captured where record.plane === plane {
            plane.handleTouch(TouchInput(finger: finger, phase: .cancelled, location: .zero), timestamp: timestamp)
            captured[finger] = nil
        }
    }

    /// Cancels every finger in every plane (focus lost): views and recognizers get a cancel.
    package func cancelAll(timestamp: Double) {
        for (finger, record) in captured {
            record.plane?.handleTouch(TouchInput(finger: finger, phase: .cancelled, location: .zero), timestamp: timestamp)
        }
        captured.removeAll(keepingCapacity: true)
        request(.cancelAll)
    }
}
