import Foundation
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A seeded random session of a whole app (issue 22 item 8): a tab bar of two navigation
/// stacks (a 5,000-row list with swipe actions; a form with a text field and a text view),
/// sheets and alerts, the on-screen keyboard. Touches (edge swipes and sheet pulls too),
/// keys, typed and composed text, invalid UTF-8, big pastes and the wheel arrive at random;
/// row taps, swipe actions, editing callbacks, appearance callbacks, button actions and
/// completions change the app at random. Checked: the touch contract on every reporting
/// view, balanced appearance calls, idle at rest, and (by the caller) no leaks.
@MainActor
final class AppSessionFuzzer {
    let seed: UInt64
    var rng: SeededGenerator
    let recorder = ContractRecorder()
    private(set) var harness: Harness!
    private var tabs: TabBarController!
    private var names: [Int: String] = [:]
    private var nextID = 0
    private var depth = 0
    private(set) var events = 0
    /// Appearance calls per screen name, in order ("will+", "did+", "will-", "did-").
    private(set) var appearance: [String: [String]] = [:]
    private(set) var allViews: [WeakBox<View>] = []
    private(set) var allControllers: [WeakBox<ViewController>] = []
    private var down: Set<Int> = []
    private var locations: [Int: Point] = [:]
    let size = Size(width: 400, height: 700)
    var mutationRate = 0.15
    /// Counts of what ran, for the report.
    private(set) var counts: [String: Int] = [:]
    let tracing = ProcessInfo.processInfo.environment["TACTILE_FUZZ_TRACE"] != nil
    func trace(_ s: @autoclosure () -> String) { if tracing { print("[app \(events)] \(s())") } }

    init(seed: UInt64) {
        self.seed = seed
        rng = SeededGenerator(seed: seed)
        let tabs = TabBarController()
        register(tabs)
        let listNav = NavigationController(rootViewController: makeScreen(.list))
        let formNav = NavigationController(rootViewController: makeScreen(.form))
        register(listNav)
        register(formNav)
        tabs.viewControllers = [listNav, formNav]
        self.tabs = tabs
        harness = Harness(rootViewController: tabs, size: size)
        harness.window.keyboardMode = .onscreen
        harness.runFrame()
    }

    // MARK: Building

    func makeID(_ name: String) -> Int {
        nextID += 1
        names[nextID] = "\(name)#\(nextID)"
        return nextID
    }

    private func register(_ v: View) { allViews.append(WeakBox(v)) }
    private func register(_ c: ViewController) { allControllers.append(WeakBox(c)) }

    private func makeScreen(_ kind: AppScreen.Kind) -> AppScreen {
        let s = AppScreen(kind: kind, name: "\(kind)\(nextID + 1)", session: self)
        _ = makeID(s.name)
        register(s)
        return s
    }

    func buildList(in screen: AppScreen) {
        register(screen.view)
        let list = ListView(frame: screen.view.bounds)
        register(list)
        list.makeRow = { [weak self] _ in
            let c = AppCell()
            if let self { c.session = self; c.reportID = self.makeID("cell"); self.register(c) }
            return c
        }
        list.numberOfRows = { [weak screen] _ in screen?.rows ?? 0 }
        list.configureRow = { cell, ip in
            cell.titleLabel.text = "Row \(ip.row)"
            cell.subtitleLabel.text = ip.row % 4 == 0 ? "subtitle" : nil
        }
        list.onSelect = { [weak self, weak screen] ip in self?.rowTapped(screen, ip) }
        list.trailingSwipeActions = { [weak self, weak screen] _ in
            [SwipeAction(title: "Delete") { ip in self?.deleteRow(ip, in: screen) },
             SwipeAction(title: "More", backgroundColor: .gray) { _ in self?.maybeAct("swipe action") }]
        }
        screen.list = list
        screen.view.addSubview(list)
    }

    func buildForm(in screen: AppScreen) {
        register(screen.view)
        let field = AppField()
        field.session = self; field.reportID = makeID("field"); register(field)
        field.placeholder = "Name"
        for e in [ControlEvents.editingChanged, .editingDidBegin, .editingDidEnd, .editingDidEndOnExit] {
            field.addAction(for: e) { [weak self] _ in self?.maybeAct("editing") }
        }
        field.onReturn = { [weak self] _ in self?.maybeAct("return"); return true }
        let text = AppTextView()
        text.session = self; text.reportID = makeID("textView"); register(text)
        text.onChange = { [weak self] _ in self?.maybeAct("text change") }
        text.onBeginEditing = { [weak self] _ in self?.maybeAct("text begin") }
        text.onEndEditing = { [weak self] _ in self?.maybeAct("text end") }
        screen.view.addSubview(field)
        screen.view.addSubview(text)
        for title in ["Push", "Sheet", "Alert"] {
            let b = AppButton(title: title)
            b.session = self; b.reportID = makeID("button \(title)"); register(b)
            b.addAction(for: .touchUpInside) { [weak self] _ in self?.act(from: "button \(title)", kind: title == "Push" ? 0 : title == "Sheet" ? 3 : 4) }
            screen.view.addSubview(b)
        }
    }

    func layout(_ screen: AppScreen) {
        let b = screen.view.bounds
        if let list = screen.list { list.frame = b; return }
        let views = screen.view.subviews
        for (i, v) in views.enumerated() {
            switch i {
            case 0: v.frame = Rect(x: 16, y: 16, width: b.width - 32, height: 40)
            case 1: v.frame = Rect(x: 16, y: 64, width: b.width - 32, height: 160)
            default: v.frame = Rect(x: 16 + Float(i - 2) * 120, y: 236, width: 110, height: 44)
            }
        }
    }

    // MARK: Callbacks

    func touchCallback(_ view: AppSessionReporting, _ phase: Touch.Phase, _ touches: Set<Touch>) {
        recorder.touch(phase, view: view.reportID, touches: touches, name: names[view.reportID] ?? "?")
        trace("\(names[view.reportID] ?? "?") \(phase)")
        if rng.chance(0.05) { maybeAct("touch") }
    }

    func appearanceCallback(_ screen: AppScreen, _ call: String) {
        appearance[screen.name, default: []].append(call)
        trace("\(screen.name) \(call)")
        maybeAct("appearance")
    }

    private func rowTapped(_ screen: AppScreen?, _ ip: ListIndexPath) {
        counts["row tap", default: 0] += 1
        switch rng.below(6) {
        case 0, 1: act(from: "row tap", kind: 0)
        case 2: screen?.list?.deselectRow(at: ip)
        default: maybeAct("row tap")
        }
    }

    private func deleteRow(_ ip: ListIndexPath, in screen: AppScreen?) {
        guard let screen, let list = screen.list, screen.rows > 0, ip.row < screen.rows else { return }
        counts["delete", default: 0] += 1
        screen.rows -= 1
        list.deleteRows(at: [ip], with: rng.chance(0.5) ? .automatic : .none)
        maybeAct("delete")
    }

    // MARK: Acting on the app

    private func maybeAct(_ from: String) {
        guard harness != nil, depth < 3, rng.chance(mutationRate) else { return }
        act(from: from, kind: nil)
    }

    /// The top-most presented controller (or the tab bar controller).
    private func topController() -> ViewController {
        var c: ViewController = tabs
        while let p = c.presentedViewController { c = p }
        return c
    }

    private func currentNav() -> NavigationController? {
        (topController() as? NavigationController) ?? (tabs.selectedViewController as? NavigationController)
    }

    private func act(from: String, kind: Int?) {
        guard harness != nil, depth < 3 else { return }
        depth += 1
        defer { depth -= 1 }
        let animated = rng.chance(0.7)
        let k = kind ?? rng.below(14)
        trace("act \(k) from \(from)")
        counts["act \(k)", default: 0] += 1
        switch k {
        case 0: currentNav()?.pushViewController(makeScreen(rng.chance(0.5) ? .detail : .list), animated: animated)
        case 1: currentNav()?.popViewController(animated: animated)
        case 2: currentNav()?.popToRootViewController(animated: animated)
        case 3:
            let sheet = makeScreen(.form)
            let nav = rng.chance(0.5) ? NavigationController(rootViewController: sheet) : nil
            if let nav { register(nav) }
            let shown: ViewController = nav ?? sheet
            shown.modalPresentationStyle = [.pageSheet, .formSheet, .fullScreen, .automatic].randomElement(using: &rng)!
            topController().present(shown, animated: animated) { [weak self] in self?.maybeAct("present completion") }
        case 4:
            let alert = AlertController(title: "Alert", message: "Message", preferredStyle: rng.chance(0.7) ? .alert : .actionSheet)
            register(alert)
            for style in [AlertAction.Style.default, .cancel, .destructive] where rng.chance(0.7) || style == .cancel {
                alert.addAction(AlertAction(title: "\(style)", style: style) { [weak self] _ in self?.maybeAct("alert action") })
            }
            if rng.chance(0.3) { alert.addTextField() }
            topController().present(alert, animated: animated) { [weak self] in self?.maybeAct("alert completion") }
        case 5:
            let top = topController()
            if top !== tabs { top.dismiss(animated: animated) { [weak self] in self?.maybeAct("dismiss completion") } }
        case 6: tabs.selectedIndex = rng.below(2)
        case 7:
            if let screen = currentNav()?.topViewController as? AppScreen, let list = screen.list {
                screen.rows = [0, 1, 20, 5_000].randomElement(using: &rng)!
                list.reloadData()
            }
        case 8:
            if let screen = currentNav()?.topViewController as? AppScreen, let list = screen.list {
                let at = rng.below(max(1, min(screen.rows, 30)) + 1)
                screen.rows += 1
                list.insertRows(at: [ListIndexPath(row: min(at, screen.rows - 1))], with: rng.chance(0.5) ? .fade : .automatic)
            }
        case 9: harness.engine.cancelAllTouches()
        case 10: _ = harness.window.firstResponder?.resignFirstResponder()
        case 11:
            if let field = harness.window.firstResponder as? TextField { field.text = rng.chance(0.5) ? "" : "set in code" }
            else if let tv = harness.window.firstResponder as? TextView { tv.text = rng.chance(0.5) ? "" : "set\nin\ncode" }
        case 12:
            if let list = (currentNav()?.topViewController as? AppScreen)?.list {
                list.setContentOffset(Point(x: 0, y: Float(rng.below(200_000))), animated: rng.chance(0.5))
            }
        default:
            if let field = focusable().randomElement(using: &rng) { _ = field.becomeFirstResponder() }
        }
    }

    private func focusable() -> [View] {
        var out: [View] = []
        func walk(_ v: View) {
            if v is TextField || v is TextView, v.window != nil, !v.isHidden { out.append(v) }
            for s in v.subviews { walk(s) }
        }
        walk(harness.window)
        return out
    }

    // MARK: Events

    private func fingerID(_ n: Int) -> FingerID { n == 4 ? .mouse : FingerID(device: 1, finger: Int64(n)) }

    private func randomPoint() -> Point {
        switch rng.below(60) {
        case 0: return Point(x: .nan, y: 10)
        case 1: return Point(x: -1e9, y: 1e9)
        default: return Point(x: Float.random(in: -5...(size.width + 5), using: &rng), y: Float.random(in: -5...(size.height + 5), using: &rng))
        }
    }

    private static let texts = ["a", "Hello", "é", "e\u{301}", "👩‍👩‍👧", "שלום", "日本語", "\n", "\t", "  ", "x\u{0}y", "🇩🇪🇫🇷"]

    /// Sends one random event (or a short gesture, or a time step) and runs a frame.
    func step() {
        events += 1
        recorder.eventNumber = events
        let h = harness!
        let engine = h.engine
        let roll = rng.below(100)
        switch roll {
        case 0..<8:
            h.advance(by: [0.001, 0.016, 0.05, 0.2, 0.4, 0.7, 1.0].randomElement(using: &rng)!)
        case 8..<12:
            let keys: [(KeyboardKey, KeyModifiers)] = [(.tab, []), (.backspace, []), (.left, []), (.right, []), (.up, []), (.down, []),
                                                       (.enter, []), (.escape, []), (.a, .control), (.c, .control), (.x, .control),
                                                       (.v, .control), (.z, .control), (.end, []), (.home, [])]
            let (k, m) = keys.randomElement(using: &rng)!
            if rng.chance(0.1) { h.holdKey(k, repeats: rng.below(40), modifiers: m) } else { h.key(k, modifiers: m) }
        case 12..<16: h.type(Self.texts.randomElement(using: &rng)!)
        case 16:
            h.compose(["に", "にほ", "", "ｎ"].randomElement(using: &rng)!)
            if rng.chance(0.5) { h.type("日本") }
        case 17: h.type(bytes: [[0xFF], [0xC3, 0x28], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80]].randomElement(using: &rng)!)
        case 18:
            // Pastes, now and then a big one (1 MB into a field; a text view's edits are O(n)
            // until issue 22 item 3 lands, so it gets 32 KB).
            let big = rng.chance(0.1)
            let n = big ? (h.window.firstResponder is TextView ? 32_768 : 1 << 20) : rng.below(200)
            counts[big ? "big paste" : "paste", default: 0] += 1
            h.paste(String(repeating: "paste ", count: n / 6 + 1))
        case 19..<21:
            h.wheel(dx: Float.random(in: -3...3, using: &rng), dy: Float.random(in: -10...10, using: &rng), at: randomPoint())
        case 21:
            counts["edge swipe", default: 0] += 1
            let y = Float.random(in: 100...600, using: &rng)
            h.drag(from: Point(x: 1, y: y), to: Point(x: Float.random(in: 20...390, using: &rng), y: y),
                   duration: [0.08, 0.2, 0.5].randomElement(using: &rng)!, finger: 8)
        case 22:
            counts["sheet pull", default: 0] += 1
            h.drag(from: Point(x: 200, y: Float.random(in: 40...160, using: &rng)), to: Point(x: 200, y: Float.random(in: 200...690, using: &rng)),
                   duration: [0.1, 0.3].randomElement(using: &rng)!, finger: 8)
        case 23..<27:
            h.tap(at: Point(x: Float.random(in: 0...size.width, using: &rng), y: Float.random(in: 0...size.height, using: &rng)), finger: 7)
        case 27:
            // A swipe on a row to reveal its actions.
            let y = Float.random(in: 120...600, using: &rng)
            h.drag(from: Point(x: 350, y: y), to: Point(x: Float.random(in: 40...300, using: &rng), y: y), duration: 0.2, finger: 8)
        default:
            let n: Int
            if let d = down.sorted().randomElement(using: &rng), rng.chance(0.75) { n = d } else { n = rng.below(5) }
            let phase: TouchInput.Phase
            if down.contains(n) {
                let p = rng.below(20)
                phase = p < 14 ? .moved : p < 19 ? .ended : .cancelled
            } else {
                phase = rng.chance(0.9) ? .began : .moved
            }
            switch phase {
            case .began: down.insert(n)
            case .ended, .cancelled: down.remove(n)
            case .moved: break
            }
            var p = randomPoint()
            if phase != .began, let last = locations[n], last.x.isFinite, last.y.isFinite, rng.chance(0.9) {
                let step: Float = rng.chance(0.5) ? 3 : 30
                p = Point(x: last.x + Float.random(in: -step...step, using: &rng), y: last.y + Float.random(in: -step...step, using: &rng))
            }
            locations[n] = p
            trace("send \(fingerID(n)) \(phase) at \(p)")
            engine.handle(.touch(TouchInput(finger: fingerID(n), phase: phase, location: p)))
            if rng.chance(0.7) { engine.runFrame() }
        }
        // Keep the texts from growing without bound (each edit of a long text costs more).
        if events % 50 == 0 {
            for v in focusable() {
                if let f = v as? TextField, f.text!.utf8.count > 4096 { f.text = "" }
                if let t = v as? TextView, t.text.utf8.count > 4096 { t.text = "" }
            }
        }
    }

    /// Lifts every finger, lets every transition and timer run out, and checks the touch
    /// contract, the appearance calls and that the app is idle at rest. Returns problems.
    func finish() -> [String] {
        let h = harness!
        for n in down.sorted() { h.engine.handle(.touch(TouchInput(finger: fingerID(n), phase: .ended, location: Point(x: 5, y: 5)))) }
        down.removeAll()
        mutationRate = 0
        h.advance(by: 1)
        h.waitForTransitions(limit: 10)
        recorder.eventNumber = events + 1
        var problems: [String] = []
        if !h.window.touches.isEmpty { problems.append("the window still lists \(h.window.touches.count) touches after every finger lifted") }
        recorder.checkAllEnded(names: names)
        // Appearance: every "did" follows a "will", and nothing is left half-way.
        for (name, calls) in appearance.sorted(by: { $0.key < $1.key }) {
            var pending = false
            for c in calls {
                if c.hasPrefix("will") { pending = true } else if !pending { problems.append("\(name): a did without a will: \(calls.suffix(8))"); break } else { pending = false }
            }
            if pending { problems.append("\(name) was left with a will and no did: \(calls.suffix(8))") }
        }
        // Idle at rest: once the caret stops blinking and everything settled, no frames.
        h.advance(by: 15)
        if h.engine.isAnimating { problems.append("still animating at rest") }
        if h.runFrame() { problems.append("a frame was drawn at rest") }
        if h.engine.timers.runningTransitions != 0 { problems.append("\(h.engine.timers.runningTransitions) transitions still running at rest") }
        return problems
    }

    /// Drops every reference to the app (the harness too).
    func tearDown() {
        harness.window.rootViewController = nil
        harness = nil
        tabs = nil
        recorder.forgetTouches()
    }
}
