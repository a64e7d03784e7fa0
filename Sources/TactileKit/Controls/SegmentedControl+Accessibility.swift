/// UISegmentedControl's defaults: a container of one button element per segment, labelled
/// by its title, "selected" for the selected one, "dimmed" when it or the control is
/// disabled, with its position ("Selected, Map, button, 1 of 3"). Activating a segment
/// selects it and sends `valueChanged`, as lifting a finger on it does. The elements are kept
/// between reads (the screen reader's focus follows identity) and updated in place.
extension SegmentedControl: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { false }

    package var defaultAccessibilityElements: [any AccessibilityItem]? {
        let store = accessibility
        let n = numberOfSegments
        if store.generatedElements.count != n {
            store.generatedElements = (0..<n).map { i in
                let e = AccessibilityElement(accessibilityContainer: self)
                e.onActivate = { [weak self] in self?.accessibilitySelect(i) }
                return e
            }
        }
        let w = n > 0 ? bounds.width / Float(n) : 0
        for (i, e) in store.generatedElements.enumerated() {
            e.accessibilityFrameInContainerSpace = Rect(x: bounds.minX + w * Float(i), y: bounds.minY, width: w, height: bounds.height)
            e.accessibilityLabel = titleForSegment(at: i)
            var traits: AccessibilityTraits = [.button]
            if i == selectedSegmentIndex { traits.insert(.selected) }
            if !isEnabled || !isEnabledForSegment(at: i) { traits.insert(.notEnabled) }
            e.accessibilityTraits = traits
            e.position = (i + 1, n)
        }
        return store.generatedElements
    }

    /// The screen reader's double tap on segment `index`.
    func accessibilitySelect(_ index: Int) {
        guard isEnabled else { return }
        choose(index)
    }
}
