/// A standard view's accessibility when the app set nothing (UIKit's defaults): adopted in
/// Accessibility/ by each control, one file per control, so the controls' own files stay as
/// they are. Every requirement has a default that means "none".
@MainActor
package protocol AccessibilityDefaults: View {
    var defaultIsAccessibilityElement: Bool { get }
    var defaultAccessibilityLabel: String? { get }
    var defaultAccessibilityValue: String? { get }
    var defaultAccessibilityHint: String? { get }
    var defaultAccessibilityTraits: AccessibilityTraits { get }
    /// The elements in reading order when the view is a container that knows better than
    /// its subviews' positions (drawn keys).
    var defaultAccessibilityElements: [any AccessibilityItem]? { get }
    var defaultAccessibilityViewIsModal: Bool { get }
    /// The role when the traits do not say it (a text field).
    var defaultAccessibilityRole: AccessibilityRole? { get }
    func defaultAccessibilityActivate() -> Bool
    func defaultAccessibilityAdjust(by steps: Int)
    func defaultAccessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool
    func defaultAccessibilityPerformEscape() -> Bool
}

extension AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { true }
    package var defaultAccessibilityLabel: String? { nil }
    package var defaultAccessibilityValue: String? { nil }
    package var defaultAccessibilityHint: String? { nil }
    package var defaultAccessibilityTraits: AccessibilityTraits { [] }
    package var defaultAccessibilityElements: [any AccessibilityItem]? { nil }
    package var defaultAccessibilityViewIsModal: Bool { false }
    package var defaultAccessibilityRole: AccessibilityRole? { nil }
    package func defaultAccessibilityActivate() -> Bool { false }
    package func defaultAccessibilityAdjust(by steps: Int) {}
    package func defaultAccessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }
    package func defaultAccessibilityPerformEscape() -> Bool { false }
}

extension View {
    /// This view's defaults when it is a standard view that has some.
    var accessibilityDefaults: (any AccessibilityDefaults)? { self as? any AccessibilityDefaults }

    /// The storage, made on first write.
    package var accessibility: AccessibilityStorage {
        if let s = accessibilityStorage { return s }
        let s = AccessibilityStorage()
        accessibilityStorage = s
        return s
    }
}
