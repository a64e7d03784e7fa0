/// Identifies one finger (or the mouse) for as long as it touches.
public struct FingerID: Hashable, Sendable, CustomStringConvertible {
    /// SDL's touch device id (`SDL_TouchID`).
    public var device: Int64
    /// SDL's finger id (`SDL_FingerID`), unique on its device while down.
    public var finger: Int64

    /// Creates a finger id.
    public init(device: Int64, finger: Int64) {
        self.device = device
        self.finger = finger
    }

    /// The left mouse button, delivered as a single touch stream.
    public static let mouse = FingerID(device: Int64.min, finger: 0)

    public var description: String { self == .mouse ? "mouse" : "finger \(device):\(finger)" }
}

/// One change of one finger, in the UI's logical points (rotation, letterboxing and
/// calibration already undone).
public struct TouchInput: Hashable, Sendable {
    /// What happened to the finger.
    public enum Phase: Sendable, Hashable {
        case began, moved, ended, cancelled
    }

    /// Which finger (the mouse is a finger of its own).
    public var finger: FingerID
    /// What happened to it.
    public var phase: Phase
    /// Where, in UI points (after rotation, letterbox and calibration).
    public var location: Point
    /// Pressure in 0...1 (1 for the mouse).
    public var pressure: Float

    /// Creates a touch input.
    public init(finger: FingerID, phase: Phase, location: Point, pressure: Float = 1) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.pressure = pressure
    }
}

/// A key press or release.
public struct KeyInput: Hashable, Sendable {
    /// SDL's key code (`SDL_Keycode`), e.g. `27` for Escape.
    public var keyCode: Int32
    /// SDL's scan code (`SDL_Scancode`).
    public var scanCode: UInt32
    /// `true` for a press, `false` for a release.
    public var isDown: Bool
    /// `true` for a key held down repeating.
    public var isRepeat: Bool
    /// SDL's modifier mask (`SDL_Keymod`).
    public var modifiers: UInt16

    /// Creates a key input.
    public init(keyCode: Int32, scanCode: UInt32 = 0, isDown: Bool, isRepeat: Bool = false, modifiers: UInt16 = 0) {
        self.keyCode = keyCode
        self.scanCode = scanCode
        self.isDown = isDown
        self.isRepeat = isRepeat
        self.modifiers = modifiers
    }

    /// Escape's key code.
    public static let escape: Int32 = 27
}

/// An engine event: what the platform layer makes of an SDL event, in one place
/// (`EventTranslator`), before the frame loop dispatches it.
public enum InputEvent: Hashable, Sendable {
    /// A finger or the left mouse button.
    case touch(TouchInput)
    /// The mouse moved with no button held (desktop hover).
    case hover(Point)
    /// A mouse wheel or touchpad scroll, in points, at a location.
    case scroll(dx: Float, dy: Float, at: Point)
    case key(KeyInput)
    /// Text typed (UTF-8).
    case text(String)
    /// An input method's composition in progress (`SDL_TEXTEDITING`): the marked text, and
    /// the selection inside it in characters. Replaced by a ``text(_:)`` on commit; empty
    /// text ends the composition.
    case textEditing(String, start: Int, length: Int)
    /// The window's drawable area changed; the new output size in window points.
    case resized(Size)
    case focusLost
    case focusGained
    /// The window was minimised or hidden (the app goes to the background).
    case minimized
    /// The window was restored or shown again.
    case restored
    /// The window needs repainting (exposed after being covered).
    case exposed
    /// The user asked to quit (window closed, SIGTERM, Ctrl-C).
    case quit
}
