/// What the kit keeps per window and the core calls into: the view controllers shown in it
/// and the on-screen keyboard (the core knows neither). The kit sets ``Window/makeAttachments``
/// when it is first used (an engine starts, a text view or view controller is made, the
/// window's `rootViewController` or `keyboardController` is read); a window made before
/// has its attachments made on first need.
@MainActor
package protocol WindowAttachments: AnyObject {
    /// A key reached the window: `true` when a presented view controller took it.
    func keyDown(_ key: KeyInput) -> Bool
    /// The window laid out (its size may have changed).
    func windowDidLayout()
    /// The first responder changed (the keyboard shows or hides).
    func firstResponderDidChange()
    /// The first responder's caret moved (the keyboard follows its case).
    func caretMoved()
    /// The on-screen keyboard's frame (window points) while it shows, else `nil`.
    var visibleKeyboardFrame: Rect? { get }
}

/// A view controller as its root view sees it: the callbacks that run around the view's own.
@MainActor
package protocol ViewOwningController: AnyObject {
    /// Before the view's ``View/layoutSubviews()``.
    func viewWillLayoutSubviews()
    /// After the view's ``View/layoutSubviews()``.
    func viewDidLayoutSubviews()
    /// After the view's trait collection changed.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension Window {
    /// Makes a window's attachments (set by the kit; see ``WindowAttachments``).
    package static var makeAttachments: (@MainActor (Window) -> any WindowAttachments)?

    /// The window's attachments, made on first need once the kit has set the maker.
    package var attachments: (any WindowAttachments)? {
        if let a = attachmentStorage { return a }
        guard let make = Window.makeAttachments else { return nil }
        let a = make(self)
        attachmentStorage = a
        return a
    }
}
