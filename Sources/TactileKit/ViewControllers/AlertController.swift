/// An alert or action sheet, as `UIAlertController`: a title, a message and buttons with
/// default, cancel and destructive styles. Presented modally: an alert fades in while it
/// shrinks from 1.2x over a dimmed screen and fades out when dismissed; an action sheet
/// slides up from the bottom. Choosing an action dismisses the alert, then runs the
/// action's handler. Keys: Enter chooses the ``preferredAction`` (else the only default
/// action), Escape the cancel action.
///
/// An alert (not an action sheet) can hold text fields, as UIKit's: the first field
/// becomes first responder when the alert appears, Return in a field moves to the next one
/// and, in the last, chooses the Enter action; the alert moves up above the on-screen
/// keyboard.
///
/// ```swift
/// let login = AlertController(title: "Sign in", message: nil, preferredStyle: .alert)
/// login.addTextField { $0.placeholder = "Name" }
/// login.addAction(AlertAction(title: "OK", style: .default) { [weak login] _ in
///     signIn(login?.textFields?.first?.text ?? "")
/// })
/// present(login, animated: true)
/// ```
///
/// ```swift
/// let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in delete() })
/// present(alert, animated: true)
/// ```
@MainActor
open class AlertController: ViewController {
    /// Alert (centred box) or action sheet (from the bottom).
    public enum Style: Sendable, Hashable {
        /// A centred box.
        case alert
        /// A list of choices at the bottom.
        case actionSheet
    }

    /// Which kind this is.
    public let preferredStyle: Style
    /// The explanatory text under the title.
    public var message: String? { didSet { (viewIfLoaded as? AlertView)?.rebuild() } }
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action Enter chooses (drawn bold in UIKit; here filled); must be one of ``actions``.
    public var preferredAction: AlertAction? {
        didSet {
            if let p = preferredAction, !actions.contains(where: { $0 === p }) {
                Diagnostics.report("preferredAction must be one of the alert's actions; ignored")
                preferredAction = oldValue
            }
            actionsChanged()
        }
    }
    /// The text fields added with ``addTextField(configurationHandler:)``, in order; `nil`
    /// when there are none, as UIKit's `textFields`.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    private(set) var fields: [TextField] = []
    /// `true` once an action was chosen (further taps and keys do nothing).
    public private(set) var hasChosenAction = false

    /// Creates an alert.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
        modalTransitionStyle = preferredStyle == .alert ? .crossDissolve : .coverVertical
    }

    /// Adds an action; a second cancel action is refused (UIKit allows only one).
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel && actions.contains(where: { $0.style == .cancel }) {
            Diagnostics.report("an alert has at most one cancel action; '\(action.title ?? "")' was not added")
            return
        }
        guard action.alert == nil else {
            Diagnostics.report("the action '\(action.title ?? "")' belongs to another alert; not added")
            return
        }
        action.alert = self
        actions.append(action)
        actionsChanged()
    }

    /// Adds a text field to an alert and runs `configurationHandler` on it (set its
    /// placeholder, text, secure entry...), as UIKit's `addTextField(configurationHandler:)`.
    /// An action sheet has no text fields: the call is refused with a diagnostic (UIKit
    /// raises an exception).
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.report("text fields can only be added to an alert of style .alert; not added to the action sheet '\(title ?? "")'")
            return
        }
        let field = TextField(frame: .zero)
        field.font = Font(size: 15)
        field.borderStyle = .roundedRect
        field.addAction(for: .editingDidEndOnExit) { [weak self] f in self?.returnPressed(in: f) }
        // The keyboard shows or hides with the focus: the presentation re-places the box.
        field.addAction(for: [.editingDidBegin, .editingDidEnd]) { [weak self] _ in self?.keyboardMayHaveMoved() }
        fields.append(field)
        configurationHandler?(field)
        actionsChanged()
    }

    /// Return in a field: the next field takes the focus; in the last, the Enter action is chosen.
    private func returnPressed(in field: TextField) {
        guard let i = fields.firstIndex(where: { $0 === field }) else { return }
        if i + 1 < fields.count, fields[i + 1].becomeFirstResponder() { return }
        if let a = enterAction { choose(a) }
    }

    /// Lays the presentation out again (the box stays above the keyboard's published frame);
    /// once shown, the box moves along with the keyboard's slide.
    func keyboardMayHaveMoved() {
        guard let container = viewIfLoaded?.superview?.superview else { return }
        container.setNeedsLayout()
        guard presentation?.phase == .presented, let window = container.window, window.context != nil else { return }
        let duration = window.keyboardController.keyboard?.slideDuration ?? 0.25
        View.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: { container.layoutIfNeeded() })
    }

    func actionsChanged() { (viewIfLoaded as? AlertView)?.rebuild() }

    open override func loadView() { view = AlertView(controller: self) }

    override func titleDidChange() {
        super.titleDidChange()
        (viewIfLoaded as? AlertView)?.rebuild()
    }

    override var presentationKind: ModalPresentation.Kind { preferredStyle == .alert ? .alert : .actionSheet }

    /// Chooses `action` as a tap would: dismisses, then runs its handler.
    public func choose(_ action: AlertAction) {
        guard !hasChosenAction, action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        hasChosenAction = true
        // The keyboard leaves with the alert.
        if let v = viewIfLoaded { _ = v.endEditing(true) }
        if presentingViewController != nil {
            dismiss(animated: true) { action.handler?(action) }
        } else {
            action.handler?(action)
        }
    }

    /// The action Enter chooses.
    var enterAction: AlertAction? {
        if let p = preferredAction { return p }
        let defaults = actions.filter { $0.style == .default }
        return defaults.count == 1 ? defaults[0] : nil
    }

    open override func handleKey(_ key: KeyInput) -> Bool {
        switch key.keyCode {
        case KeyInput.escape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
            return true
        case 13, 1_073_741_912:  // Return, keypad Enter
            if let a = enterAction { choose(a) }
            return true
        default:
            return false
        }
    }
}
