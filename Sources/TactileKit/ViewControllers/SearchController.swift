/// Hears the search text change, as `UISearchResultsUpdating`.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Called as the text changes, when the controller becomes active and when Cancel clears it.
    func updateSearchResults(for searchController: SearchController)
}

/// Hears a search controller activate and deactivate, as `UISearchControllerDelegate`.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// Before the controller becomes active (Cancel not yet shown).
    func willPresentSearchController(_ searchController: SearchController)
    /// After it became active and the updater was told.
    func didPresentSearchController(_ searchController: SearchController)
    /// Before it stops being active (the text not yet cleared).
    func willDismissSearchController(_ searchController: SearchController)
    /// After it stopped being active and the updater was told.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    public func willPresentSearchController(_ searchController: SearchController) {}
    public func didPresentSearchController(_ searchController: SearchController) {}
    public func willDismissSearchController(_ searchController: SearchController) {}
    public func didDismissSearchController(_ searchController: SearchController) {}
}

/// A search bar that a navigation item shows under the bar's title, as `UISearchController`.
///
/// ```swift
/// let search = SearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self   // updateSearchResults(for:)
/// navigationItem.searchController = search
/// ```
/// Tapping the field makes it active (Cancel shown, the field first responder, the navigation
/// bar's row hidden when ``hidesNavigationBarDuringPresentation``); Cancel or `isActive = false`
/// clears the text and calls the updater. While active the ``searchResultsController``'s view
/// covers the screen once there is text; otherwise the screen is dimmed when
/// ``obscuresBackgroundDuringPresentation`` (a tap on the dimming cancels).
@MainActor
open class SearchController: ViewController {
    /// The bar shown under the navigation bar; its `delegate` stays the app's.
    public let searchBar = SearchBar(frame: Rect(x: 0, y: 0, width: 320, height: SearchController.barHeight))
    /// The screen shown over the content while searching (`nil`: the content itself shows results).
    public let searchResultsController: ViewController?
    /// Told of text changes (weak).
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Told of activation (weak).
    public weak var delegate: SearchControllerDelegate?
    /// Dims the screen while active and the results controller is not shown (UIKit's default: true).
    public var obscuresBackgroundDuringPresentation = true { didSet { relayout() } }
    /// Hides the navigation bar's row while active, moving the search bar to the top.
    public var hidesNavigationBarDuringPresentation = true { didSet { relayout() } }
    /// Whether the search is in progress; setting it activates or cancels.
    public var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }

    static let barHeight: Float = 52
    private var active = false
    weak var host: NavigationController?
    let shade = View()

    /// Creates a search controller; `nil` shows results in the searching screen itself.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
        shade.backgroundColor = Color(white: 0, alpha: 0.2)
        let tap = TapGestureRecognizer()
        tap.addAction { [weak self] _ in self?.setActive(false) }
        shade.addGestureRecognizer(tap)
        _ = searchBar.searchTextField.addAction(for: .editingDidBegin) { [weak self] _ in self?.setActive(true) }
        _ = searchBar.searchTextField.addAction(for: .editingChanged) { [weak self] _ in self?.textChanged() }
        _ = searchBar.cancelButton.addAction(for: .touchUpInside) { [weak self] _ in self?.setActive(false) }
    }

    /// Creates a search controller that shows results in the searching screen.
    public convenience override init() { self.init(searchResultsController: nil) }

    private func setActive(_ on: Bool) {
        guard on != active else { return }
        if on { delegate?.willPresentSearchController(self) } else { delegate?.willDismissSearchController(self) }
        active = on
        searchBar.showsCancelButton = on
        if on {
            if !searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.becomeFirstResponder() }
        } else {
            searchBar.text = ""
            if searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.resignFirstResponder() }
        }
        relayout()
        searchResultsUpdater?.updateSearchResults(for: self)
        if on { delegate?.didPresentSearchController(self) } else { delegate?.didDismissSearchController(self) }
    }

    private func textChanged() {
        relayout()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Whether the results controller's view covers the content now.
    var showsResults: Bool { active && searchResultsController != nil && !(searchBar.text ?? "").isEmpty }

    func relayout() {
        guard let host else { return }
        host.updateLargeTitle()   // the content's inset follows the hidden bar
        host.viewIfLoaded?.setNeedsLayout()
    }
}
