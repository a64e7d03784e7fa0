/// Every error Tactile reports. Each names what failed (a file, a key, an SDL call) so the
/// message alone tells a user what to fix.
public enum TactileError: Error, CustomStringConvertible, Equatable {
    /// A font file could not be opened or parsed.
    case fontLoadFailed(path: String, reason: String)
    /// An image file (or image bytes) could not be decoded.
    case imageLoadFailed(path: String, reason: String)
    /// Writing a PNG failed.
    case imageWriteFailed(path: String, reason: String)
    /// An SDL call failed.
    case sdl(call: String, message: String)
    /// No video driver or renderer could be started; `tried` lists every attempt.
    case noDisplay(tried: [String])
    /// A theme file is malformed. `line` is 1-based, 0 when unknown.
    case theme(file: String, line: Int, property: String, message: String)
    /// A configuration value is invalid.
    case configuration(key: String, message: String)
    /// A script of timed touches is malformed.
    case script(file: String, line: Int, message: String)
    /// A text file could not be opened or read (or is implausibly large).
    case fileReadFailed(path: String, reason: String)
    /// An on-screen keyboard layout (JSON) is malformed: `key` is the path to the value
    /// (`letters[1][2].width`); `line` is 1-based, 0 when unknown.
    case keyboardLayout(file: String, line: Int, key: String, message: String)

    public var description: String {
        switch self {
        case let .fontLoadFailed(path, reason): return "cannot load font '\(path)': \(reason)"
        case let .imageLoadFailed(path, reason): return "cannot load image '\(path)': \(reason)"
        case let .imageWriteFailed(path, reason): return "cannot write image '\(path)': \(reason)"
        case let .sdl(call, message): return "\(call) failed: \(message)"
        case let .noDisplay(tried): return "no video driver/renderer could be started; tried: \(tried.joined(separator: "; "))"
        case let .theme(file, line, property, message):
            return "theme '\(file)'\(line > 0 ? " line \(line)" : "")\(property.isEmpty ? "" : " property '\(property)'"): \(message)"
        case let .configuration(key, message): return "configuration key '\(key)': \(message)"
        case let .script(file, line, message): return "script '\(file)' line \(line): \(message)"
        case let .fileReadFailed(path, reason): return "file '\(path)': \(reason)"
        case let .keyboardLayout(file, line, key, message):
            return "keyboard layout '\(file)'\(line > 0 ? " line \(line)" : "")\(key.isEmpty ? "" : " key '\(key)'"): \(message)"
        }
    }
}
