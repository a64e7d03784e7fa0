/// A process-wide accessibility setting (``Accessibility``), named in change notifications.
public enum AccessibilitySetting: Sendable, Hashable, CaseIterable {
    /// A screen reader runs (``Accessibility/isVoiceOverRunning``).
    case voiceOver
    /// Movement is replaced by cross-fades (``Accessibility/isReduceMotionEnabled``).
    case reduceMotion
    /// Text is drawn bold (``Accessibility/isBoldTextEnabled``).
    case boldText
    /// Colours gain contrast (``Accessibility/isDarkerSystemColorsEnabled``).
    case darkerSystemColors
    /// Translucent surfaces become opaque (``Accessibility/isReduceTransparencyEnabled``).
    case reduceTransparency
    /// Touch targets grow (``Accessibility/minimumTouchTarget``).
    case largerTouchTargets
    /// Text size changed (``Accessibility/preferredContentSizeCategory``).
    case contentSizeCategory
}
