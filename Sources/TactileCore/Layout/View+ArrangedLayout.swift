extension View {
    /// Marks the view as a stack's arranged view (or not): the stack sets its frame, its size
    /// pins give way to its own size constraints. Its constraints move over as with
    /// ``translatesAutoresizingMaskIntoConstraints``.
    package func setArrangedByStack(_ arranged: Bool) {
        guard arranged != (layoutStateStorage?.isArranged ?? false) else { return }
        reregisterInLayout { $0.isArranged = arranged }
    }

    /// Changes how the engine holds the view (`change` sets whether it keeps its frame): the
    /// view leaves the engine with its active constraints and comes back under the new setting.
    func reregisterInLayout(_ change: (ViewLayoutState) -> Void) {
        let engine = layoutStateStorage?.isParticipant == true ? layoutEngineIfAny : nil
        let active = layoutStateStorage.map { Array($0.constraints) } ?? []
        for c in active { engine?.deactivate(c) }
        engine?.unregister(self)
        change(layoutState)
        for c in active { LayoutEngine.activate(c) }
    }

    /// What the view's own active constraints say about its size, as a stack view reads them:
    /// constant widths and heights (`==`, `>=`, `<=`), an aspect ratio (its width against its
    /// height) and lengths relative to `container` (the stack or its margins).
    package func arrangedSizeRules(in container: View) -> ArrangedSizeRules {
        var rules = ArrangedSizeRules()
        guard let state = layoutStateStorage else { return rules }
        for c in state.constraints where c.engine != nil && !c.isBroken && c.firstLayoutItem?.layoutOwnerView === self {
            let a1 = c.firstAttribute, a2 = c.secondAttribute
            guard a1 == .width || a1 == .height else { continue }
            let rule = ArrangedSizeRules.Rule(relation: c.relation, value: c.constant, priority: c.priority)
            if c.secondLayoutItem == nil {
                if a1 == .width { rules.width.append(rule) } else { rules.height.append(rule) }
            } else if (c.secondLayoutItem as? View) === self, a2 == .width || a2 == .height, a1 != a2, c.relation == .equal {
                let link = ArrangedSizeRules.Link(multiplier: c.multiplier, constant: c.constant, priority: c.priority)
                if a1 == .width { rules.widthFromHeight = link } else { rules.heightFromWidth = link }
            } else if let owner = c.secondLayoutItem?.layoutOwnerView, owner === container, a2 == .width || a2 == .height,
                      c.relation == .equal {
                let link = ArrangedSizeRules.Link(multiplier: c.multiplier, constant: c.constant, priority: c.priority)
                let margins = c.secondLayoutItem is LayoutGuide
                rules.fromContainer.append((a1, a2, link, margins))
            }
        }
        return rules
    }
}

/// An arranged view's size constraints, read by ``StackView``.
package struct ArrangedSizeRules {
    package struct Rule {
        package let relation: LayoutConstraint.Relation
        let value: Float
        package let priority: LayoutPriority

        package init(relation: LayoutConstraint.Relation, value: Float, priority: LayoutPriority) {
            self.relation = relation
            self.value = value
            self.priority = priority
        }
    }
    /// `dependent = multiplier × source + constant`.
    package struct Link {
        package let multiplier: Float
        package let constant: Float
        package let priority: LayoutPriority
    }
    package var width: [Rule] = []
    package var height: [Rule] = []
    package var widthFromHeight: Link?
    package var heightFromWidth: Link?
    /// (own attribute, container's attribute, link, through the margins guide)
    package var fromContainer: [(LayoutConstraint.Attribute, LayoutConstraint.Attribute, Link, Bool)] = []

    package var isEmpty: Bool { width.isEmpty && height.isEmpty && widthFromHeight == nil && heightFromWidth == nil && fromContainer.isEmpty }

    /// A length after the rules of one dimension: `natural` (nil: the view has none) moves to
    /// an `==` value, up to a `>=` value or down to a `<=` value when the rule's priority beats
    /// the view's hugging (growing) or compression resistance (shrinking), as the solver
    /// would decide. A view without a natural length takes `==` values and keeps `>=` ones as
    /// its minimum (`minimum`).
    package static func apply(_ rules: [Rule], natural: Float?, hugging: LayoutPriority, compression: LayoutPriority)
        -> (length: Float?, minimum: Float) {
        var length = natural
        var minimum: Float = 0
        for r in rules.sorted(by: { $0.priority.rawValue < $1.priority.rawValue }) {
            let value = max(0, r.value)
            guard let current = length else {
                if r.relation == .equal { length = value } else if r.relation == .greaterThanOrEqual { minimum = max(minimum, value) }
                continue
            }
            let grows = value > current
            let wins = grows ? r.priority.rawValue > hugging.rawValue : r.priority.rawValue > compression.rawValue
            switch r.relation {
            case .equal: if wins || natural == nil { length = value }
            case .greaterThanOrEqual: if grows && wins { length = value }
            case .lessThanOrEqual: if !grows && wins { length = value }
            }
        }
        return (length, minimum)
    }
}
