package import CSDL2

/// Turns SDL events into engine events, in this one place.
///
/// - Fingers: normalised coordinates are mapped through the ``DisplayTransform``
///   (calibration, letterbox, rotation) into UI points; events with `windowID == 0`
///   (SDL2's KMSDRM backend sends them so) are accepted for the one window.
/// - Mouse: the left button becomes the touch stream of ``FingerID/mouse``.
/// - A physical touch yields exactly one stream: mouse events SDL synthesises from touches
///   (`which == SDL_TOUCH_MOUSEID`) and touches it synthesises from the mouse
///   (`touchId == SDL_MOUSE_TOUCHID`) are dropped.
/// - A finger-up or finger-motion with no finger-down is dropped and counted in
///   ``droppedEvents``; a second finger-down for a finger already down becomes a move.
package struct EventTranslator: Sendable {
    /// The mapping from the window to the UI.
    package var transform: DisplayTransform
    /// The SDL window id events must carry (0 accepts any window).
    package var windowID: UInt32
    /// Events that were inconsistent (up without down, synthetic twins) and were dropped.
    package private(set) var droppedEvents = 0

    private var mouseDown = false
    private var fingersDown: Set<FingerID> = []

    /// Creates a translator for a window.
    package init(transform: DisplayTransform, windowID: UInt32 = 0) {
        self.transform = transform
        self.windowID = windowID
        fingersDown.reserveCapacity(16)
    }

    /// The fingers currently down, as far as the event stream has said.
    package var activeFingers: Set<FingerID> { fingersDown }

    private func isOurs(_ id: UInt32) -> Bool { windowID == 0 || id == 0 || id == windowID }

    /// Translates one SDL event; `nil` for events the engine does not use or drops.
    package mutating func translate(_ event: SDL_Event) -> InputEvent? {
        let type = event.type
        switch type {
        case SDLConstants.quit:
            return .quit
        case SDLConstants.fingerDown, SDLConstants.fingerMotion, SDLConstants.fingerUp:
            return translateFinger(event.tfinger, type: type)
        case SDLConstants.mouseButtonDown, SDLConstants.mouseButtonUp:
            let b = event.button
            if b.which == SDLConstants.touchMouseID { droppedEvents += 1; return nil }
            guard b.button == SDLConstants.buttonLeft, isOurs(b.windowID) else { return nil }
            let p = transform.uiPoint(fromOutput: Point(x: Float(b.x), y: Float(b.y)))
            if type == SDLConstants.mouseButtonDown {
                let phase: TouchInput.Phase = mouseDown ? .moved : .began
                mouseDown = true
                return .touch(TouchInput(finger: .mouse, phase: phase, location: p))
            }
            guard mouseDown else { droppedEvents += 1; return nil }
            mouseDown = false
            return .touch(TouchInput(finger: .mouse, phase: .ended, location: p))
        case SDLConstants.mouseMotion:
            let m = event.motion
            if m.which == SDLConstants.touchMouseID { droppedEvents += 1; return nil }
            guard isOurs(m.windowID) else { return nil }
            let p = transform.uiPoint(fromOutput: Point(x: Float(m.x), y: Float(m.y)))
            if mouseDown { return .touch(TouchInput(finger: .mouse, phase: .moved, location: p)) }
            return .hover(p)
        case SDLConstants.mouseWheel:
            let w = event.wheel
            if w.which == SDLConstants.touchMouseID { return nil }
            // SDL 2.26 gives the pointer's position with the wheel event.
            let p = transform.uiPoint(fromOutput: Point(x: Float(w.mouseX), y: Float(w.mouseY)))
            let flip: Float = w.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            guard w.preciseX.isFinite, w.preciseY.isFinite else { droppedEvents += 1; return nil }
            return .scroll(dx: w.preciseX * 20 * flip, dy: w.preciseY * 20 * flip, at: p)
        case SDLConstants.keyDown, SDLConstants.keyUp:
            let k = event.key
            return .key(KeyInput(keyCode: k.keysym.sym, scanCode: k.keysym.scancode.rawValue,
                                 isDown: type == SDLConstants.keyDown, isRepeat: k.repeat != 0, modifiers: k.keysym.mod))
        case SDLConstants.textInput:
            var t = event.text.text
            let s = withUnsafeBytes(of: &t) { raw -> String in
                let bytes = raw.prefix { $0 != 0 }
                return String(decoding: bytes, as: UTF8.self)
            }
            return .text(s)
        case SDLConstants.textEditing:
            var t = event.edit.text
            let s = withUnsafeBytes(of: &t) { raw -> String in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let start = Int(max(0, min(event.edit.start, 10_000))), length = Int(max(0, min(event.edit.length, 10_000)))
            return .textEditing(s, start: start, length: length)
        case SDLConstants.windowEvent:
            let w = event.window
            guard isOurs(w.windowID) else { return nil }
            switch w.event {
            case SDLConstants.windowSizeChanged, SDLConstants.windowResized:
                let size = Size(width: Float(w.data1), height: Float(w.data2)).sanitized
                transform.outputSize = size
                return .resized(size)
            case SDLConstants.windowFocusLost: return .focusLost
            case SDLConstants.windowFocusGained: return .focusGained
            case SDLConstants.windowExposed: return .exposed
            case SDLConstants.windowMinimized, SDLConstants.windowHidden: return .minimized
            case SDLConstants.windowRestored, SDLConstants.windowShown: return .restored
            case SDLConstants.windowClose: return .quit
            default: return nil
            }
        default:
            return nil
        }
    }

    private mutating func translateFinger(_ f: SDL_TouchFingerEvent, type: UInt32) -> InputEvent? {
        if f.touchId == SDLConstants.mouseTouchID { droppedEvents += 1; return nil }
        guard isOurs(f.windowID) else { return nil }
        guard f.x.isFinite, f.y.isFinite else { droppedEvents += 1; return nil }
        let id = FingerID(device: f.touchId, finger: f.fingerId)
        let p = transform.uiPoint(fromNormalized: f.x, f.y)
        let phase: TouchInput.Phase
        switch type {
        case SDLConstants.fingerDown:
            phase = fingersDown.insert(id).inserted ? .began : .moved
        case SDLConstants.fingerMotion:
            guard fingersDown.contains(id) else { droppedEvents += 1; return nil }
            phase = .moved
        default:
            guard fingersDown.remove(id) != nil else { droppedEvents += 1; return nil }
            phase = .ended
        }
        return .touch(TouchInput(finger: id, phase: phase, location: p, pressure: f.pressure.isFinite ? f.pressure : 1))
    }

    /// Forgets every finger and the mouse button (after focus loss, when the engine
    /// cancels all touches).
    package mutating func reset() {
        fingersDown.removeAll(keepingCapacity: true)
        mouseDown = false
    }
}

/// Builders of SDL event structs, for tests and scripted input: they enter the engine
/// through `EventTranslator` exactly as events read from SDL do.
package enum SDLEventFactory {
    /// A finger event at normalised coordinates.
    package static func finger(_ phase: TouchInput.Phase, device: Int64 = 1, finger: Int64, x: Float, y: Float,
                              windowID: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        switch phase {
        case .began: e.type = SDLConstants.fingerDown
        case .moved: e.type = SDLConstants.fingerMotion
        case .ended, .cancelled: e.type = SDLConstants.fingerUp
        }
        e.tfinger.touchId = device
        e.tfinger.fingerId = finger
        e.tfinger.x = x
        e.tfinger.y = y
        e.tfinger.pressure = 1
        e.tfinger.windowID = windowID
        return e
    }

    /// A left-button mouse event at window coordinates. `synthetic` marks it as made by
    /// SDL from a touch (`which == SDL_TOUCH_MOUSEID`).
    package static func mouse(_ phase: TouchInput.Phase, x: Int32, y: Int32, synthetic: Bool = false,
                             windowID: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        let which = synthetic ? SDLConstants.touchMouseID : 0
        switch phase {
        case .moved:
            e.type = SDLConstants.mouseMotion
            e.motion.x = x
            e.motion.y = y
            e.motion.which = which
            e.motion.windowID = windowID
        case .began, .ended, .cancelled:
            e.type = phase == .began ? SDLConstants.mouseButtonDown : SDLConstants.mouseButtonUp
            e.button.x = x
            e.button.y = y
            e.button.button = SDLConstants.buttonLeft
            e.button.which = which
            e.button.windowID = windowID
            e.button.clicks = 1
        }
        return e
    }

    /// A mouse wheel or touchpad scroll of `dx`, `dy` notches (SDL's precise values:
    /// positive y is away from the user) with the pointer at window coordinates `x`, `y`.
    package static func wheel(dx: Float, dy: Float, x: Int32, y: Int32, windowID: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDLConstants.mouseWheel
        e.wheel.preciseX = dx
        e.wheel.preciseY = dy
        e.wheel.x = Int32(clamping: Int(dx.isFinite ? max(-1e9, min(1e9, dx)) : 0))
        e.wheel.y = Int32(clamping: Int(dy.isFinite ? max(-1e9, min(1e9, dy)) : 0))
        e.wheel.mouseX = x
        e.wheel.mouseY = y
        e.wheel.windowID = windowID
        return e
    }

    /// A window event (`SDL_WINDOWEVENT_*` id in `event`).
    static func window(_ id: UInt8, data1: Int32 = 0, data2: Int32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDLConstants.windowEvent
        e.window.event = id
        e.window.data1 = data1
        e.window.data2 = data2
        return e
    }

    /// A window resize to `width`x`height` window points.
    package static func resize(width: Int32, height: Int32) -> SDL_Event {
        window(SDLConstants.windowSizeChanged, data1: width, data2: height)
    }

    /// The window losing keyboard focus.
    package static func focusLost() -> SDL_Event { window(SDLConstants.windowFocusLost) }

    /// A key press or release.
    package static func key(code: Int32, down: Bool) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDLConstants.keyDown : SDLConstants.keyUp
        e.key.keysym.sym = code
        return e
    }

    /// A key press or release with SDL modifier bits (`KMOD_CTRL`…) and the repeat flag.
    package static func key(code: Int32, down: Bool, modifiers: UInt16, isRepeat: Bool = false) -> SDL_Event {
        var e = key(code: code, down: down)
        e.key.keysym.mod = modifiers
        e.key.repeat = isRepeat ? 1 : 0
        return e
    }

    /// `SDL_TEXTINPUT` events carrying `bytes` (raw, possibly invalid UTF-8), split as SDL
    /// splits long text: at most 31 bytes an event, never inside a UTF-8 sequence.
    package static func text(bytes: [UInt8]) -> [SDL_Event] {
        var events: [SDL_Event] = []
        var i = 0
        while i < bytes.count {
            var end = min(bytes.count, i + 31)
            // Do not cut a multi-byte sequence (continuation bytes are 10xxxxxx).
            while end < bytes.count && end > i + 1 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
            var e = SDL_Event()
            e.type = SDLConstants.textInput
            withUnsafeMutableBytes(of: &e.text.text) { raw in
                for (k, b) in bytes[i..<end].enumerated() { raw[k] = b == 0 ? 0x3F : b }
                raw[end - i] = 0
            }
            events.append(e)
            i = end
        }
        return events
    }

    /// `SDL_TEXTINPUT` events for `text`.
    package static func text(_ text: String) -> [SDL_Event] { self.text(bytes: Array(text.utf8)) }

    /// An `SDL_TEXTEDITING` event (IME composition); text beyond 31 bytes is cut at a
    /// character boundary.
    package static func textEditing(_ text: String, start: Int32 = 0, length: Int32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDLConstants.textEditing
        var bytes = Array(text.utf8)
        if bytes.count > 31 {
            var end = 31
            while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
            bytes = Array(bytes[..<end])
        }
        withUnsafeMutableBytes(of: &e.edit.text) { raw in
            for (k, b) in bytes.enumerated() { raw[k] = b }
            raw[bytes.count] = 0
        }
        e.edit.start = start
        e.edit.length = length
        return e
    }
}
