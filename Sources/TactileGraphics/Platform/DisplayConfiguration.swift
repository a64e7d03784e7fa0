/// How the app's display is set up: window or offscreen, size, driver, renderer,
/// rotation. Sensible defaults for a desktop window; a kiosk sets fullscreen, rotation
/// and a driver.
public struct DisplayConfiguration: Hashable, Sendable {
    /// Which SDL renderer to ask for.
    public enum RendererKind: String, Sendable, Hashable, Codable {
        /// Accelerated with vsync, falling back to software.
        case auto
        /// Accelerated only.
        case accelerated
        /// SDL's software renderer.
        case software
    }

    /// The window title.
    public var title: String = "Tactile"
    /// The UI size in points for a window (the panel's size when fullscreen), before rotation.
    public var size: Size = Size(width: 800, height: 480)
    /// Whether the user can resize the window.
    public var resizable: Bool = true
    /// Fullscreen at the display's native size.
    public var fullscreen: Bool = false
    /// The display to open on.
    public var displayIndex: Int = 0
    /// Render offscreen into memory with no display at all.
    public var headless: Bool = false
    /// SDL video drivers to try in order (`"KMSDRM"`, `"x11"`, `"wayland"`, …); empty: SDL's choice.
    public var videoDrivers: [String] = []
    /// The renderer to ask for.
    public var renderer: RendererKind = .auto
    /// An SDL render driver by name (`"opengles2"`, `"opengl"`, `"software"`…), used
    /// instead of ``renderer`` when set; opening fails, listing the drivers SDL has, when
    /// that driver is missing or cannot start.
    public var rendererDriver: String? = nil
    /// Wait for vertical blank when presenting (accelerated renderers).
    public var vsync: Bool = true
    /// A fixed UI size, letterboxed and scaled into the output.
    public var logicalSize: Size? = nil
    /// The UI's rotation on the panel.
    public var rotation: DisplayRotation = .none
    /// Corrections for the touch panel's axes.
    public var calibration: TouchCalibration = .identity
    /// Show the mouse cursor (hide it on touch-only kiosks).
    public var showCursor: Bool = true
    /// Use the display's full pixel density (high-DPI).
    public var highDPI: Bool = true
    /// A frame cap for continuous mode when vsync is not available, in frames a second.
    public var maximumFramesPerSecond: Double = 60
    /// The idle wait and the inactivity dimmer.
    public var idle = IdleConfiguration()
    /// When the on-screen keyboard appears for a focused text field (`"keyboard"`:
    /// `"onscreen"`, `"hardware"` or `"auto"`, the default: when the last input was a finger).
    public var keyboard: KeyboardMode = .auto
    /// The screen reader (`"accessibility": {"screenReader": true, "voice": "en", "rate": 175}`,
    /// `TACTILE_SCREEN_READER=1`): started with the app, speaking through espeak-ng.
    public var accessibility = AccessibilityConfiguration()

    /// The default configuration: an 800x480 resizable window.
    public init() {}

    /// `true` when there is no display to open a window on (no `DISPLAY` or
    /// `WAYLAND_DISPLAY`, and no driver such as KMSDRM requested in `SDL_VIDEODRIVER` or
    /// `TACTILE_VIDEO_DRIVER`).
    public static var environmentHasNoDisplay: Bool {
        let env = ProcessEnvironment.self
        if let d = env.value("SDL_VIDEODRIVER"), !d.isEmpty { return d == "offscreen" || d == "dummy" }
        if let list = env.value("TACTILE_VIDEO_DRIVER"), !list.isEmpty {
            return list.split(separator: ",").allSatisfy { $0 == "dummy" || $0 == "offscreen" || $0 == " " }
        }
        return (env.value("DISPLAY") ?? "").isEmpty && (env.value("WAYLAND_DISPLAY") ?? "").isEmpty
    }
}

/// Reads environment variables without Foundation.
enum ProcessEnvironment {
    static func value(_ name: String) -> String? {
        guard let p = getenv(name) else { return nil }
        return String(cString: p)
    }
}

#if canImport(Glibc)
import Glibc
#endif
