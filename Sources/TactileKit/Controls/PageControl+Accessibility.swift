/// UIPageControl's defaults: an adjustable element whose value is "page 2 of 5"; swiping up
/// or down moves a page on or back and sends `valueChanged`, as a tap on either half does.
/// With no pages (or one, hidden) it is no element.
extension PageControl: AccessibilityDefaults {
    package var defaultIsAccessibilityElement: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }
    package var defaultAccessibilityValue: String? {
        numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
    }
    package var defaultAccessibilityTraits: AccessibilityTraits { Control.stateTraits(self, [.adjustable]) }

    package func defaultAccessibilityAdjust(by steps: Int) {
        guard isEnabled, steps != 0 else { return }
        let next = currentPage + (steps > 0 ? 1 : -1)
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
