import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Records the names of notifications posted with one object, in order.
@MainActor
final class NotificationLog {
    var names: [String] = []
    /// Each notification's keyboard end frame and duration, when it has them.
    var endFrames: [Rect?] = []
    var durations: [Double?] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ names: [Notification.Name], object: AnyObject?) {
        for n in names {
            tokens.append(NotificationCenter.default.addObserver(forName: n, object: object, queue: nil) { [weak self] note in
                let name = note.name.rawValue
                let end = note.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? Rect
                let duration = note.userInfo?[Responder.keyboardAnimationDurationUserInfoKey] as? Double
                MainActor.assumeIsolated {
                    self?.names.append(name)
                    self?.endFrames.append(end)
                    self?.durations.append(duration)
                }
            })
        }
    }

    func stop() { for t in tokens { NotificationCenter.default.removeObserver(t) } }
}

@MainActor
@Suite struct LifecycleNotificationTests {
    static let all = [Application.didBecomeActiveNotification, Application.willResignActiveNotification,
                      Application.didEnterBackgroundNotification, Application.willEnterForegroundNotification]

    @Test func focusAndMinimisePostUIKitsSequence() {
        let h = Harness(root: View(), size: Size(width: 100, height: 100))
        let log = NotificationLog(Self.all, object: h.engine)
        defer { log.stop() }
        #expect(h.engine.applicationState == .active)
        h.engine.handle(.focusLost)
        h.engine.handle(.minimized)
        #expect(h.engine.applicationState == .background)
        h.engine.handle(.restored)
        h.engine.handle(.focusGained)
        h.engine.handle(.focusGained)
        #expect(log.names == ["UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                              "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification"])
        // Minimised straight from active: resign first.
        log.names = []
        h.engine.handle(.minimized)
        h.engine.handle(.restored)
        #expect(log.names == ["UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                              "UIApplicationWillEnterForegroundNotification"])
        #expect(h.engine.applicationState == .inactive)
    }
}

@MainActor
@Suite struct KeyboardNotificationTests {
    @Test func showingAndHidingTheKeyboardPostsWillAndDidWithFrames() throws {
        let root = View()
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40))
        root.addSubview(field)
        let h = Harness(root: root, size: Size(width: 400, height: 600))
        h.window.keyboardMode = .onscreen
        let log = NotificationLog([Responder.keyboardWillShowNotification, Responder.keyboardDidShowNotification,
                                   Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification],
                                  object: nil)
        defer { log.stop() }
        _ = field.becomeFirstResponder()
        #expect(log.names == ["UIKeyboardWillShowNotification"])
        let firstEnd: Rect? = log.endFrames.first ?? nil   // a plain optional: Swift 6.0's #require type-checks no `?? nil`
        let end = try #require(firstEnd)
        #expect(end.maxY == 600 && end.height > 100 && end.width == 400)
        let firstDuration: Double? = log.durations.first ?? nil
        let duration = try #require(firstDuration)
        #expect(duration == 0.25)
        h.advance(by: 0.4)
        #expect(log.names == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
        _ = field.resignFirstResponder()
        h.advance(by: 0.4)
        #expect(log.names.suffix(2) == ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
        let lastEnd: Rect? = log.endFrames.last ?? nil
        let hidden = try #require(lastEnd)
        #expect(hidden.minY == 600)
    }
}
