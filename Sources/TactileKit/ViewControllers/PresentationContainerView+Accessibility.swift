/// A presentation (an alert, a sheet) is modal for the screen reader: what is beneath is not
/// read. Escape chooses an alert's cancel action, and dismisses a sheet.
extension PresentationContainerView: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityViewIsModal: Bool { !isDismissing }
    func defaultAccessibilityPerformEscape() -> Bool {
        guard let controller = content?.owningViewController as? ViewController else { return false }
        if let alert = controller as? AlertController {
            guard alert.actions.contains(where: { $0.style == .cancel }) else { return false }
            return alert.handleKey(KeyInput(keyCode: KeyInput.escape, isDown: true))
        }
        guard kind == .pageSheet || kind == .formSheet else { return false }
        controller.dismiss(animated: true)
        return true
    }
}
