import Tactile

extension Harness {
    /// The window's elements and its immediate-mode planes' widgets in the screen reader's
    /// reading order (after a frame, so layout ran).
    public var accessibilityTree: AccessibilityTree {
        runFrame()
        return AccessibilityTree(engine: engine)
    }

    /// Audits the window (``AccessibilityAudit``): unlabeled interactive elements, small
    /// touch targets, low text contrast, covered elements, reading order going back up.
    public func auditAccessibility() -> [AccessibilityIssue] {
        runFrame()
        return AccessibilityAudit.run(window)
    }

    /// A driver for the engine's screen reader with VoiceOver's gestures, made of real
    /// touches on the virtual clock; speech is recorded (``ScreenReaderDriver/spokenText``).
    public var screenReader: ScreenReaderDriver { ScreenReaderDriver(harness: self) }
}
