import Foundation
import Tactile

final class SettingsViewController: TableViewController {
    private enum Row {
        case toggle(title: String, key: String)
        case disclosure(title: String)
        case value(title: String, detail: String)
    }

    private let sections: [(header: String, rows: [Row])] = [
        ("General", [.toggle(title: "Notifications", key: "notifications"),
                     .toggle(title: "Dark Mode", key: "darkMode"),
                     .disclosure(title: "Profile")]),
        ("About", [.value(title: "Version", detail: "1.4.2"),
                   .value(title: "Build", detail: "217")]),
    ]
    private var toggles: [String: Bool] = ["notifications": true, "darkMode": false]
    private static let cellID = "SettingsCell"

    init() {
        super.init(style: .insetGrouped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationController?.navigationBar.prefersLargeTitles = true
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellID)
    }

    override func numberOfSections(in tableView: TableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
        var content = cell.defaultContentConfiguration()
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.selectionStyle = .default
        switch sections[indexPath.section].rows[indexPath.row] {
        case let .toggle(title, key):
            content.text = title
            content.image = Image(systemName: key == "darkMode" ? "moon" : "bell")
            let toggle = Switch()
            toggle.isOn = toggles[key] ?? false
            toggle.accessibilityIdentifier = key
            toggle.addAction(for: .valueChanged) { [unowned self] sender in self.toggleChanged(sender) }
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case let .disclosure(title):
            content.text = title
            content.image = Image(systemName: "person.crop.circle")
            cell.accessoryType = .disclosureIndicator
        case let .value(title, detail):
            content.text = title
            content.secondaryText = detail
            content.secondaryTextProperties.color = .secondaryLabel
            cell.selectionStyle = .none
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: ListIndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if case .disclosure = sections[indexPath.section].rows[indexPath.row] {
            navigationController?.pushViewController(ProfileViewController(), animated: true)
        }
    }

    private func toggleChanged(_ sender: Switch) {
        guard let key = sender.accessibilityIdentifier else { return }
        toggles[key] = sender.isOn
    }
}
