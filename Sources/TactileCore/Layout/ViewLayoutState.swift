/// A view's Auto Layout settings and its place in a layout engine, made the first time
/// anything layout-related is set or asked, so views that never use constraints carry
/// one `nil` reference.
@MainActor
package final class ViewLayoutState {
    /// A content priority per axis (hugging, compression resistance).
    typealias AxisPriorities = (horizontal: LayoutPriority, vertical: LayoutPriority)

    var translatesAutoresizingMaskIntoConstraints = true
    /// An arranged view of a ``StackView``: the stack sets its frame (whatever
    /// `translatesAutoresizingMaskIntoConstraints` says) and reads its size constraints.
    var isArranged = false
    /// Whether the view keeps the frame it is given (pinned in the engine, not placed by it).
    var isFrameManaged: Bool { translatesAutoresizingMaskIntoConstraints || isArranged }
    var autoresizingMask: View.AutoresizingMask = []
    var hugging: AxisPriorities = (horizontal: .defaultLow, vertical: .defaultLow)
    var compression: AxisPriorities = (horizontal: .defaultHigh, vertical: .defaultHigh)
    var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var variables: LayoutVariables?
    /// The engine of the tree this view is the root of.
    var engine: LayoutEngine?
    /// The active constraints that name this view (or one of its guides).
    package var constraints = ConstraintList()
    var layoutGuides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var keyboardGuide: LayoutGuide?
    /// A window's screen safe-area insets (a notch, overscan).
    var screenSafeAreaInsets = EdgeInsets.zero
    var needsUpdateConstraints = true
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    var additionalSafeAreaInsets = EdgeInsets.zero

    // Engine bookkeeping.
    /// In an engine (pinned to its frame, or placed by it).
    var isParticipant = false
    /// The required constraints holding a frame-managed view to its frame.
    var pins: [SolverConstraint] = []
    /// Hugging (≤) and compression (≥) constraints per axis: width pair then height pair.
    var intrinsic: [SolverConstraint] = []
    var intrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    var intrinsicNeedsUpdate = false
    /// How many subviews the engine places (this view applies their frames in its layout pass).
    var placedSubviewCount = 0

    init() {}
}

extension View {
    /// The view's layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let s = layoutStateStorage { return s }
        let s = ViewLayoutState()
        layoutStateStorage = s
        return s
    }
}
