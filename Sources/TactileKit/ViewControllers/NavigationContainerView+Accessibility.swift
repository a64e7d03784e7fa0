/// A navigation controller's view goes back on the screen reader's escape (two-finger scrub)
/// when there is a screen to go back to, as UINavigationController.
extension NavigationContainerView: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { false }
    func defaultAccessibilityPerformEscape() -> Bool {
        guard let nav = controller, nav.viewControllers.count > 1,
              !(nav.topViewController?.navigationItem.hidesBackButton ?? false) else { return false }
        return nav.popViewController(animated: true) != nil
    }
}
