import Tactile

/// What the iOS `SceneDelegate` did: a navigation controller around the settings screen.
@MainActor
enum PortedApp {
    static func makeRoot() -> ViewController {
        NavigationController(rootViewController: SettingsViewController())
    }
}
