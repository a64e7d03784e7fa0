/// The screen readers running in this process (one per engine at most), for
/// ``Accessibility/post(notification:argument:)`` and ``Accessibility/isVoiceOverRunning``.
@MainActor
enum ScreenReaderRegistry {
    private static var readers: [Weak] = []

    private struct Weak { weak var reader: ScreenReader? }

    static var running: [ScreenReader] {
        readers.compactMap { $0.reader }.filter(\.isRunning)
    }

    static func add(_ reader: ScreenReader) {
        readers.removeAll { $0.reader == nil || $0.reader === reader }
        readers.append(Weak(reader: reader))
    }
}
