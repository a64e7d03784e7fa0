/// Tabs along the bottom, each showing one controller, as `UITabBarController`. Every tab's
/// controller stays alive (and its view keeps its state) while another tab shows.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [ControlsController(), ListController()]
/// tabs.viewControllers?[1].tabBarItem.badgeValue = "3"
/// window.rootViewController = tabs
/// ```
@MainActor
open class TabBarController: ViewController {
    /// The bar.
    public let tabBar = TabBar()
    /// Called after the user selected a tab.
    public var didSelect: ((ViewController) -> Void)?

    /// The controllers, one per tab; setting keeps the selection when its controller remains.
    public var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue ?? []) }
    }
    var tabs: [ViewController] = []
    let contentView = View()
    /// The "More" list and its state (``TabBarController+More.swift``).
    var moreListIfLoaded: MoreListController?
    var moreBackBarIfMade: View?
    var showingMoreList = false
    var moreItemIfMade: TabBarItem?

    /// The index of the selected tab (clamped; ignored when there are no tabs).
    public var selectedIndex: Int {
        get { selected }
        set { UpdateCycle.forChange(of: self).change { [self] in select(newValue) } }
    }
    var selected = 0
    /// UIKit's delegate (weak): asked before a tap selects a tab and told after, as
    /// ``didSelect`` is.
    public weak var delegate: TabBarControllerDelegate?

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        get {
            if showingMoreList { return moreListIfLoaded }
            return tabs.indices.contains(selected) ? tabs[selected] : nil
        }
        set {
            guard let newValue, let i = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(i)
        }
    }

    /// Creates a tab bar controller with no tabs.
    public override init() { super.init() }

    open override func loadView() {
        let v = TabContainerView(controller: self)
        v.backgroundColor = .white
        v.addSubview(contentView)
        v.addSubview(tabBar)
        tabBar.onSelect = { [weak self] i in
            guard let self else { return }
            UpdateCycle.forChange(of: self).change {
                if self.isMoreItem(i) { self.showMoreList(); return }
                if self.tabs.indices.contains(i), let d = self.delegate, !d.tabBarController(self, shouldSelect: self.tabs[i]) { return }
                self.select(i)
                if let c = self.selectedViewController { self.didSelect?(c); self.delegate?.tabBarController(self, didSelect: c) }
            }
        }
        view = v
        updateBarItems()
        if let c = selectedViewController { show(c) }
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override var appearanceChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    private func setViewControllers(_ list: [ViewController]) {
        var clean: [ViewController] = []
        for c in list {
            if clean.contains(where: { $0 === c }) { Diagnostics.report("refused \(type(of: c)) twice in a tab bar"); continue }
            if c === self || isDescendant(of: c) || (c.parent != nil && c.parent !== self) || c.presenter != nil {
                Diagnostics.report("refused \(type(of: c)) as a tab: it is elsewhere already")
                continue
            }
            clean.append(c)
        }
        let old = tabs
        let oldSelected = selectedViewController
        let visible = isVisible && isViewLoaded
        for c in old where !clean.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            if c === oldSelected && visible { c.beginAppearanceTransition(false, animated: false) }
            c.viewIfLoaded?.removeFromSuperview()
            if c === oldSelected && visible { c.endAppearanceTransition() }
            c.removeFromParent()
        }
        for c in clean where !old.contains(where: { $0 === c }) { addChild(c) }
        tabs = clean
        selected = oldSelected.flatMap { o in clean.firstIndex { $0 === o } } ?? 0
        for c in clean where !old.contains(where: { $0 === c }) { c.didMove(toParent: self) }
        if showingMoreList && overflowTabs.isEmpty { showingMoreList = false; moreListIfLoaded?.viewIfLoaded?.removeFromSuperview() }
        updateBarItems()
        moreListIfLoaded?.reload()
        if isViewLoaded, let c = selectedViewController, c !== oldSelected || c.viewIfLoaded?.superview !== contentView {
            if visible { c.beginAppearanceTransition(true, animated: false) }
            show(c)
            if visible { view.window?.layoutPass(); c.endAppearanceTransition() }
        }
    }

    func select(_ index: Int) {
        guard !tabs.isEmpty else { return }
        let i = min(max(0, index), tabs.count - 1)
        guard i != selected || showingMoreList else { return }
        let old = selectedViewController
        let new = tabs[i]
        if new.viewLoadFailedAfterLoading {
            Diagnostics.report("refused to select the tab of \(type(of: new)): its loadView() set no view")
            return
        }
        selected = i
        showingMoreList = false
        updateBarItems()
        guard isViewLoaded else { return }
        swapContent(from: old, to: new)
    }

    /// Replaces the shown controller, with balanced appearance callbacks when on screen.
    func swapContent(from old: ViewController?, to new: ViewController) {
        // On screen both tabs move at once; while the tab bar controller itself appears or
        // disappears (a tab chosen inside an appearance callback), the old tab finishes at once
        // and the new one joins the controller's own transition.
        let visible = appearanceState == .appeared
        switchAppearanceChild(from: old, to: new)
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            new.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        show(new)
        if visible {
            view.window?.layoutPass()
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }

    func show(_ c: ViewController) {
        c.view.frame = contentView.bounds
        c.view.isHidden = false
        contentView.addSubview(c.view)
    }

    override func childTitleDidChange(_ child: ViewController) {
        tabBar.setNeedsRebuild()
    }

    func layoutContent(in bounds: Rect) {
        let h = TabBar.height
        tabBar.frame = Rect(x: 0, y: max(0, bounds.height - h), width: bounds.width, height: min(h, bounds.height))
        let back = showsMoreBackBar ? min(TabBarController.moreBackBarHeight, max(0, bounds.height - h)) : 0
        moreBackBarIfMade?.frame = Rect(x: 0, y: 0, width: bounds.width, height: back)
        moreBackBarIfMade?.isHidden = back == 0
        contentView.frame = Rect(x: 0, y: back, width: bounds.width, height: max(0, bounds.height - h - back))
        for v in contentView.subviews { v.frame = contentView.bounds }
    }
}

/// The tab bar controller's view: content above the bar.
final class TabContainerView: ControllerContainerView<TabBarController> {}

extension TabBarController: ContainerLayout {}

extension ViewController {
    /// Loads the view and says whether ``loadView()`` failed to set one.
    var viewLoadFailedAfterLoading: Bool {
        loadViewIfNeeded()
        return viewLoadFailed
    }
}
