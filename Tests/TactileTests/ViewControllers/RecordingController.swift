@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Shared record of callbacks, in order.
@MainActor
final class CallLog {
    var entries: [String] = []
    func clear() { entries = [] }
    /// Entries of one controller, without its name.
    func of(_ name: String) -> [String] {
        entries.filter { $0.hasPrefix(name + ".") }.map { String($0.dropFirst(name.count + 1)) }
    }
    /// Only appearance callbacks (will/did appear/disappear), in order.
    var appearance: [String] {
        entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }
}

/// A controller that logs every lifecycle callback as "name.callback".
@MainActor
class RecordingController: ViewController {
    let name: String
    let log: CallLog
    var onViewDidLoad: ((RecordingController) -> Void)?
    var onWillAppear: ((RecordingController) -> Void)?
    var onDidAppear: ((RecordingController) -> Void)?
    var onWillDisappear: ((RecordingController) -> Void)?
    var onDidDisappear: ((RecordingController) -> Void)?

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func loadView() { log.entries.append("\(name).loadView"); super.loadView() }
    override func viewDidLoad() { log.entries.append("\(name).viewDidLoad"); onViewDidLoad?(self) }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear"); onWillAppear?(self) }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear"); onDidAppear?(self) }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear"); onWillDisappear?(self) }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear"); onDidDisappear?(self) }
    override func viewWillLayoutSubviews() { log.entries.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: ViewController?) { log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// Captures ``Diagnostics`` reports during `body`.
@MainActor
func capturingDiagnostics(_ body: () -> Void) -> [String] {
    Diagnostics.capture(body)
}
