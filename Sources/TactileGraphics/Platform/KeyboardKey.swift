internal import CSDL2

/// The keys text editing understands, with their SDL key codes: what
/// `Harness.key(_:)` presses and what ``KeyInput/key`` names.
public enum KeyboardKey: Hashable, Sendable, CaseIterable {
    case backspace, delete, enter, tab, escape
    case left, right, up, down, home, end
    /// Letters used with Control: select all, copy, paste, cut, undo.
    case a, c, v, x, z

    /// SDL's key code (`SDL_Keycode`).
    public var keyCode: Int32 {
        switch self {
        case .backspace: return Int32(SDLK_BACKSPACE.rawValue)
        case .delete: return Int32(SDLK_DELETE.rawValue)
        case .enter: return Int32(SDLK_RETURN.rawValue)
        case .tab: return Int32(SDLK_TAB.rawValue)
        case .escape: return Int32(SDLK_ESCAPE.rawValue)
        case .left: return Int32(SDLK_LEFT.rawValue)
        case .right: return Int32(SDLK_RIGHT.rawValue)
        case .up: return Int32(SDLK_UP.rawValue)
        case .down: return Int32(SDLK_DOWN.rawValue)
        case .home: return Int32(SDLK_HOME.rawValue)
        case .end: return Int32(SDLK_END.rawValue)
        case .a: return Int32(SDLK_a.rawValue)
        case .c: return Int32(SDLK_c.rawValue)
        case .v: return Int32(SDLK_v.rawValue)
        case .x: return Int32(SDLK_x.rawValue)
        case .z: return Int32(SDLK_z.rawValue)
        }
    }

    /// The key for an SDL key code (the keypad's Enter is ``enter``), `nil` for others.
    public init?(keyCode: Int32) {
        if keyCode == Int32(SDLK_KP_ENTER.rawValue) { self = .enter; return }
        guard let k = KeyboardKey.allCases.first(where: { $0.keyCode == keyCode }) else { return nil }
        self = k
    }
}

/// Modifier keys held with a key press (SDL's `SDL_Keymod` bits).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: UInt16(KMOD_SHIFT.rawValue))
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: UInt16(KMOD_CTRL.rawValue))
    /// Either Alt key.
    public static let alt = KeyModifiers(rawValue: UInt16(KMOD_ALT.rawValue))
    /// Either Super ("Windows", "Command") key.
    public static let command = KeyModifiers(rawValue: UInt16(KMOD_GUI.rawValue))
}

extension KeyInput {
    /// The editing key this is, if any.
    public var key: KeyboardKey? { KeyboardKey(keyCode: keyCode) }
    /// The modifier keys held.
    public var modifierKeys: KeyModifiers { KeyModifiers(rawValue: modifiers) }
    /// Whether a Shift key was held.
    public var isShiftDown: Bool { !modifierKeys.intersection(.shift).isEmpty }
    /// Whether a Control (or Super) key was held.
    public var isShortcutDown: Bool { !modifierKeys.intersection([.control, .command]).isEmpty }
}
