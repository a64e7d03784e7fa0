extension Accessibility {
    /// Sets the process's settings from tactile.json's `"accessibility"` object (each
    /// change notifies its observers, as a change at run time does).
    public static func apply(_ configuration: AccessibilityConfiguration) {
        preferredContentSizeCategory = configuration.contentSizeCategory
        isBoldTextEnabled = configuration.boldText
        isDarkerSystemColorsEnabled = configuration.increaseContrast
        isReduceMotionEnabled = configuration.reduceMotion
        isReduceTransparencyEnabled = configuration.reduceTransparency
        minimumTouchTarget = configuration.minimumTouchTarget
    }
}
