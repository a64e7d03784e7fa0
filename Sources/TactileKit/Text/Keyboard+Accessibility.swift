/// The on-screen keyboard's keys are drawn, not views: one ``AccessibilityElement`` per key,
/// with the keyboard-key trait, so the screen reader's touch typing (explore to a key, lift)
/// types it. Elements are kept between reads (the focus follows identity) and updated in place.
extension Keyboard: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { false }

    package var defaultAccessibilityElements: [any AccessibilityItem]? {
        let store = accessibility
        let keys = placed
        if store.generatedElements.count != keys.count {
            store.generatedElements = keys.map { _ in AccessibilityElement(accessibilityContainer: self) }
        }
        for (element, key) in zip(store.generatedElements, keys) {
            element.accessibilityFrameInContainerSpace = key.frame
            element.accessibilityLabel = spokenName(for: key.key)
            var traits: AccessibilityTraits = [.keyboardKey]
            if key.key.kind == .shift && shiftState != .off { traits.insert(.selected) }
            element.accessibilityTraits = traits
        }
        return store.generatedElements
    }

    /// What VoiceOver says for a key.
    func spokenName(for key: KeyboardLayout.Key) -> String {
        switch key.kind {
        case .character: return label(for: key)
        case .shift: return shiftState == .capsLock ? "caps lock" : "shift"
        case .backspace: return "delete"
        case .symbols: return "more, numbers"
        case .letters: return "more, letters"
        case .space: return "space"
        case .return: return returnKeyType.title
        }
    }
}
