internal import CSDL2

/// Typed Swift equivalents of the SDL macros Swift does not import, kept in this one place.
enum SDLConstants {
    /// `SDL_WINDOWPOS_CENTERED`.
    static let windowPositionCentered = Int32(bitPattern: 0x2FFF_0000)
    /// `SDL_WINDOWPOS_CENTERED_DISPLAY(n)`.
    static func windowPositionCentered(display: Int32) -> Int32 { windowPositionCentered | display }
    /// `SDL_TOUCH_MOUSEID`: the `which` of mouse events SDL synthesises from touches.
    static let touchMouseID: UInt32 = UInt32.max
    /// `SDL_MOUSE_TOUCHID`: the `touchId` of touch events SDL synthesises from the mouse.
    static let mouseTouchID: Int64 = -1
    /// `SDL_BUTTON_LEFT`.
    static let buttonLeft: UInt8 = 1

    // Event types as plain UInt32, the type of `SDL_Event.type`.
    static let quit = SDL_QUIT.rawValue
    static let windowEvent = SDL_WINDOWEVENT.rawValue
    static let keyDown = SDL_KEYDOWN.rawValue
    static let keyUp = SDL_KEYUP.rawValue
    static let textInput = SDL_TEXTINPUT.rawValue
    static let textEditing = SDL_TEXTEDITING.rawValue
    static let mouseMotion = SDL_MOUSEMOTION.rawValue
    static let mouseButtonDown = SDL_MOUSEBUTTONDOWN.rawValue
    static let mouseButtonUp = SDL_MOUSEBUTTONUP.rawValue
    static let mouseWheel = SDL_MOUSEWHEEL.rawValue
    static let fingerDown = SDL_FINGERDOWN.rawValue
    static let fingerUp = SDL_FINGERUP.rawValue
    static let fingerMotion = SDL_FINGERMOTION.rawValue

    // Window event ids (`SDL_WindowEvent.event`).
    static let windowResized = UInt8(SDL_WINDOWEVENT_RESIZED.rawValue)
    static let windowSizeChanged = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
    static let windowFocusLost = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
    static let windowFocusGained = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
    static let windowExposed = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
    static let windowMinimized = UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue)
    static let windowHidden = UInt8(SDL_WINDOWEVENT_HIDDEN.rawValue)
    static let windowRestored = UInt8(SDL_WINDOWEVENT_RESTORED.rawValue)
    static let windowShown = UInt8(SDL_WINDOWEVENT_SHOWN.rawValue)
    static let windowClose = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)

    /// `SDL_PIXELFORMAT_ARGB8888`, the format of every surface Tactile makes.
    static let pixelFormatARGB8888 = SDL_PIXELFORMAT_ARGB8888.rawValue
    static let pixelFormatRGB888 = SDL_PIXELFORMAT_RGB888.rawValue
    /// `SDL_PIXELFORMAT_ABGR8888`: bytes R, G, B, A in memory on little-endian machines.
    static let pixelFormatABGR8888 = SDL_PIXELFORMAT_ABGR8888.rawValue
}

/// The text of `SDL_GetError()`.
func sdlError() -> String {
    guard let cString = SDL_GetError() else { return "unknown SDL error" }
    let text = String(cString: cString)
    return text.isEmpty ? "unknown SDL error" : text
}
