/// A cell of a ``CollectionView``, as `UICollectionViewCell`: add views to ``contentView``;
/// ``backgroundView`` sits behind it and ``selectedBackgroundView`` replaces it while the
/// cell is selected or highlighted. Like UIKit's, a cell has no look of its own.
///
/// Cells are reused: a grid makes only those on screen (plus a few) and configures them
/// as they scroll in; reset per-item state in ``prepareForReuse()``.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// Where the cell's content goes.
    public let contentView = View()
    /// A view behind the content (sized to the cell).
    public var backgroundView: View? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; updateBackgrounds(); setNeedsLayout() }
    }
    /// A view shown behind the content while the cell is selected or highlighted.
    public var selectedBackgroundView: View? {
        didSet { oldValue?.removeFromSuperview(); if let v = selectedBackgroundView { insertSubview(v, belowSubview: contentView) }; updateBackgrounds(); setNeedsLayout() }
    }
    /// Whether the item is selected (set by the collection view).
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateBackgrounds() } }
    }
    /// Whether a finger holds the item (set by the collection view).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateBackgrounds() } }
    }

    /// Creates an empty cell.
    public required init(frame: Rect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Clears the highlight; subclasses reset their content and call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    private func updateBackgrounds() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = Rect(origin: .zero, size: bounds.size)
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        contentView.frame = b
    }

    // MARK: Touches: highlight and selection (forwarded to `super` in all four phases, as UIKit)

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        super.touchesBegan(touches, with: event)
        collectionView?.cellTouchBegan(self)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        super.touchesEnded(touches, with: event)
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        collectionView?.cellTouchEnded(self, inside: inside)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        super.touchesCancelled(touches, with: event)
        collectionView?.cellTouchEnded(self, inside: false)
    }

    open override var debugTreeDescription: String {
        super.debugTreeDescription + (isSelected ? " selected" : "")
    }
}
