/// The one owner of key and text delivery in an engine: keys go to the window's first
/// responder and up its responder chain; only keys that reach the window (nobody consumed
/// them) move the focus (Tab) or reach the engine's `onKey`. Typed text and IME
/// compositions go to the first responder when it is a ``TextInputClient``.
@MainActor
package final class KeyRouter {
    /// The window whose first responder receives keys.
    unowned let window: Window
    /// The cycle key callbacks run in.
    unowned let cycle: UpdateCycle

    package init(window: Window, cycle: UpdateCycle) {
        self.window = window
        self.cycle = cycle
    }

    /// Delivers a key to the first responder (or the window). Returns whether it reached
    /// the window unconsumed (a key down no responder or presented controller took; a key
    /// up when nobody had focus).
    package func deliver(_ k: KeyInput) -> Bool {
        window.validateFirstResponder()
        window.keyReachedWindow = false
        let target = window.firstResponder ?? window
        cycle.run { if k.isDown { target.keyDown(k) } else { target.keyUp(k) } }
        let reached = window.keyReachedWindow || (!k.isDown && target === window)
        if reached && k.isDown && k.key == .tab { window.focusNextResponder(reverse: k.isShiftDown) }
        return reached
    }

    /// Typed text for the first responder.
    package func insertText(_ s: String) {
        window.validateFirstResponder()
        guard let client = window.firstResponder as? TextInputClient else { return }
        cycle.run { client.insertText(s) }
    }

    /// An IME composition for the first responder.
    package func setMarkedText(_ s: String) {
        window.validateFirstResponder()
        guard let client = window.firstResponder as? TextInputClient else { return }
        cycle.run { client.setMarkedText(s) }
    }
}
