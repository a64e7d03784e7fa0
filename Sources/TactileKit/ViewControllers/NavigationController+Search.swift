/// The top screen's search controller (`navigationItem.searchController`): its bar under the
/// navigation bar, the dimming and the results screen while it is active.
extension NavigationController {
    /// Extra top inset a large-title scroll view gets for the search bar.
    var searchInset: Float { topViewController?.navigationItem.searchController == nil ? 0 : SearchController.barHeight }

    /// Whether the active search hides the bar's row.
    var searchHidesBar: Bool {
        guard let s = topViewController?.navigationItem.searchController else { return false }
        return s.isActive && s.hidesNavigationBarDuringPresentation
    }

    /// Shows the top item's search bar (and takes the previous one away).
    func updateSearch() {
        let search = topViewController?.navigationItem.searchController
        guard search !== shownSearch else { return }
        if let old = shownSearch {
            old.searchBar.removeFromSuperview()
            old.shade.removeFromSuperview()
            old.searchResultsController?.viewIfLoaded?.removeFromSuperview()
            if old.host === self { old.host = nil }
        }
        shownSearch = search
        guard let search, let v = viewIfLoaded else { return }
        search.host = self
        v.addSubview(search.searchBar)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Lays out the search bar, the dimming and the results screen.
    func layoutSearch(_ search: SearchController?, in bounds: Rect) {
        guard let search, let v = viewIfLoaded else { return }
        if search.searchBar.superview !== v { v.addSubview(search.searchBar) }
        positionSearchBar()
        let below = search.searchBar.frame.maxY
        let cover = Rect(x: 0, y: below, width: bounds.width, height: max(0, bounds.height - below))
        let results = search.showsResults ? search.searchResultsController?.view : nil
        if let results {
            if results.superview !== v { v.insertSubview(results, belowSubview: search.searchBar) }
            results.frame = cover
        } else {
            search.searchResultsController?.viewIfLoaded?.removeFromSuperview()
        }
        if search.isActive && search.obscuresBackgroundDuringPresentation && results == nil {
            if search.shade.superview !== v { v.insertSubview(search.shade, belowSubview: search.searchBar) }
            search.shade.frame = cover
        } else {
            search.shade.removeFromSuperview()
        }
    }

    /// Puts the search bar right under the navigation bar (as it collapses its large title).
    func positionSearchBar() {
        guard let bar = topViewController?.navigationItem.searchController?.searchBar else { return }
        let top = navigationBar.isHidden ? 0 : navigationBar.frame.maxY
        let shown = searchBarShownHeight
        bar.frame = Rect(x: 0, y: top, width: navigationBar.frame.width, height: shown)
        bar.clipsToBounds = shown < SearchController.barHeight
        bar.alpha = max(0, min(1, shown / SearchController.barHeight * 2 - 1))  // fades out over the last half
        bar.isHidden = shown <= 0
        bar.backgroundColor = navigationBar.scrollEdgeColor ?? .systemBackground
    }

    /// Whether the top item's search bar hides as a large-title list scrolls up
    /// (``NavigationItem/hidesSearchBarWhenScrolling``; never while the search is active).
    var searchHidesWhenScrolling: Bool {
        guard let item = topViewController?.navigationItem, let search = item.searchController else { return false }
        return item.hidesSearchBarWhenScrolling && !search.isActive && largeTitleScroll != nil && navigationBar.showsLargeTitle
    }

    /// How much of the search bar shows: all of it at rest; as the list scrolls up, less,
    /// before the large title starts to collapse; all again when pulled back down.
    var searchBarShownHeight: Float {
        guard searchHidesWhenScrolling, let scroll = largeTitleScroll else { return SearchController.barHeight }
        let v = -(scroll.contentOffset.y + scroll.contentInset.top) - NavigationBar.largeTitleHeight
        return v.isFinite ? max(0, min(SearchController.barHeight, v)).rounded() : SearchController.barHeight
    }
}
