/// The process-wide accessibility state and notifications, as `UIAccessibility`: settings
/// (process-wide on purpose, as on iOS: one person uses the panel) with change observers,
/// and ``post(notification:argument:)`` to the running screen readers.
@MainActor
public enum Accessibility {
    /// Whether a screen reader (``ScreenReader``) runs in any engine of the process.
    public static var isVoiceOverRunning: Bool { !ScreenReaderRegistry.running.isEmpty }

    /// Movement (pushes, springs) becomes cross-fades.
    public static var isReduceMotionEnabled = false { didSet { changed(.reduceMotion, oldValue != isReduceMotionEnabled) } }
    /// Text is drawn bold.
    /// (Stored in `DrawingSettings`, which the renderer reads.)
    public static var isBoldTextEnabled: Bool {
        get { DrawingSettings.boldText }
        set { let old = DrawingSettings.boldText; DrawingSettings.boldText = newValue; changed(.boldText, old != newValue) }
    }
    /// Colours gain contrast (themes' high-contrast variants).
    /// (Stored in `DrawingSettings`, which the renderer reads.)
    public static var isDarkerSystemColorsEnabled: Bool {
        get { DrawingSettings.increaseContrast }
        set {
            let old = DrawingSettings.increaseContrast
            DrawingSettings.increaseContrast = newValue
            changed(.darkerSystemColors, old != newValue)
        }
    }
    /// Translucent surfaces become opaque.
    public static var isReduceTransparencyEnabled = false {
        didSet { changed(.reduceTransparency, oldValue != isReduceTransparencyEnabled) }
    }
    /// The smallest touch target the audit accepts and controls grow their touch area to:
    /// 44 points (Apple's guideline, WCAG 2.5.5 asks for 44 CSS px); larger with the
    /// "larger touch targets" setting. Clamped to 20...200.
    public static var minimumTouchTarget: Float = 44 {
        didSet {
            let clean = minimumTouchTarget.isFinite ? min(200, max(20, minimumTouchTarget)) : 44
            if clean != minimumTouchTarget { minimumTouchTarget = clean; return }
            changed(.largerTouchTargets, oldValue != minimumTouchTarget)
        }
    }

    /// How large text is drawn (Dynamic Type, ``ContentSizeCategory``; default
    /// ``ContentSizeCategory/large``): ``Font/preferredFont(forTextStyle:)`` follows it and
    /// views that adjust their font for it change at once.
    public static var preferredContentSizeCategory = ContentSizeCategory.large {
        didSet { changed(.contentSizeCategory, oldValue != preferredContentSizeCategory) }
    }

    private static var observers: [(id: Int, body: @MainActor (AccessibilitySetting) -> Void)] = []
    private static var nextObserver = 1

    /// Calls `body` after a setting changed (as UIKit's `…StatusDidChangeNotification`s);
    /// returns a token for ``removeSettingsObserver(_:)``.
    @discardableResult
    public static func addSettingsObserver(_ body: @escaping @MainActor (AccessibilitySetting) -> Void) -> Int {
        nextObserver += 1
        observers.append((nextObserver, body))
        return nextObserver
    }

    /// Removes a settings observer.
    public static func removeSettingsObserver(_ token: Int) {
        observers.removeAll { $0.id == token }
    }

    /// Carries a changed setting into the windows before the observers hear of it (the kit's
    /// `AppearanceSettings`, which sets itself here when the first window or view registers).
    package static var appearanceHook: (@MainActor (AccessibilitySetting) -> Void)?

    package static func changed(_ setting: AccessibilitySetting, _ didChange: Bool = true) {
        guard didChange else { return }
        appearanceHook?(setting)
        for o in observers { o.body(setting) }
    }

    /// Tells the running screen readers that something happened (a new screen, a changed
    /// layout, an announcement to speak, a page scrolled); see ``AccessibilityNotification``
    /// for the argument each takes. Without a screen reader nothing happens.
    public static func post(notification: AccessibilityNotification, argument: Any? = nil) {
        for reader in ScreenReaderRegistry.running { reader.handle(notification, argument: argument) }
    }
}
