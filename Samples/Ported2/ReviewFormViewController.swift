import Foundation
import Tactile

final class ReviewFormViewController: ViewController {
    private let ratingControl = RatingControl()
    private let ratingLabel = Label()
    private let guestsLabel = Label()
    private let guestsStepper = Stepper()
    private let datePicker = DatePicker()
    private let mealButton = Button(configuration: .gray())
    private let tipLabel = Label()
    private let pageControl = PageControl()
    private let submitButton = Button(type: .system)

    private let tips = ["Mention the dish you liked most.",
                        "Say how long you waited for a table.",
                        "Keep it friendly: staff read every review."]
    private var meal = "Dinner"

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Review"
        view.backgroundColor = .systemBackground

        ratingControl.addAction(for: .valueChanged) { [unowned self] sender in self.ratingChanged(sender) }
        ratingLabel.font = .preferredFont(forTextStyle: .footnote)
        ratingLabel.textColor = .secondaryLabel
        ratingLabel.text = "Tap or drag to rate"

        guestsStepper.minimumValue = 1
        guestsStepper.maximumValue = 12
        guestsStepper.value = 2
        guestsStepper.addAction(for: .valueChanged) { [unowned self] sender in self.guestsChanged(sender) }
        updateGuestsLabel()

        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .compact
        datePicker.maximumDate = Date()

        mealButton.showsMenuAsPrimaryAction = true
        mealButton.changesSelectionAsPrimaryAction = true
        mealButton.menu = Menu(title: "Meal", children: ["Breakfast", "Lunch", "Dinner"].map { name in
            Action(title: name, state: name == meal ? .on : .off) { [weak self] action in
                self?.meal = action.title
            }
        })

        tipLabel.font = .preferredFont(forTextStyle: .subheadline)
        tipLabel.textAlignment = .center
        tipLabel.numberOfLines = 0
        tipLabel.text = tips[0]
        pageControl.numberOfPages = tips.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.addAction(for: .valueChanged) { [unowned self] sender in self.pageChanged(sender) }

        var submit = Button.Configuration.filled()
        submit.title = "Submit Review"
        submit.image = Image(systemName: "paperplane.fill")
        submit.imagePadding = 8
        submit.cornerStyle = .large
        submit.buttonSize = .large
        submitButton.configuration = submit
        submitButton.isEnabled = false
        submitButton.addAction(Action { [weak self] _ in self?.submit() }, for: .touchUpInside)

        let ratingStack = StackView(arrangedSubviews: [ratingControl, ratingLabel])
        ratingStack.axis = .vertical
        ratingStack.alignment = .center
        ratingStack.spacing = 8

        let stack = StackView(arrangedSubviews: [
            ratingStack,
            makeRow(title: "Date", control: datePicker),
            makeRow(title: "Meal", control: mealButton),
            makeRow(title: nil, label: guestsLabel, control: guestsStepper),
            tipLabel,
            pageControl,
            submitButton,
        ])
        stack.axis = .vertical
        stack.spacing = 20
        stack.setCustomSpacing(4, after: tipLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            submitButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
    }

    private func makeRow(title: String?, label: Label = Label(), control: View) -> StackView {
        if let title { label.text = title }
        label.font = .preferredFont(forTextStyle: .body)
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        control.setContentHuggingPriority(.required, for: .horizontal)
        let row = StackView(arrangedSubviews: [label, control])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        return row
    }

    private func updateGuestsLabel() {
        let count = Int(guestsStepper.value)
        guestsLabel.text = count == 1 ? "1 guest" : "\(count) guests"
    }

    private func ratingChanged(_ sender: RatingControl) {
        ratingLabel.text = "\(sender.value) of \(sender.maximumValue)"
        submitButton.isEnabled = sender.value > 0
    }

    private func guestsChanged(_ sender: Stepper) {
        updateGuestsLabel()
    }

    private func pageChanged(_ sender: PageControl) {
        View.transition(with: tipLabel, duration: 0.25, options: .transitionCrossDissolve) {
            self.tipLabel.text = self.tips[sender.currentPage]
        }
    }

    private func submit() {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        let message = "\(ratingControl.value) stars for \(meal.lowercased()) on \(formatter.string(from: datePicker.date)), \(Int(guestsStepper.value)) guests."
        let alert = AlertController(title: "Thanks!", message: message, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
