/// Focus events: after each presented frame the bridge compares the focused element (the
/// screen reader's focus, else the window's first responder) with the last one and, when it
/// changed, emits AT-SPI's `object:state-changed:focused` for it (what Orca follows).
extension ATSPIBridge {
    func watchFocus() {
        let previous = engine.onFramePresented
        engine.onFramePresented = { [weak self] frame in
            previous?(frame)
            self?.publishChanges()
            self?.checkFocus()
        }
    }

    /// The element assistive technology should see focused now.
    var currentFocus: (any AccessibilityItem)? {
        if let reader = engine.screenReaderStorage, reader.isRunning, let f = reader.focusedElement { return f }
        if let r = engine.window.firstResponder as? View { return r }
        return grabbedFocus
    }

    func checkFocus() {
        let now = currentFocus
        if let now, let last = lastFocus, now === last { return }
        if now == nil && lastFocus == nil { return }
        if let last = lastFocus, let path = existingPath(of: last) { emitFocused(false, path: path) }
        lastFocus = now
        if let now, now.isAccessibilityElement { emitFocused(true, path: ATSPIBridge.prefix + String(id(of: now))) }
    }

    private func existingPath(of item: any AccessibilityItem) -> String? {
        ids[ObjectIdentifier(item)].map { ATSPIBridge.prefix + String($0) }
    }

    private func emitFocused(_ on: Bool, path: String) {
        focusEventsSent += 1
        emit(path, "StateChanged", "focused", on ? 1 : 0, .int32(0))
    }
}
