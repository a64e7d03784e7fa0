/// Shows the on-screen ``Keyboard`` when a text client becomes first responder (as the
/// window's ``Window/keyboardMode`` says) and hides it when the focus goes; publishes the
/// keyboard's frame so a screen can keep its field above it, as UIKit's keyboard
/// notifications do.
@MainActor
public final class KeyboardController {
    private unowned let window: Window
    /// The keyboard view, made on first use.
    public private(set) var keyboard: Keyboard?
    /// The keyboard's frame in window points once it has slid in; `.zero` while hidden.
    public private(set) var keyboardFrame: Rect = .zero { didSet { if keyboardFrame != oldValue { window.layoutEngineIfAny?.setNeedsLayout() } } }
    /// Called with the keyboard's final frame when it shows (and `.zero` when it hides).
    public var onKeyboardFrameChange: ((Rect) -> Void)?

    init(window: Window) {
        self.window = window
    }

    /// Whether the on-screen keyboard is shown (or sliding in).
    public var isKeyboardVisible: Bool { keyboard?.superview === window && keyboard?.isDismissing == false }

    /// Whether the keyboard should show for the current input.
    var wantsOnScreenKeyboard: Bool {
        switch window.keyboardMode {
        case .onscreen: return true
        case .hardware: return false
        case .auto: return window.lastInputWasFinger
        }
    }

    func firstResponderDidChange() {
        if let client = window.firstResponder as? TextInputClient, wantsOnScreenKeyboard {
            show(for: client)
        } else {
            hide()
        }
    }

    /// Re-fits a shown keyboard to a resized (rotated) window.
    func windowDidResize() {
        guard isKeyboardVisible, let kb = keyboard else { return }
        let height = kb.preferredHeight(forWidth: window.bounds.width, windowHeight: window.bounds.height)
        let final = Rect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        guard final != keyboardFrame else { return }
        kb.jump(to: final)
        keyboardFrame = final
        onKeyboardFrameChange?(final)
    }

    private func show(for client: TextInputClient) {
        let kb = keyboard ?? Keyboard(frame: .zero)
        keyboard = kb
        kb.configure(for: client)
        let height = kb.preferredHeight(forWidth: window.bounds.width, windowHeight: window.bounds.height)
        let final = Rect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        let wasShown = isKeyboardVisible
        if kb.superview !== window {
            kb.frame = Rect(x: 0, y: window.bounds.height, width: window.bounds.width, height: height)
            window.addSubview(kb)
        } else {
            window.bringSubviewToFront(kb)
        }
        let begin = kb.frame
        kb.slide(to: final, hide: false)
        if !wasShown || keyboardFrame != final {
            keyboardFrame = final
            onKeyboardFrameChange?(final)
            KeyboardNotifications.post(showing: true, from: begin, to: final, duration: kb.slideDuration, object: nil, timers: window.context?.timers)
        }
    }

    private func hide() {
        guard let kb = keyboard, kb.superview === window, !kb.isDismissing else { return }
        let begin = kb.frame
        let end = Rect(x: 0, y: window.bounds.height, width: kb.frame.width, height: kb.frame.height)
        kb.slide(to: end, hide: true)
        keyboardFrame = .zero
        onKeyboardFrameChange?(.zero)
        KeyboardNotifications.post(showing: false, from: begin, to: end, duration: kb.slideDuration, object: nil, timers: window.context?.timers)
    }
}
