/// UITabBar's defaults: a container with the tab-bar trait, so its buttons read as
/// "Selected, Home, Tab, 1 of 4".
extension TabBar: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { false }
    package var defaultAccessibilityTraits: AccessibilityTraits { [.tabBar] }
}
