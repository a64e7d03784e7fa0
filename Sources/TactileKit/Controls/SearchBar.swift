/// What a ``SearchBar`` tells as the user searches, as `UISearchBarDelegate`; every method
/// is optional.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The text changed (typing, deleting, clearing).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The Search key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The field became first responder.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The field resigned first responder.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
}

/// A search field as `UISearchBar` (the minimal style): a grey rounded field with a
/// magnifying glass and a placeholder, a Search return key, and a Cancel button when
/// ``showsCancelButton`` is on.
///
/// ```swift
/// let search = SearchBar()
/// search.placeholder = "Search rooms"
/// search.delegate = self   // searchBar(_:textDidChange:)
/// ```
@MainActor
open class SearchBar: View {
    /// The field the user types in.
    public let searchTextField = TextField()
    /// Hears typing, Search and Cancel (weak).
    public weak var delegate: SearchBarDelegate?
    /// The text.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue ?? "" }
    }
    /// Grey text shown while the field is empty.
    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// Whether a Cancel button shows at the trailing edge.
    public var showsCancelButton = false { didSet { cancelButton.isHidden = !showsCancelButton; setNeedsLayout() } }
    /// Shows or hides the Cancel button (at once).
    public func setShowsCancelButton(_ shows: Bool, animated: Bool) { showsCancelButton = shows }

    let cancelButton = Button.plain(title: "Cancel", tint: .systemBlue)
    private let glass = SearchGlassView()

    /// Creates a search bar; UIKit's height is 56.
    public override init(frame: Rect) {
        super.init(frame: frame)
        searchTextField.borderStyle = .none
        searchTextField.returnKeyType = .search
        searchTextField.placeholder = "Search"
        searchTextField.font = Font(size: 17)
        searchTextField.backgroundColor = .clear
        searchTextField.accessibilityLabel = "Search"
        searchTextField.isSearchField = true  // the searchField trait and role, as UISearchTextField
        cancelButton.titleLabel.font = Font(size: 17)
        cancelButton.isHidden = true
        for v in [glass, searchTextField, cancelButton] as [View] { addSubview(v) }
        searchTextField.addAction(for: .editingChanged) { [weak self] f in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: f.currentText)
        }
        searchTextField.addAction(for: .editingDidBegin) { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarTextDidBeginEditing(self)
        }
        searchTextField.addAction(for: .editingDidEnd) { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarTextDidEndEditing(self)
        }
        searchTextField.onReturn = { [weak self] _ in
            guard let self else { return true }
            self.delegate?.searchBarSearchButtonClicked(self)
            return true
        }
        cancelButton.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }
    }

    open override func layoutSubviews() {
        let b = bounds, m: Float = 8
        let fieldH = min(36, max(0, b.height - 8))
        var right = b.width - m
        if showsCancelButton {
            let w = cancelButton.intrinsicContentSize.width
            cancelButton.frame = Rect(x: right - w, y: 0, width: w, height: b.height)
            right -= w + 8
        }
        glass.frame = Rect(x: m, y: ((b.height - fieldH) / 2).rounded(), width: max(0, right - m), height: fieldH)
        searchTextField.frame = Rect(x: m + 30, y: glass.frame.minY, width: max(0, right - m - 34), height: fieldH)
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 56) }
}

/// The search field's grey rounded background with the magnifying glass.
@MainActor
final class SearchGlassView: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        renderer.fillRoundedRect(bounds, radius: 10, color: .tertiarySystemFill)
        let c = Point(x: 16, y: bounds.midY - 1.5)
        let grey = Color.secondaryLabel
        renderer.strokeCircle(center: c, radius: 5.5, width: 1.8, color: grey)
        renderer.drawLine(from: Point(x: c.x + 4, y: c.y + 4), to: Point(x: c.x + 8.5, y: c.y + 8.5), width: 2, color: grey)
    }
}
