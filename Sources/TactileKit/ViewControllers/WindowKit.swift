/// The kit's part of a window (``WindowAttachments``): its root view controller and its
/// on-screen keyboard controller. The window holds it; it holds the window unowned.
@MainActor
package final class WindowKit: WindowAttachments {
    private unowned let window: Window
    var rootViewController: ViewController?
    /// Made on first use (the window's first layout, a focused text client, or a read).
    private(set) lazy var keyboardController = KeyboardController(window: window)

    init(window: Window) { self.window = window }

    /// Lets windows make their kit part when the core first needs it (a focused text client
    /// shows the keyboard). Called by the engine and the kit's entry points; idempotent.
    package static func install() {
        if Window.makeAttachments == nil { Window.makeAttachments = { WindowKit(window: $0) } }
    }

    package func keyDown(_ key: KeyInput) -> Bool { window.routeKeyToViewControllers(key) }
    package func windowDidLayout() { keyboardController.windowDidResize() }
    package func firstResponderDidChange() { keyboardController.firstResponderDidChange() }
    package func caretMoved() { keyboardController.keyboard?.clientCaretMoved() }
    package var visibleKeyboardFrame: Rect? {
        keyboardController.isKeyboardVisible ? keyboardController.keyboardFrame : nil
    }
}

extension Window {
    /// The view controller whose view fills the window (as `UIWindow.rootViewController`);
    /// setting it shows its view as ``rootView`` with the appearance callbacks.
    public var rootViewController: ViewController? {
        get { (attachmentStorage as? WindowKit)?.rootViewController }
        set {
            let old = kit.rootViewController
            kit.rootViewController = newValue
            rootViewControllerDidChange(from: old)
        }
    }

    /// Shows and hides the on-screen keyboard for the first responder.
    public var keyboardController: KeyboardController { kit.keyboardController }

    /// The window's kit part, made now if the core has not needed it yet.
    var kit: WindowKit {
        WindowKit.install()
        if let k = attachmentStorage as? WindowKit { return k }
        let k = WindowKit(window: self)
        attachmentStorage = k
        return k
    }
}
