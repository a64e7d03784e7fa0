/// More tabs than fit: the first four on the bar, then a "More" tab listing the rest, as
/// UIKit's tab bar controller does on a phone.
extension TabBarController {
    /// How many tabs the bar shows before the last one becomes "More" (UIKit's 5).
    public static let maximumVisibleTabs = 5
    /// The height of the "‹ More" bar above a tab chosen from the More list.
    static let moreBackBarHeight: Float = 44

    /// The tabs listed under More (none when all fit).
    var overflowTabs: [ViewController] {
        tabs.count > TabBarController.maximumVisibleTabs ? Array(tabs[(TabBarController.maximumVisibleTabs - 1)...]) : []
    }

    /// The More tab's controller: the list of the tabs that do not fit, as UIKit's
    /// `moreNavigationController` (`nil` while every tab fits).
    public var moreListController: ViewController? { overflowTabs.isEmpty ? nil : moreList }

    private var moreList: MoreListController {
        if let m = moreListIfLoaded { return m }
        let m = MoreListController()
        m.tabs = self
        addChild(m)
        m.didMove(toParent: self)
        moreListIfLoaded = m
        return m
    }

    /// The More tab's item: "More" with three dots.
    var moreItem: TabBarItem {
        if let item = moreItemIfMade { return item }
        let item = TabBarItem(title: "More", image: TabBarController.moreImage())
        moreItemIfMade = item
        return item
    }

    /// Whether bar item `i` is the More tab.
    func isMoreItem(_ i: Int) -> Bool {
        !overflowTabs.isEmpty && i == TabBarController.maximumVisibleTabs - 1
    }

    /// Whether the selected tab came from the More list (it gets a "‹ More" bar).
    var showsMoreBackBar: Bool { !showingMoreList && !overflowTabs.isEmpty && selected >= TabBarController.maximumVisibleTabs - 1 }

    /// Gives the bar the visible tabs' items (and More), the right one selected.
    func updateBarItems() {
        let more = !overflowTabs.isEmpty
        let last = TabBarController.maximumVisibleTabs - 1
        let items = more ? tabs[..<last].map(\.tabBarItem) + [moreItem] : tabs.map(\.tabBarItem)
        let barSelected: Int? = tabs.isEmpty ? nil : (showingMoreList || (more && selected >= last) ? last : selected)
        tabBar.setItems(items, selected: barSelected)
        if isViewLoaded {
            if showsMoreBackBar { makeMoreBackBar() }
            view.setNeedsLayout()
        }
    }

    /// Shows the More list (tapping More again from a listed tab returns to it).
    func showMoreList() {
        guard !overflowTabs.isEmpty, isViewLoaded else { return }
        let old = selectedViewController
        let list = moreList
        guard old !== list else { return }
        showingMoreList = true
        updateBarItems()
        swapContent(from: old, to: list)
        list.reload()
    }

    /// Shows the tab at `row` of the More list, under a "‹ More" bar.
    func selectOverflowTab(_ row: Int) {
        guard overflowTabs.indices.contains(row) else { return }
        let index = TabBarController.maximumVisibleTabs - 1 + row
        UpdateCycle.forChange(of: self).change { [self] in
            if tabs.indices.contains(index), let d = delegate, !d.tabBarController(self, shouldSelect: tabs[index]) { return }
            select(index)
            if let c = selectedViewController { didSelect?(c); delegate?.tabBarController(self, didSelect: c) }
        }
    }

    /// Whether `controller` is a tab shown from the More list (under the "‹ More" bar, which
    /// shows its title, as UIKit's navigation bar in `moreNavigationController`).
    public func isShownUnderMoreTab(_ controller: ViewController) -> Bool {
        guard let i = tabs.firstIndex(where: { $0 === controller }) else { return false }
        return !overflowTabs.isEmpty && i >= TabBarController.maximumVisibleTabs - 1
    }

    private func makeMoreBackBar() {
        if let bar = moreBackBarIfMade {
            (bar.subviews.last as? Label)?.text = selectedViewController?.tabBarItem.title ?? selectedViewController?.title
            return
        }
        let bar = MoreBackBar()
        bar.backgroundColor = Color(light: Color(r: 249, g: 249, b: 249), dark: Color(r: 22, g: 22, b: 24))
        let back = Button.plain(title: "‹ More", tint: tabBar.tintColor)
        back.titleLabel.font = Font(size: 17)
        back.frame = Rect(x: 4, y: 0, width: 90, height: TabBarController.moreBackBarHeight)
        back.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            UpdateCycle.forChange(of: self).change { self.showMoreList() }
        }
        bar.addSubview(back)
        let title = Label(text: selectedViewController?.tabBarItem.title ?? selectedViewController?.title ?? "")
        title.font = Font.preferredFont(forTextStyle: .headline)
        title.textColor = .label
        title.textAlignment = .center
        bar.addSubview(title)
        view.addSubview(bar)
        moreBackBarIfMade = bar
    }

    /// Three dots, a template image tinted like the other tabs' icons.
    static func moreImage() -> Image {
        var b = Bitmap(width: 26, height: 26)
        // Each dot's pixels get their covered fraction (4 x 4 samples) as alpha.
        for cx: Float in [4.5, 13, 21.5] {
            for y in 9..<17 { for x in Int(cx) - 4..<Int(cx) + 4 {
                var covered = 0
                for sy in 0..<4 { for sx in 0..<4 {
                    let dx = Float(x) + (Float(sx) + 0.5) / 4 - cx, dy = Float(y) + (Float(sy) + 0.5) / 4 - 13
                    if dx * dx + dy * dy <= 6.25 { covered += 1 }
                } }
                if covered > 0 { b.setPixel(x: x, y: y, to: Color(r: 255, g: 255, b: 255, a: UInt8(covered * 255 / 16))) }
            } }
        }
        return Image(bitmap: b, name: "more", renderingMode: .alwaysTemplate)
    }
}

/// The "‹ More" bar: the back button at the leading edge, the tab's title centred.
@MainActor
final class MoreBackBar: View {
    override func layoutSubviews() {
        guard let title = subviews.last as? Label else { return }
        title.frame = Rect(x: 100, y: 0, width: max(0, bounds.width - 200), height: bounds.height)
    }
}
