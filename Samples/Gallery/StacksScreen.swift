import Tactile

/// Stacks: a form of nested rows, equal spacing, and a row that collapses when hidden.
@MainActor
final class StacksScreen: GalleryScreen {
    override init(frame: Rect) {
        super.init(frame: frame)
        func formRow(_ name: String, _ value: String) -> StackView {
            let v = Label(text: value)
            v.textAlignment = .right
            let s = StackView(arrangedSubviews: [Label(text: name), Spacer(), v], axis: .horizontal, spacing: 8)
            s.alignment = .center
            return s
        }
        let optional = formRow("Optional row", "hide me")
        let form = card([formRow("Name", "Ada Lovelace"), formRow("Role", "Engineer"), optional, formRow("Site", "Kiosk 4")], spacing: 10)
        let spaced = StackView(arrangedSubviews: ["A", "Bee", "Sea", "Dee"].map { Button(title: $0) }, axis: .horizontal, spacing: 8)
        spaced.distribution = .equalSpacing
        let toggle = Button(title: "Hide the optional row")
        toggle.addAction(for: .primaryActionTriggered) { c in
            optional.isHidden.toggle()
            c.setTitle(optional.isHidden ? "Show the optional row" : "Hide the optional row", for: .normal)
        }
        stack.addArrangedSubview(caption("Nested stacks: rows of label · spacer · value; a hidden row collapses."))
        stack.addArrangedSubview(form)
        stack.addArrangedSubview(caption("distribution = .equalSpacing:"))
        stack.addArrangedSubview(spaced)
        let bottom = StackView(arrangedSubviews: [toggle, Spacer()], axis: .horizontal)
        stack.addArrangedSubview(bottom)
        stack.addArrangedSubview(Spacer())
    }
}
