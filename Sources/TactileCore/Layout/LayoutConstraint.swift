/// A linear relation between two items' edges or lengths, as `NSLayoutConstraint`:
/// `first.attribute (==, <=, >=) multiplier × second.attribute + constant`, held as well
/// as its ``priority`` allows once active.
///
/// Changing ``constant`` of an active constraint re-solves incrementally; inside
/// `View.animate { … view.layoutIfNeeded() }` the frames it moves animate. A required
/// constraint that conflicts with others is broken (left out, reported once with the views
/// named) instead of trapping.
@MainActor
open class LayoutConstraint {
    /// The standard spacing `constraint(equalToSystemSpacingAfter:)` uses, in points.
    public static let systemSpacing: Float = 8

    weak var firstLayoutItem: (any LayoutItem)?
    weak var secondLayoutItem: (any LayoutItem)?
    /// The first item (a view or a layout guide).
    public var firstItem: AnyObject? { firstLayoutItem }
    /// The second item, `nil` for a constant size.
    public var secondItem: AnyObject? { secondLayoutItem }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The factor on the second item's attribute (finite; NaN gives 1).
    public let multiplier: Float
    /// Whether the constraint was refused (an item that is not a view or guide, no common ancestor).
    let isValid: Bool

    /// The added distance; changing it on an active constraint re-solves incrementally.
    public var constant: Float {
        didSet {
            constant = constant.sanitized(-SanitizeLimits.distance...SanitizeLimits.distance, nan: 0)
            if constant != oldValue { engine?.constantDidChange(self) }
        }
    }

    /// How much the constraint matters (``LayoutPriority/required`` by default).
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { engine?.priorityDidChange(self) } }
    }

    /// A name shown in layout diagnostics.
    public var identifier: String?

    /// Whether the constraint takes part in layout; setting it adds it to (or removes it
    /// from) the layout of its items' nearest common ancestor.
    public var isActive: Bool {
        get { engine != nil }
        set {
            if newValue && engine == nil { LayoutEngine.activate(self) }
            if !newValue, let engine { engine.deactivate(self) }
        }
    }

    /// The engine holding the constraint while active.
    weak var engine: LayoutEngine?
    /// Its form in the solver while active.
    var solverConstraint: SolverConstraint?
    /// Left out of the solver because it conflicted with required constraints.
    var isBroken = false

    init(first: (any LayoutItem)?, _ a1: Attribute, _ relation: Relation, second: (any LayoutItem)?, _ a2: Attribute,
         multiplier: Float, constant: Float, valid: Bool = true) {
        firstLayoutItem = first
        secondLayoutItem = second
        firstAttribute = a1
        secondAttribute = second == nil ? .notAnAttribute : a2
        self.relation = relation
        self.multiplier = multiplier.sanitized(-1e6...1e6, nan: 1)
        self.constant = constant.sanitized(-SanitizeLimits.distance...SanitizeLimits.distance, nan: 0)
        isValid = valid && first != nil && a1 != .notAnAttribute
    }

    /// UIKit's explicit form: `item.attr1 (relation) toItem.attr2 × multiplier + constant`.
    /// An item that is not a view or layout guide gives a constraint that never activates
    /// (reported when activated).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: Float, constant c: Float) {
        let first = view1 as? any LayoutItem, second = view2 as? any LayoutItem
        let valid = first != nil && (view2 == nil || second != nil)
        self.init(first: first, attr1, relation, second: second, attr2, multiplier: multiplier, constant: c, valid: valid)
    }

    /// The first item's anchor-like description, for diagnostics.
    public var description: String {
        let id = identifier.map { "'\($0)' " } ?? ""
        let lhs = "\(firstLayoutItem?.layoutItemName ?? "nil").\(firstAttribute.name)"
        var rhs = ""
        if let s = secondLayoutItem {
            rhs = "\(s.layoutItemName).\(secondAttribute.name)"
            if multiplier != 1 { rhs += " × \(multiplier)" }
            if constant != 0 { rhs += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            rhs = "\(constant)"
        }
        let p = priority == .required ? "" : " @\(Int(priority.rawValue))"
        return "<\(id)\(lhs) \(relation.symbol) \(rhs)\(p)>"
    }

    /// Activates each constraint (as setting ``isActive``, in one go).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }
}
