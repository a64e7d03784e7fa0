/// Pull-to-refresh for a ``ScrollView`` or ``ListView``, as `UIRefreshControl`: pull the
/// content down past ``threshold`` and let go, and the control sends `.valueChanged` and
/// stays visible above the content (the top inset grows by its height) until the app calls
/// ``endRefreshing()``.
///
/// ```swift
/// let refresh = RefreshControl()
/// refresh.addAction(for: .valueChanged) { _ in reload { refresh.endRefreshing() } }
/// list.refreshControl = refresh
/// ```
@MainActor
public final class RefreshControl: Control {
    /// The height of the control's area above the content while refreshing.
    public static let height: Float = 56

    /// How far (points of visible overscroll) the content must be pulled to refresh.
    public var threshold: Float = 64 {
        didSet { if !threshold.isFinite || threshold < 1 { threshold = 64 } }
    }
    /// The text shown while pulling.
    public var pullTitle = "Pull to refresh"
    /// The text shown once a release would refresh.
    public var releaseTitle = "Release to refresh"
    /// The text shown while refreshing.
    public var refreshingTitle = "Refreshing…"

    /// `true` between the pull that started a refresh (or ``beginRefreshing()``) and
    /// ``endRefreshing()``.
    public private(set) var isRefreshing = false

    let titleLabel = Label()
    weak var scrollView: ScrollView?

    /// Creates a refresh control.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        titleLabel.textAlignment = .center
        titleLabel.textColor = Color(r: 110, g: 110, b: 118)
        titleLabel.font = Font(size: 14)
        addSubview(titleLabel)
    }

    public override func layoutSubviews() {
        titleLabel.frame = bounds
    }

    /// Shows the control as refreshing (without sending `.valueChanged`).
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        titleLabel.text = refreshingTitle
        if let sv = scrollView {
            var inset = sv.contentInset
            inset.top += RefreshControl.height
            sv.contentInset = inset
        }
    }

    /// Ends the refresh: the content slides back up over the control.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        if let sv = scrollView {
            var inset = sv.contentInset
            inset.top -= RefreshControl.height
            sv.contentInset = inset
        }
        titleLabel.text = pullTitle
    }

    /// The visible pull of the scroll view (points above its resting top).
    func pullDistance(of sv: ScrollView) -> Float {
        -(sv.contentOffset.y + sv.contentInset.top - (isRefreshing ? RefreshControl.height : 0))
    }

    /// Follows the scroll view: placed just above the content, with the title for the pull.
    func scrollViewDidScroll(_ sv: ScrollView) {
        let top = sv.contentInset.top - (isRefreshing ? RefreshControl.height : 0)
        let f = Rect(x: sv.bounds.minX, y: -top - RefreshControl.height, width: sv.bounds.width, height: RefreshControl.height)
        if frame != f { frame = f }
        guard !isRefreshing else { return }
        let text = sv.isDragging && pullDistance(of: sv) >= threshold ? releaseTitle : pullTitle
        if titleLabel.text != text { titleLabel.text = text }
    }

    /// The finger lifted: a pull past the threshold starts a refresh.
    func scrollViewWillEndDragging(_ sv: ScrollView) {
        guard !isRefreshing, pullDistance(of: sv) >= threshold else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}
