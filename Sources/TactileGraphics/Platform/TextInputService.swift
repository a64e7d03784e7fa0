/// The platform side of text input, behind one small protocol so views never call SDL:
/// the engine starts it when a text field becomes first responder, stops it when focus
/// leaves, places the IME candidate window at the caret, and reads and writes the clipboard.
///
/// The engine installs SDL's (internal) by default; ``RecordingTextInputService`` keeps an
/// in-memory clipboard and counts calls, for tests.
@MainActor
public protocol TextInputService: AnyObject {
    /// Starts delivering typed text (`SDL_StartTextInput`).
    func startTextInput()
    /// Stops delivering typed text (`SDL_StopTextInput`).
    func stopTextInput()
    /// Where the caret is, in window points (`SDL_SetTextInputRect`), so an input method
    /// shows its candidates next to it.
    func setTextInputRect(_ rect: Rect)
    /// The clipboard's text (`SDL_GetClipboardText`/`SDL_SetClipboardText`); `nil` when empty.
    var clipboardText: String? { get set }
}

/// A text input service that does nothing but remember: an in-memory clipboard, whether
/// input is active, and the last caret rectangle. The test harness uses it.
@MainActor
public final class RecordingTextInputService: TextInputService {
    /// Whether text input is started.
    public private(set) var isActive = false
    /// How many times input was started.
    public private(set) var startCount = 0
    /// How many times input was stopped.
    public private(set) var stopCount = 0
    /// The last rectangle given to ``setTextInputRect(_:)``.
    public private(set) var lastInputRect: Rect?
    /// The in-memory clipboard.
    public var clipboardText: String?

    /// Creates a service with an empty clipboard.
    public init() {}

    public func startTextInput() { isActive = true; startCount += 1 }
    public func stopTextInput() { isActive = false; stopCount += 1 }
    public func setTextInputRect(_ rect: Rect) { lastInputRect = rect }
}
