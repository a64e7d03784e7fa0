import Tactile

/// What UIKit code ports to, in one screen: a navigation controller with a large title and
/// an SF Symbol bar item, a search controller filtering the list (its bar hides as the list
/// scrolls up), a stack whose arranged views carry constraints and custom spacing, a
/// multiple-selection table with a delegate header view and swipe actions
/// (`ContextualAction`), and a toolbar.
@MainActor
final class PortedScreen: GalleryScreen {
    private let nav = NavigationController(rootViewController: PortedNotesController())

    override init(frame: Rect) {
        super.init(frame: frame)
        stack.isHidden = true
        addSubview(nav.view)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        nav.view.frame = bounds
    }
}

/// The screen's root, written as an iOS developer would (UIKit's names without `UI`).
@MainActor
final class PortedNotesController: ViewController, TableViewDataSource, TableViewDelegate, SearchResultsUpdating {
    private let search = SearchController()
    private let table = TableView(frame: .zero, style: .plain)
    private let toolbar = Toolbar()
    private var allNotes = ["Groceries", "Kiosk wiring", "Gate codes", "Pi image", "Ideas", "Reading list"]
    private var notes = ["Groceries", "Kiosk wiring", "Gate codes", "Pi image", "Ideas", "Reading list"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = BarButtonItem(image: Image(systemName: "square.and.pencil"), style: .plain,
                                                          target: self, action: { $0.compose })
        navigationItem.rightBarButtonItem?.accessibilityLabel = "New note"
        search.searchBar.placeholder = "Search notes"
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        table.allowsMultipleSelection = true
        table.register(TableViewCell.self, forCellReuseIdentifier: "note")
        table.dataSource = self
        table.delegate = self
        toolbar.items = [BarButtonItem(barButtonSystemItem: .trash), BarButtonItem(barButtonSystemItem: .flexibleSpace),
                         BarButtonItem(barButtonSystemItem: .compose)]
        // The table first: its scrolling collapses the search bar, then the large title.
        for v in [table, toolbar] as [View] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
        LayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
        ])
        table.selectRow(at: ListIndexPath(row: 1), animated: false, scrollPosition: .none)
        table.selectRow(at: ListIndexPath(row: 3), animated: false, scrollPosition: .none)
    }

    private func compose() {
        allNotes.insert("New note", at: 0)
        notes.insert("New note", at: 0)
        table.insertRows(at: [ListIndexPath(row: 0)], with: .top)
    }

    func updateSearchResults(for searchController: SearchController) {
        let query = (searchController.searchBar.text ?? "").lowercased()
        notes = query.isEmpty ? allNotes : allNotes.filter { $0.lowercased().contains(query) }
        table.reloadData()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: ListIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = notes[indexPath.row]
        content.image = Image(systemName: indexPath.row % 2 == 0 ? "doc.on.doc" : "folder")
        cell.contentConfiguration = content
        return cell
    }

    /// A stack idiom as header: a 36-point symbol pinned by constraints, custom spacing after it.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let avatar = ImageView(image: Image(systemName: "person.crop.circle"))
        avatar.widthAnchor.constraint(equalToConstant: 36).isActive = true
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
        let name = Label(text: "Shared with Ada · tap to select several")
        name.font = .preferredFont(forTextStyle: .footnote)
        let row = StackView(arrangedSubviews: [avatar, name], axis: .horizontal, spacing: 4)
        row.setCustomSpacing(12, after: avatar)
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        row.backgroundColor = .secondarySystemBackground
        return row
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Float { 48 }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: nil) { [unowned self] _, _, done in
            let gone = notes.remove(at: indexPath.row)
            allNotes.removeAll { $0 == gone }
            tableView.deleteRows(at: [indexPath], with: .left)
            done(true)
        }
        delete.image = Image(systemName: "trash")
        let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        flag.backgroundColor = .systemOrange
        return SwipeActionsConfiguration(actions: [delete, flag])
    }
}
