/// A row of dots, one per page, the current one highlighted, as `UIPageControl`.
///
/// Tapping the left or right half moves one page back or on and sends
/// ``ControlEvents/valueChanged``; setting ``currentPage`` in code sends nothing. Counts
/// are sanitised: a negative ``numberOfPages`` becomes 0 and ``currentPage`` stays within
/// `0..<numberOfPages`.
@MainActor
open class PageControl: Control {
    /// How many dots (0 or more).
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0; return }
            numberOfPages = min(numberOfPages, 10_000)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The highlighted dot, in `0..<numberOfPages` (0 when there are none).
    public var currentPage = 0 {
        didSet {
            let c = min(max(0, currentPage), max(0, numberOfPages - 1))
            if c != currentPage { currentPage = c; return }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }
    /// Hides the dots when there is only one page.
    public var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The other dots' colour (``Color/secondaryLabel``: 3:1 on the system backgrounds, as
    /// WCAG's non-text contrast asks of the dots that make the control).
    public var pageIndicatorTintColor: Color = .secondaryLabel { didSet { setNeedsDisplay() } }
    /// The current dot's colour (``Color/label``).
    public var currentPageIndicatorTintColor: Color = .label { didSet { setNeedsDisplay() } }

    static let dot: Float = 8, spacing: Float = 9

    /// A page control; a zero height becomes 26 points.
    public override init(frame: Rect) {
        var f = frame
        if f.height == 0 { f.size.height = 26 }
        super.init(frame: f)
    }

    /// The size the dots of `pageCount` pages need, as `size(forNumberOfPages:)`.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let n = Float(min(max(0, pageCount), 10_000))
        return Size(width: n > 0 ? n * Self.dot + (n - 1) * Self.spacing + 24 : 0, height: 26)
    }

    open override var intrinsicContentSize: Size { size(forNumberOfPages: numberOfPages) }

    /// Touches within ``Accessibility/minimumTouchTarget`` around its centre count (44 pt).
    open override func point(inside point: Point, with event: Event?) -> Bool { isInsideMinimumTouchTarget(point) }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let next = currentPage + (touch.location(in: self).x < bounds.midX ? -1 : 1)
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let n = Float(numberOfPages)
        let total = n * Self.dot + (n - 1) * Self.spacing
        var x = bounds.midX - total / 2
        let y = bounds.midY
        for i in 0..<numberOfPages {
            if x + Self.dot >= rect.minX && x <= rect.maxX {
                renderer.fillCircle(center: Point(x: x + Self.dot / 2, y: y), radius: Self.dot / 2,
                                    color: i == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor)
            }
            x += Self.dot + Self.spacing
        }
    }

    open override var debugTreeDescription: String {
        DebugText.join([super.debugTreeDescription, "page=\(currentPage)/\(numberOfPages)"])
    }
}
