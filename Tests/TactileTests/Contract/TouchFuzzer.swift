import Foundation
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Random touches over a random tree whose callbacks mutate the tree, checking the touch
/// contract and recognizer state sequences after every event (``ContractRecorder``).
///
/// Everything random comes from one seed, so a failure replays exactly:
/// `TACTILE_FUZZ_SEED=<seed> swift test --filter TouchContractFuzzTests`.
@MainActor
final class TouchFuzzer {
    let seed: UInt64
    var rng: SeededGenerator
    let recorder = ContractRecorder()
    private(set) var harness: Harness!
    private var views: [View] = []
    private var names: [Int: String] = [:]
    private var recognizers: [GestureRecognizer] = []
    /// Views taken out of the tree, kept to be put back later.
    private var detached: [View] = []
    /// Every view and recognizer ever made, to check they are freed after the run.
    private(set) var allViews: [WeakBox<View>] = []
    private(set) var allRecognizers: [WeakBox<GestureRecognizer>] = []
    private var nextID = 0
    private var depth = 0
    private let size = Size(width: 400, height: 300)
    private(set) var events = 0
    /// Fingers the fuzzer believes are down (it also sends events for others on purpose).
    private var down: Set<Int> = []
    /// Prints every event, callback and mutation (`TACTILE_FUZZ_TRACE=1`), to read a replay.
    let tracing = ProcessInfo.processInfo.environment["TACTILE_FUZZ_TRACE"] != nil
    func trace(_ s: @autoclosure () -> String) { if tracing { print("[\(events)] \(s())") } }
    /// Probability that a callback mutates the tree.
    var mutationRate = 0.12

    init(seed: UInt64) {
        self.seed = seed
        rng = SeededGenerator(seed: seed)
        let root = makeSubtree(count: Int.random(in: 3...12, using: &rng))
        harness = Harness(root: root, size: size)
    }

    // MARK: Tree

    private func makeSubtree(count: Int) -> View {
        let root = FuzzView(id: makeID("root"), frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        root.fuzzer = self
        register(root)
        var parents: [View] = [root]
        for _ in 0..<count {
            let v = makeView()
            parents.randomElement(using: &rng)!.addSubview(v)
            parents.append(v)
        }
        return root
    }

    private func makeID(_ kind: String) -> Int {
        nextID += 1
        names[nextID] = "\(kind)#\(nextID)"
        return nextID
    }

    private func randomFrame() -> Rect {
        let w = Float.random(in: 20...300, using: &rng), h = Float.random(in: 20...250, using: &rng)
        return Rect(x: Float.random(in: -20...(size.width - 20), using: &rng),
                    y: Float.random(in: -20...(size.height - 20), using: &rng), width: w, height: h)
    }

    private func makeView() -> View {
        let v: View
        if rng.chance(0.3) {
            let b = FuzzButton(id: makeID("button"), frame: randomFrame())
            b.fuzzer = self
            let events: [ControlEvents] = [.touchUpInside, .touchDown, .touchDragExit, .touchCancel, .primaryActionTriggered]
            for e in events where rng.chance(0.5) {
                b.addAction(for: e) { [weak self, weak b] _ in
                    guard let self, let b else { return }
                    self.recorder.eventNumber = self.events
                    self.maybeMutate(from: b, recognizer: nil)
                }
            }
            v = b
        } else {
            let f = FuzzView(id: makeID("view"), frame: randomFrame())
            f.fuzzer = self
            f.forwards = rng.chance(0.5)
            v = f
        }
        v.backgroundColor = Color(r: UInt8.random(in: 0...255, using: &rng), g: 90, b: 140)
        register(v)
        for _ in 0..<Int.random(in: 0...2, using: &rng) { attachRecognizer(to: v) }
        return v
    }

    private func register(_ v: View) {
        views.append(v)
        allViews.append(WeakBox(v))
    }

    private func attachRecognizer(to v: View) {
        let r: GestureRecognizer
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
            let t = FuzzTap(); t.fuzzer = self
            t.numberOfTapsRequired = rng.chance(0.3) ? 2 : 1
            r = t
        case 1:
            let l = FuzzLongPress(); l.fuzzer = self
            l.minimumPressDuration = rng.chance(0.4) ? 0 : 0.5
            r = l
        case 2: let p = FuzzPan(); p.fuzzer = self; r = p
        case 3:
            let s = FuzzSwipe(); s.fuzzer = self
            s.direction = [.left, .right, .up, .down].randomElement(using: &rng)!
            r = s
        case 4: let p = FuzzPinch(); p.fuzzer = self; r = p
        default: let p = FuzzRotation(); p.fuzzer = self; r = p
        }
        r.cancelsTouchesInView = rng.chance(0.7)
        r.delaysTouchesBegan = rng.chance(0.15)
        r.delaysTouchesEnded = rng.chance(0.7)
        if rng.chance(0.2) { r.shouldRecognizeSimultaneously = { _, _ in true } }
        r.addAction { [weak self] r in self?.actionCallback(r) }
        // Requirements, cycles of any length included.
        if !recognizers.isEmpty && rng.chance(0.35) { r.require(toFail: recognizers.randomElement(using: &rng)!) }
        if !recognizers.isEmpty && rng.chance(0.15) { recognizers.randomElement(using: &rng)!.require(toFail: r) }
        recognizers.append(r)
        allRecognizers.append(WeakBox(r))
        v.addGestureRecognizer(r)
    }

    // MARK: Callbacks

    func viewCallback(_ view: View, _ phase: Touch.Phase, _ touches: Set<Touch>, mutate: Bool = true) {
        let id = (view as? FuzzView)?.id ?? (view as? FuzzButton)?.id ?? -1
        recorder.touch(phase, view: id, touches: touches, name: names[id] ?? "?")
        trace("\(names[id] ?? "?") \(phase) \(touches.first.map { "\($0.finger) pinned \($0.view.map { names[($0 as? FuzzView)?.id ?? ($0 as? FuzzButton)?.id ?? -1] ?? "\(type(of: $0))" } ?? "nil")" } ?? "")")
        if mutate { maybeMutate(from: view, recognizer: nil) }
    }

    func actionCallback(_ r: GestureRecognizer) {
        recorder.action(r, name: "\(type(of: r)) on \(r.view.map { names[($0 as? FuzzView)?.id ?? ($0 as? FuzzButton)?.id ?? -1] ?? "?" } ?? "nil")")
        maybeMutate(from: r.view, recognizer: r)
    }

    func layoutCallback(_ view: View) {
        if rng.chance(0.02) { maybeMutate(from: view, recognizer: nil) }
    }

    // MARK: Mutations

    private func maybeMutate(from view: View?, recognizer: GestureRecognizer?) {
        guard harness != nil, depth < 3, rng.chance(mutationRate) else { return }
        depth += 1
        defer { depth -= 1 }
        mutate(from: view, recognizer: recognizer)
    }

    private func liveViews() -> [View] { views.filter { $0.window != nil && !($0 is Window) } }

    private func mutate(from view: View?, recognizer: GestureRecognizer?) {
        let target = view ?? liveViews().randomElement(using: &rng)
        let kind = Int.random(in: 0..<16, using: &rng)
        trace("mutation \(kind) on \(target.map { names[($0 as? FuzzView)?.id ?? ($0 as? FuzzButton)?.id ?? -1] ?? "?" } ?? "nil")")
        switch kind {
        case 0: if let t = target { t.removeFromSuperview(); detached.append(t) }
        case 1: if let p = target?.superview, !(p is Window) { p.removeFromSuperview(); detached.append(p) }
        case 2: target?.isHidden = true
        case 3: target?.isUserInteractionEnabled = false
        case 4: target?.alpha = 0
        case 5:
            if let t = target, let other = liveViews().randomElement(using: &rng), other !== t { other.addSubview(t) }
        case 6:
            harness.window.rootView = rng.chance(0.5) || detached.isEmpty
                ? makeSubtree(count: Int.random(in: 1...5, using: &rng)) : detached.removeLast()
        case 7:
            if let r = recognizer ?? recognizers.randomElement(using: &rng) { r.view?.removeGestureRecognizer(r) }
        case 8: (recognizer ?? recognizers.randomElement(using: &rng))?.isEnabled = false
        case 9:
            if !detached.isEmpty, let host = liveViews().randomElement(using: &rng) ?? harness.window.rootView {
                host.addSubview(detached.removeLast())
            }
        case 10:
            for v in views { v.isHidden = false; v.isUserInteractionEnabled = true; v.alpha = 1 }
            for r in recognizers { r.isEnabled = true }
        case 11:
            if let host = target ?? harness.window.rootView { host.addSubview(makeView()) }
        case 12: harness.engine.cancelAllTouches()
        case 13: (target as? Control)?.isEnabled = false
        case 14:
            // Animating views take no touches (UIKit's default) until the animation ends.
            if let t = target {
                let frame = randomFrame()
                let d = [0, 0.05, 0.3].randomElement(using: &rng)!
                View.animate(withDuration: d, animations: { t.frame = frame; t.alpha = 0.5 },
                             completion: { [weak self] _ in self?.maybeMutate(from: t, recognizer: nil) })
            }
        default:
            if let t = target { t.frame = randomFrame(); t.superview?.setNeedsLayout() }
            recognizer?.cancel()
        }
    }

    private func revive() {
        for v in views { v.isHidden = false; v.isUserInteractionEnabled = true; v.alpha = 1; (v as? Control)?.isEnabled = true }
        for r in recognizers { r.isEnabled = true }
        if !(harness.window.rootView is FuzzView) || harness.window.rootView?.frame.size != size || rng.chance(0.2) {
            harness.window.rootView = makeSubtree(count: Int.random(in: 3...12, using: &rng))
        }
        // Forget views no longer reachable, so the pool does not grow without bound.
        views.removeAll { $0.window == nil && !detached.contains($0) }
        if detached.count > 20 { detached.removeFirst(detached.count - 20) }
        recognizers.removeAll { $0.view == nil }
    }

    // MARK: Events

    /// Where each finger last was, so moves mostly walk (recognizers see real gestures).
    private var locations: [Int: Point] = [:]

    private func location(for finger: Int, phase: TouchInput.Phase) -> Point {
        if phase != .began, let last = locations[finger], last.x.isFinite, last.y.isFinite, rng.chance(0.9) {
            let step: Float = rng.chance(0.5) ? 4 : 40
            return Point(x: last.x + Float.random(in: -step...step, using: &rng), y: last.y + Float.random(in: -step...step, using: &rng))
        }
        return randomLocation()
    }

    private func randomLocation() -> Point {
        switch Int.random(in: 0..<40, using: &rng) {
        case 0: return Point(x: .nan, y: 10)
        case 1: return Point(x: .infinity, y: -.infinity)
        case 2: return Point(x: -1e9, y: 1e9)
        default:
            return Point(x: Float.random(in: -10...(size.width + 10), using: &rng),
                         y: Float.random(in: -10...(size.height + 10), using: &rng))
        }
    }

    private func fingerID(_ n: Int) -> FingerID { n == 10 ? .mouse : FingerID(device: 1, finger: Int64(n)) }

    /// Sends one random event (or time step) and runs a frame.
    func step() {
        events += 1
        recorder.eventNumber = events
        // Every so often the tree comes back to life, so later events still reach views
        // (mutations hide, disable and remove faster than the random events restore).
        if events % 60 == 0 { revive() }
        let roll = Int.random(in: 0..<100, using: &rng)
        let engine = harness.engine
        if roll < 8 {
            let steps = [0.001, 0.016, 0.05, 0.2, 0.4, 0.6, 1.0]
            harness.advance(by: steps.randomElement(using: &rng)!)
            return
        }
        if roll < 8 + (rng.chance(0.3) ? 1 : 0) { engine.handle(.focusLost); engine.runFrame(); down.removeAll(); return }
        // Mostly fingers that are down move or lift; sometimes nonsense on purpose.
        let n: Int
        if let d = down.sorted().randomElement(using: &rng), rng.chance(0.75) { n = d } else { n = Int.random(in: 0...10, using: &rng) }
        let phase: TouchInput.Phase
        if down.contains(n) {
            let p = Int.random(in: 0..<20, using: &rng)
            phase = p < 13 ? .moved : p < 18 ? .ended : p < 19 ? .cancelled : .began
        } else {
            phase = rng.chance(0.85) ? .began : [.moved, .ended, .cancelled].randomElement(using: &rng)!
        }
        switch phase {
        case .began: down.insert(n)
        case .ended, .cancelled: down.remove(n)
        case .moved: break
        }
        let p = location(for: n, phase: phase)
        locations[n] = p
        trace("send \(fingerID(n)) \(phase) at \(p)")
        engine.handle(.touch(TouchInput(finger: fingerID(n), phase: phase, location: p)))
        if rng.chance(0.7) { engine.runFrame() }
    }

    /// Lifts every finger, cancels whatever is left (focus lost), lets timers run out, and
    /// checks that every touch a view saw begin has ended.
    func finish() {
        for n in down.sorted() {
            harness.engine.handle(.touch(TouchInput(finger: fingerID(n), phase: .ended, location: Point(x: 5, y: 5))))
        }
        down.removeAll()
        harness.advance(by: 1)
        recorder.eventNumber = events + 1
        mutationRate = 0
        if !harness.window.touches.isEmpty {
            recorder.fail("the window still lists \(harness.window.touches.count) touches after every finger lifted")
        }
        // Every finger has lifted and every recognizer's time is up: nothing may still be
        // waiting (a require(toFail:) cycle) or hold a view's end back.
        recorder.checkAllEnded(names: names)
        for r in recognizers where r.view?.window != nil && (r.state != .possible || r.isWaitingForRequirements) {
            recorder.fail("\(type(of: r)) is still \(r.state)\(r.isWaitingForRequirements ? " (waiting)" : "") after every finger lifted")
        }
        harness.engine.cancelAllTouches()
        harness.engine.runFrame()
        recorder.checkAllEnded(names: names)
    }

    /// Drops every reference the fuzzer holds to the tree (the harness too).
    func tearDown() {
        harness.window.rootView = nil
        harness = nil
        views.removeAll()
        detached.removeAll()
        recognizers.removeAll()
        recorder.forgetTouches()
    }
}
