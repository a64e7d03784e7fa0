/// A rectangle that takes part in Auto Layout without being a view, as `UILayoutGuide`:
/// space between views, or a view's margins (``View/layoutMarginsGuide``) and safe area
/// (``View/safeAreaLayoutGuide``).
///
/// ```swift
/// let gap = LayoutGuide()
/// view.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
///     gap.widthAnchor.constraint(equalTo: a.widthAnchor),
/// ])
/// ```
@MainActor
open class LayoutGuide: LayoutItem {
    /// The view the guide belongs to (set by ``View/addLayoutGuide(_:)``).
    public internal(set) weak var owningView: View?
    /// A name for debugging.
    public var identifier: String = ""

    /// Which of its owning view's rectangles a system guide follows.
    enum Kind { case custom, margins, safeArea, keyboard }
    let kind: Kind
    /// The inset the engine last held a system guide at.
    var heldInsets: EdgeInsets?
    var systemConstraints: [SolverConstraint] = []
    lazy var layoutVariables = LayoutVariables(layoutItemName)

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() { kind = .custom }
    init(kind: Kind, owner: View) {
        self.kind = kind
        owningView = owner
        // UIKit's identifiers for its system guides.
        switch kind {
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .keyboard: identifier = "UIKeyboardLayoutGuide"
        case .custom: break
        }
    }

    var layoutOwnerView: View? { owningView }
    var layoutItemName: String {
        let owner = owningView?.layoutItemName ?? "nil"
        switch kind {
        case .margins: return "\(owner).layoutMarginsGuide"
        case .safeArea: return "\(owner).safeAreaLayoutGuide"
        case .keyboard: return "\(owner).keyboardLayoutGuide"
        case .custom: return identifier.isEmpty ? "LayoutGuide(\(owner))" : identifier
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as last laid out.
    public var layoutFrame: Rect {
        guard let owner = owningView else { return .zero }
        if kind != .custom { return owner.bounds.inset(by: insetsInOwner) }
        guard let engine = owner.layoutEngineIfAny, engine.solver.contains(variables: layoutVariables) else { return .zero }
        let r = engine.rect(of: layoutVariables), o = engine.rect(of: owner.layoutVariables)
        return Rect(x: r.minX - o.minX, y: r.minY - o.minY, width: r.width, height: r.height)
    }

    /// A system guide's insets from its owning view's bounds.
    var insetsInOwner: EdgeInsets {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .custom: return .zero
        case .margins: return owner.layoutMargins
        case .safeArea: return owner.safeAreaInsets
        case .keyboard: return EdgeInsets(top: owner.keyboardGuideTop, left: 0, bottom: 0, right: 0)
        }
    }

    /// The leading edge (left in a left-to-right layout).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
