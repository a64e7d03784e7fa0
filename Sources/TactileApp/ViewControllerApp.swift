import Tactile

/// An app whose entry point is a root view controller: conform, mark with `@main`, and the
/// shared command line, configuration loading and headless runs come with it.
///
/// ```swift
/// import TactileApp
///
/// @main enum Rooms: ViewControllerApp {
///     static func makeRootViewController() -> ViewController {
///         NavigationController(rootViewController: RoomListController())
///     }
/// }
/// ```
public protocol ViewControllerApp {
    /// The app's name (output folder, messages); the type's name by default.
    static var name: String { get }
    /// Makes the window's root controller.
    @MainActor static func makeRootViewController() -> ViewController
}

extension ViewControllerApp {
    public static var name: String { String(describing: Self.self).lowercased() }

    /// Runs the app (``AppRunner/main(name:title:root:)``).
    @MainActor public static func main() {
        AppRunner.start(name: name) { makeRootViewController() }
    }
}
