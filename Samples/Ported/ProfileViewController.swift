import Foundation
import Tactile

final class ProfileViewController: ViewController, TextFieldDelegate {
    private let nameField = TextField()
    private let planControl = SegmentedControl(items: ["Free", "Pro", "Team"])
    private let saveButton = Button(configuration: .filled())
    private let spinner = ActivityIndicatorView(style: .medium)
    private let hintLabel = Label()
    private var bottomConstraint: LayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never

        let titleLabel = Label()
        titleLabel.text = "Your name"
        titleLabel.font = Font.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true

        nameField.placeholder = "Jane Appleseed"
        nameField.borderStyle = .roundedRect
        nameField.font = Font.preferredFont(forTextStyle: .body)
        nameField.returnKeyType = .done
        nameField.autocapitalizationType = .words
        nameField.clearButtonMode = .whileEditing
        nameField.delegate = self

        hintLabel.text = "Choose a plan. You can change it later."
        hintLabel.font = Font.preferredFont(forTextStyle: .footnote)
        hintLabel.textColor = .secondaryLabel
        hintLabel.numberOfLines = 0

        planControl.selectedSegmentIndex = 0
        planControl.addAction(for: .valueChanged) { [unowned self] sender in self.planChanged(sender) }

        var config = Button.Configuration.filled()
        config.title = "Save"
        config.cornerStyle = .large
        config.buttonSize = .large
        saveButton.configuration = config
        saveButton.addAction(for: .touchUpInside) { [unowned self] _ in self.saveTapped() }

        spinner.hidesWhenStopped = true

        let stack = StackView(arrangedSubviews: [titleLabel, nameField, hintLabel, planControl, saveButton, spinner])
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(24, after: planControl)
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        let guide = view.safeAreaLayoutGuide
        bottomConstraint = stack.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor, constant: -20)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            bottomConstraint,
            nameField.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])

        _ = NotificationCenter.default.addObserver(forName: Responder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { self?.keyboardWillShow(note) } }
        _ = NotificationCenter.default.addObserver(forName: Responder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { self?.keyboardWillHide(note) } }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - UITextFieldDelegate

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: swiftRange, with: string).count <= 30
    }

    // MARK: - Actions

    private func planChanged(_ sender: SegmentedControl) {
        let names = ["Free", "Pro", "Team"]
        hintLabel.text = "Plan: \(names[sender.selectedSegmentIndex])"
    }

    private func saveTapped() {
        view.endEditing(true)
        let name = nameField.text?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !name.isEmpty else {
            let alert = AlertController(title: "Name missing", message: "Please enter your name.",
                                          preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        saveButton.isEnabled = false
        spinner.startAnimating()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in
            self?.spinner.stopAnimating()
            self?.saveButton.isEnabled = true
            self?.navigationController?.popViewController(animated: true)
        }
    }

    private func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? Rect else { return }
        let duration = note.userInfo?[Responder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        bottomConstraint.constant = -(frame.height - view.safeAreaInsets.bottom) - 20
        View.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    private func keyboardWillHide(_ note: Notification) {
        let duration = note.userInfo?[Responder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        bottomConstraint.constant = -20
        View.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }
}
