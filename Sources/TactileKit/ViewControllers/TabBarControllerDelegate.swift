/// UIKit's tab bar controller delegate (`UITabBarControllerDelegate`): set
/// ``TabBarController/delegate``. Both methods have defaults; they are called for a tap on
/// a tab (or a row of the "More" list), not when code sets ``TabBarController/selectedIndex``,
/// as in UIKit.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap may select `viewController`'s tab (default `true`).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tap selected `viewController`'s tab.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
