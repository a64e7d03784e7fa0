/// Large titles: which screen shows one, and the collapse as its content scrolls.
extension NavigationController {
    /// Whether the controller at `index` shows a large title: the bar prefers them and its
    /// item's ``NavigationItem/largeTitleDisplayMode`` says so (`.automatic` as the item
    /// below it; the root's automatic is large), as UIKit's.
    func showsLargeTitle(at index: Int) -> Bool {
        guard navigationBar.prefersLargeTitles, viewControllers.indices.contains(index) else { return false }
        var i = index
        while i >= 0 {
            switch viewControllers[i].navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: i -= 1
            }
        }
        return true
    }

    /// The scroll view whose scrolling collapses the large title: the screen's view, or its
    /// first subview, when it is one (UIKit's choice for `contentScrollView`).
    func contentScrollView(of controller: ViewController?) -> ScrollView? {
        guard let v = controller?.viewIfLoaded else { return nil }
        return v as? ScrollView ?? v.subviews.first as? ScrollView
    }

    /// Sets the bar's large title for the top screen and follows its scroll view.
    func updateLargeTitle() {
        let shows = showsLargeTitle(at: viewControllers.count - 1)
        let scroll = shows ? contentScrollView(of: topViewController) : nil
        if let old = largeTitleScroll, old !== scroll {
            // The screen below keeps its inset (it comes back with its large title); it stops collapsing the bar.
            old.systemScrollObserver = nil
            old.systemStickyTop = nil
            if !navigationBar.prefersLargeTitles { old.systemInsets = .zero }
        }
        largeTitleScroll = scroll
        if let scroll {
            // An active search that hides the bar puts the content right under the search bar.
            scroll.systemInsets = EdgeInsets(top: searchHidesBar ? 0 : NavigationBar.largeTitleHeight + searchInset, left: 0, bottom: 0, right: 0)
            scroll.systemScrollObserver = { [weak self] s in self?.largeTitleScrolled(s) }
        }
        navigationBar.scrollEdgeColor = scroll?.backgroundColor ?? topViewController?.viewIfLoaded?.backgroundColor
        navigationBar.setLargeTitle(shown: shows, height: scroll.map(largeTitleHeight(for:)) ?? NavigationBar.largeTitleHeight)
        if let scroll { pinStickyContent(of: scroll) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The large-title row's height for a scroll offset: full at rest at the top, gone once
    /// the content moved up by the row's height.
    /// A search bar that hides when scrolling collapses first, then the title (UIKit's order);
    /// one that stays leaves the title to collapse alone.
    func largeTitleHeight(for scroll: ScrollView) -> Float {
        let h = -(scroll.contentOffset.y + scroll.contentInset.top) - (searchHidesWhenScrolling ? 0 : searchInset)
        return h.isFinite ? max(0, min(NavigationBar.largeTitleHeight, h)) : 0
    }

    private func largeTitleScrolled(_ scroll: ScrollView) {
        guard scroll === largeTitleScroll, navigationBar.showsLargeTitle else { return }
        let h = largeTitleHeight(for: scroll)
        if h != navigationBar.largeTitleShown {
            navigationBar.setLargeTitle(shown: true, height: h)
            var f = navigationBar.frame
            f.size.height = (isNavigationBarHidden ? 0 : NavigationBar.height) + h
            navigationBar.frame = f
        }
        positionSearchBar()
        pinStickyContent(of: scroll)
    }

    /// Sticky headers pin under what shows of the large title and the search bar, as on iOS
    /// (not where the expanded bar ended).
    private func pinStickyContent(of scroll: ScrollView) {
        let shown = (navigationBar.showsLargeTitle ? navigationBar.largeTitleShown : 0)
            + (topViewController?.navigationItem.searchController == nil || searchHidesBar ? 0 : searchBarShownHeight)
        let top = shown.isFinite ? max(0, shown) : 0
        if scroll.systemStickyTop != top { scroll.systemStickyTop = top; scroll.setNeedsLayout() }
    }
}
