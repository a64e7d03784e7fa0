/// The screen readers running in this process (one per engine at most), for
/// ``Accessibility/post(notification:argument:)`` and ``Accessibility/isVoiceOverRunning``.
/// The core sees a reader only as something that takes notifications (the reader lives above
/// the kit).
@MainActor
package enum ScreenReaderRegistry {
    private static var readers: [Weak] = []

    private struct Weak { weak var reader: (any AccessibilityNotificationHandling)? }

    static var running: [any AccessibilityNotificationHandling] {
        readers.compactMap { $0.reader }.filter(\.isRunning)
    }

    package static func add(_ reader: any AccessibilityNotificationHandling) {
        readers.removeAll { $0.reader == nil || $0.reader === reader }
        readers.append(Weak(reader: reader))
    }
}

/// A screen reader as the core sees it: running or not, and taking notifications.
@MainActor
package protocol AccessibilityNotificationHandling: AnyObject {
    /// Whether it reads now.
    var isRunning: Bool { get }
    /// Takes a posted notification (``Accessibility/post(notification:argument:)``).
    func handle(_ notification: AccessibilityNotification, argument: Any?)
}
