internal import CSDL2

/// Text input through SDL: `SDL_StartTextInput`/`SDL_StopTextInput`, the IME rectangle and
/// SDL's clipboard. Text SDL hands over that is not valid UTF-8 is repaired (U+FFFD).
@MainActor
package final class SDLTextInputService: TextInputService {
    /// Creates the service (it holds no state of its own).
    public init() {}

    public func startTextInput() { SDL_StartTextInput() }

    public func stopTextInput() { SDL_StopTextInput() }

    public func setTextInputRect(_ rect: Rect) {
        guard rect.isFinite else { return }
        func clamp(_ v: Float) -> Int32 { Int32(max(-1_000_000, min(1_000_000, v.rounded()))) }
        var r = SDL_Rect(x: clamp(rect.minX), y: clamp(rect.minY), w: clamp(rect.width), h: clamp(rect.height))
        SDL_SetTextInputRect(&r)
    }

    public var clipboardText: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let p = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(p) }
            let len = Int(SDL_strlen(p))
            return p.withMemoryRebound(to: UInt8.self, capacity: len) {
                String(decoding: UnsafeBufferPointer(start: $0, count: len), as: UTF8.self)
            }
        }
        set {
            if SDL_SetClipboardText(newValue ?? "") != 0 {
                Diagnostics.report("cannot set the clipboard: \(sdlError())")
            }
        }
    }
}
