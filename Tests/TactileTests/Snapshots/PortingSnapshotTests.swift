// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import SnapshotTesting
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// What iOS code gets after porting: a stack form whose arranged views carry constraints
/// (a 44-point field, a 16:9 banner, custom spacing, margins) and a large-title list; light and dark.
@MainActor
@Suite struct PortingSnapshotTests {
    static func form(style: UserInterfaceStyle) -> Harness {
        let root = View()
        root.backgroundColor = .systemBackground
        let title = Label(text: "Your name")
        title.font = .preferredFont(forTextStyle: .headline)
        let field = TextField()
        field.placeholder = "Jane Appleseed"
        field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        let banner = View()
        banner.backgroundColor = .systemTeal
        banner.cornerRadius = 12
        banner.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 9.0 / 16.0).isActive = true
        let avatar = View()
        avatar.backgroundColor = .systemOrange
        avatar.cornerRadius = 20
        avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
        avatar.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let name = Label(text: "Signed in as Jane")
        let row = StackView(arrangedSubviews: [avatar, name], axis: .horizontal, spacing: 12)
        row.alignment = .center
        let save = Button(configuration: .filled())
        save.configuration?.title = "Save"
        let stack = StackView(arrangedSubviews: [title, field, banner, row, save], axis: .vertical, spacing: 8)
        stack.setCustomSpacing(24, after: row)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        let h = Harness(root: root, size: Size(width: 360, height: 480))
        h.window.overrideUserInterfaceStyle = style
        return h
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func stackWithConstrainedArrangedViews(style: UserInterfaceStyle) throws {
        let h = Self.form(style: style)
        try h.render().writePNG(to: TestOutput.path("porting/stack-constraints-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "stack-constraints-\(style)")
    }

    final class Settings: TableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            navigationController?.navigationBar.prefersLargeTitles = true
        }
        override func numberOfSections(in tableView: TableView) -> Int { 2 }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "General" : "About"
        }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = ["Notifications", "Sounds", "Profile", "Version", "Build"][indexPath.section * 3 + indexPath.row]
            cell.detailTextLabel?.text = indexPath.section == 1 ? (indexPath.row == 0 ? "1.4.2" : "217") : nil
            cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .none
            return cell
        }
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func largeTitleList(style: UserInterfaceStyle) throws {
        let nav = NavigationController(rootViewController: Settings(style: .insetGrouped))
        let h = Harness(rootViewController: nav, size: Size(width: 360, height: 480))
        h.window.overrideUserInterfaceStyle = style
        try h.render().writePNG(to: TestOutput.path("porting/large-title-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "large-title-\(style)")
    }
}
#endif
