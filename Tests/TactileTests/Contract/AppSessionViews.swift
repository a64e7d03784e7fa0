@testable import Tactile
@testable import TactileCore
@testable import TactileKit

/// The app session's views: each reports its touch callbacks to the session's
/// ``ContractRecorder`` and then runs (and forwards through) its class's own handling, so
/// the contract is checked on cells, controls, text views and the screens that cells and
/// fields forward to.
@MainActor
protocol AppSessionReporting: View {
    var reportID: Int { get }
    var session: AppSessionFuzzer? { get }
}

extension AppSessionReporting {
    func report(_ phase: Touch.Phase, _ touches: Set<Touch>) {
        session?.touchCallback(self, phase, touches)
    }
}

/// A screen's root view: sees the touches its cells, fields and buttons forward.
@MainActor final class AppScreenView: View, AppSessionReporting {
    let reportID: Int
    weak var session: AppSessionFuzzer?
    init(id: Int, session: AppSessionFuzzer) { reportID = id; self.session = session; super.init(frame: .zero) }
    override func touchesBegan(_ t: Set<Touch>, with e: Event?) { report(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<Touch>, with e: Event?) { report(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<Touch>, with e: Event?) { report(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<Touch>, with e: Event?) { report(.cancelled, t); super.touchesCancelled(t, with: e) }
}

@MainActor final class AppCell: ListCell, AppSessionReporting {
    var reportID = 0
    weak var session: AppSessionFuzzer?
    override func touchesBegan(_ t: Set<Touch>, with e: Event?) { report(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<Touch>, with e: Event?) { report(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<Touch>, with e: Event?) { report(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<Touch>, with e: Event?) { report(.cancelled, t); super.touchesCancelled(t, with: e) }
}

@MainActor final class AppButton: Button, AppSessionReporting {
    var reportID = 0
    weak var session: AppSessionFuzzer?
    override func touchesBegan(_ t: Set<Touch>, with e: Event?) { report(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<Touch>, with e: Event?) { report(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<Touch>, with e: Event?) { report(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<Touch>, with e: Event?) { report(.cancelled, t); super.touchesCancelled(t, with: e) }
}

@MainActor final class AppField: TextField, AppSessionReporting {
    var reportID = 0
    weak var session: AppSessionFuzzer?
    override func touchesBegan(_ t: Set<Touch>, with e: Event?) { report(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<Touch>, with e: Event?) { report(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<Touch>, with e: Event?) { report(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<Touch>, with e: Event?) { report(.cancelled, t); super.touchesCancelled(t, with: e) }
}

@MainActor final class AppTextView: TextView, AppSessionReporting {
    var reportID = 0
    weak var session: AppSessionFuzzer?
    override func touchesBegan(_ t: Set<Touch>, with e: Event?) { report(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<Touch>, with e: Event?) { report(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<Touch>, with e: Event?) { report(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<Touch>, with e: Event?) { report(.cancelled, t); super.touchesCancelled(t, with: e) }
}

/// A screen of the session: a list, a form or a detail page; logs its appearance calls
/// and lets the session act from inside them.
@MainActor final class AppScreen: ViewController {
    enum Kind { case list, form, detail }
    let kind: Kind
    let name: String
    weak var session: AppSessionFuzzer?
    weak var list: ListView?
    var rows = 5_000

    init(kind: Kind, name: String, session: AppSessionFuzzer) {
        self.kind = kind
        self.name = name
        self.session = session
        super.init()
        title = name
    }

    override func loadView() {
        guard let session else { super.loadView(); return }
        view = AppScreenView(id: session.makeID("\(name).view"), session: session)
    }

    override func viewDidLoad() {
        guard let session else { return }
        view.backgroundColor = .white
        switch kind {
        case .list: session.buildList(in: self)
        case .form, .detail: session.buildForm(in: self)
        }
    }

    override func viewDidLayoutSubviews() { session?.layout(self) }
    override func viewWillAppear(_ animated: Bool) { session?.appearanceCallback(self, "will+") }
    override func viewDidAppear(_ animated: Bool) { session?.appearanceCallback(self, "did+") }
    override func viewWillDisappear(_ animated: Bool) { session?.appearanceCallback(self, "will-") }
    override func viewDidDisappear(_ animated: Bool) { session?.appearanceCallback(self, "did-") }
}
