import Foundation

extension Application {
    /// Where the app is in its life, as `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In front with input focus.
        case active
        /// Visible but without focus (another window took it).
        case inactive
        /// Minimised or hidden.
        case background
    }

    /// Posted on `NotificationCenter.default` when the window gains input focus, as
    /// `UIApplication.didBecomeActiveNotification`.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the window loses input focus (before minimising, too).
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the window is minimised or hidden.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when a minimised or hidden window is restored or shown.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to quit (the window was closed, or ``quit()``).
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The app's state, as `UIApplication.applicationState`.
    public var applicationState: State { engine.applicationState }
}

extension Engine {
    /// Moves the app to `state`, posting UIKit's notifications in UIKit's order (background
    /// → active: will enter foreground, then did become active; active → background: will
    /// resign active, then did enter background). The notification's object is the engine.
    func transitionApplicationState(to state: Application.State) {
        let from = applicationState
        guard state != from else { return }
        var names: [Notification.Name] = []
        switch (from, state) {
        case (.active, .inactive): names = [Application.willResignActiveNotification]
        case (.active, .background): names = [Application.willResignActiveNotification, Application.didEnterBackgroundNotification]
        case (.inactive, .active): names = [Application.didBecomeActiveNotification]
        case (.inactive, .background): names = [Application.didEnterBackgroundNotification]
        case (.background, .inactive): names = [Application.willEnterForegroundNotification]
        case (.background, .active): names = [Application.willEnterForegroundNotification, Application.didBecomeActiveNotification]
        default: break
        }
        applicationState = state
        for name in names { NotificationCenter.default.post(name: name, object: self) }
    }
}
