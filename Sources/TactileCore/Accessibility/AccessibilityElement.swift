/// An accessibility element for something drawn without a view of its own (a key of a drawn
/// keyboard, an immediate-mode button, a chart point, a game object), as
/// `UIAccessibilityElement`. Put it in its container's ``View/accessibilityElements``.
@MainActor
open class AccessibilityElement: AccessibilityItem {
    /// The view that draws the element; its frame is relative to it.
    public weak var accessibilityContainer: View?
    /// Elements made this way are elements (`true`).
    open var isAccessibilityElement = true
    /// A short name ("Delete", "7").
    open var accessibilityLabel: String?
    /// The current value.
    open var accessibilityValue: String?
    /// What activating does.
    open var accessibilityHint: String?
    /// What it is and its state.
    open var accessibilityTraits: AccessibilityTraits = []
    /// A name for tests, never spoken.
    open var accessibilityIdentifier: String?
    /// Extra actions.
    open var accessibilityCustomActions: [AccessibilityCustomAction] = []
    /// The rectangle in the container's bounds coordinates (follows it when it moves).
    open var accessibilityFrameInContainerSpace: Rect = .zero
    /// Runs on activation (double-tap) when set; ``accessibilityActivate()`` then returns `true`.
    public var onActivate: (@MainActor () -> Void)?
    /// Runs on increment (+1) and decrement (-1) when set.
    public var onAdjust: (@MainActor (Int) -> Void)?
    /// Its place among siblings read as a set ("1 of 3": a segment), 1-based.
    package var position: (index: Int, count: Int)?

    /// Creates an element drawn by `container`.
    public init(accessibilityContainer container: View) {
        accessibilityContainer = container
    }

    /// An element whose container is set later (immediate-mode widgets).
    package init() {}

    /// The rectangle in window coordinates: the frame in the container converted (zero when
    /// the container is gone).
    open var accessibilityFrame: Rect {
        guard let c = accessibilityContainer else { return .zero }
        return c.convert(accessibilityFrameInContainerSpace, to: nil)
    }

    /// Runs ``onActivate``; `false` without one (the screen reader then taps the centre).
    open func accessibilityActivate() -> Bool {
        guard let a = onActivate else { return false }
        a()
        return true
    }
    /// Runs ``onAdjust`` with +1.
    open func accessibilityIncrement() { onAdjust?(1) }
    /// Runs ``onAdjust`` with -1.
    open func accessibilityDecrement() { onAdjust?(-1) }
    /// Elements do not scroll by default.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }
    /// Elements have nothing to dismiss by default.
    open func accessibilityPerformEscape() -> Bool { false }
}
