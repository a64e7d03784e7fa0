/// The list a ``TabBarController`` shows under its "More" tab when it has more tabs than
/// fit (``TabBarController/maximumVisibleTabs``), as UIKit's `moreNavigationController`
/// root: one row per remaining tab, with its icon, title and a disclosure chevron.
@MainActor
final class MoreListController: ViewController {
    weak var tabs: TabBarController?
    let list = TableView()
    private let header = Label()

    override func loadView() {
        let v = View()
        v.backgroundColor = .systemBackground
        header.text = "More"
        header.font = Font(size: 30)
        header.textColor = .label
        v.addSubview(header)
        list.numberOfRows = { [weak self] _ in self?.tabs?.overflowTabs.count ?? 0 }
        list.makeRow = { _ in TableViewCell(style: .default, reuseIdentifier: "more") }
        list.configureRow = { [weak self] cell, ip in
            guard let tab = self?.tabs?.overflowTabs[safe: ip.row] else { return }
            cell.textLabel?.text = tab.tabBarItem.title ?? tab.title
            cell.imageView?.image = tab.tabBarItem.image
            cell.imageView?.tintColor = tab.tabBarItem.image?.renderingMode == .alwaysTemplate ? .tintColor : nil
            cell.accessoryType = .disclosureIndicator
        }
        list.onSelect = { [weak self] ip in
            guard let self, let tabs = self.tabs else { return }
            self.list.deselectRow(at: ip)
            tabs.selectOverflowTab(ip.row)
        }
        v.addSubview(list)
        view = v
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        header.frame = Rect(x: 16, y: 8, width: max(0, b.width - 32), height: 44)
        list.frame = Rect(x: 0, y: 56, width: b.width, height: max(0, b.height - 56))
    }

    func reload() { list.reloadData() }
}
