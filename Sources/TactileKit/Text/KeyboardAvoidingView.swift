/// A container that slides its content up while the on-screen ``Keyboard`` would cover
/// the focused text field inside it, and back down when the keyboard goes: wrap an existing
/// screen in one to make its fields usable with the keyboard.
///
/// ```swift
/// let avoiding = KeyboardAvoidingView()
/// avoiding.contentView = settingsScreen   // fills the container
/// window.rootView = avoiding
/// ```
///
/// It listens to ``KeyboardController/onKeyboardFrameChange`` of its window (replacing
/// another listener there); apps that need the frame themselves read
/// ``KeyboardController/keyboardFrame``.
@MainActor
public final class KeyboardAvoidingView: View {
    /// The wrapped content; it fills the container.
    public var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            if let contentView { addSubview(contentView); setNeedsLayout() }
        }
    }
    /// Space kept between the field and the keyboard, in points.
    public var margin: Float = 12 { didSet { if !(margin.isFinite && margin >= 0) { margin = 12 } } }
    /// How far the content is shifted up now.
    public private(set) var shift: Float = 0

    public override func layoutSubviews() {
        contentView?.frame = Rect(x: 0, y: -shift, width: bounds.width, height: bounds.height)
    }

    public override func didMoveToWindow() {
        guard let w = window else { return }
        w.keyboardController.onKeyboardFrameChange = { [weak self] frame in self?.keyboardMoved(frame) }
    }

    private func keyboardMoved(_ keyboard: Rect) {
        guard let w = window else { return }
        var newShift: Float = 0
        if !keyboard.isEmpty, let field = w.firstResponder as? View, field.isDescendant(of: self) {
            let bottom = field.convert(field.bounds, to: nil).maxY + shift + margin
            newShift = max(0, min(bottom - keyboard.minY, keyboard.height))
        }
        guard newShift != shift else { return }
        shift = newShift
        setNeedsLayout()
    }
}
