/// How views and guides enter the engine, and how attributes become solver expressions.
extension LayoutEngine {
    typealias Term = (variable: SolverVariable, coefficient: Double)

    func participate(_ item: any LayoutItem) {
        if let view = item as? View { participate(view) } else if let guide = item as? LayoutGuide { participate(guide) }
    }

    func participate(_ view: View) {
        let state = view.layoutState
        guard !state.isParticipant else { return }
        state.isParticipant = true
        if state.isFrameManaged || view.superview == nil {
            pin(view)
        } else if let s = view.superview {
            participate(s)
            s.layoutState.placedSubviewCount += 1
            containers[ObjectIdentifier(s)] = s
            s.setNeedsLayout()
            state.intrinsicNeedsUpdate = true
            updateIntrinsic(view)
        }
    }

    func participate(_ guide: LayoutGuide) {
        guard let owner = guide.owningView else { return }
        participate(owner)
        guard guide.kind != .custom, systemGuides[ObjectIdentifier(guide)] == nil else { return }
        systemGuides[ObjectIdentifier(guide)] = guide
        let g = guide.layoutVariables, o = owner.layoutVariables
        let i = guide.insetsInOwner
        guide.heldInsets = i
        guide.systemConstraints = [
            equal([(g.minX, 1), (o.minX, -1)], -Double(i.left)),
            equal([(g.minY, 1), (o.minY, -1)], -Double(i.top)),
            equal([(g.width, 1), (o.width, -1)], Double(i.horizontal)),
            equal([(g.height, 1), (o.height, -1)], Double(i.vertical)),
        ]
        for c in guide.systemConstraints { try? solver.add(c) }
    }

    /// Takes a view (leaving the tree) and its system guides out of the engine.
    func unregister(_ view: View) {
        guard let state = view.layoutStateStorage, state.isParticipant else { return }
        state.isParticipant = false
        for c in state.pins + state.intrinsic { try? solver.remove(c) }
        state.pins = []
        state.intrinsic = []
        pinnedViews[ObjectIdentifier(view)] = nil
        containers[ObjectIdentifier(view)] = nil
        state.placedSubviewCount = 0
        if !state.isFrameManaged, let s = view.superview?.layoutStateStorage {
            s.placedSubviewCount = max(0, s.placedSubviewCount - 1)
        }
        for guide in [state.marginsGuide, state.safeAreaGuide, state.keyboardGuide].compactMap({ $0 }) where systemGuides[ObjectIdentifier(guide)] != nil {
            for c in guide.systemConstraints { try? solver.remove(c) }
            guide.systemConstraints = []
            systemGuides[ObjectIdentifier(guide)] = nil
        }
    }

    func equal(_ terms: [Term], _ constant: Double, strength: Double = SolverConstraint.required) -> SolverConstraint {
        SolverConstraint(SolverExpression(terms, constant: constant), .equal, strength: strength)
    }

    // MARK: Frame pins

    /// A frame-managed view's rectangle in the engine's coordinates: frame origins summed up
    /// to the root, bounds origins (scrolling) left out, so a scrolled container's subviews
    /// keep their frames as on iOS.
    static func absoluteFrame(of view: View) -> Rect {
        var x: Float = 0, y: Float = 0
        var v: View? = view
        while let current = v {
            if current.superview == nil && current is Window { break }
            x += current.frame.minX
            y += current.frame.minY
            v = current.superview
        }
        return Rect(x: x, y: y, width: view.frame.width, height: view.frame.height)
    }

    private func pin(_ view: View) {
        let v = view.layoutVariables, r = Self.absoluteFrame(of: view)
        let state = view.layoutState
        // A stack's arranged view: its own size constraints (height == 44, an aspect ratio)
        // are what the stack sized it by, so its size pins give way to them instead of
        // breaking them (UIKit's stack expresses the same with constraints).
        let size = state.isArranged ? SolverConstraint.strength(priority: 999.99) : SolverConstraint.required
        state.pins = [equal([(v.minX, 1)], -Double(r.minX)), equal([(v.minY, 1)], -Double(r.minY)),
                      equal([(v.width, 1)], -Double(r.width), strength: size), equal([(v.height, 1)], -Double(r.height), strength: size)]
        for c in state.pins { try? solver.add(c) }
        pinnedViews[ObjectIdentifier(view)] = view
    }

    /// Moves a pinned view's pins to its current frame.
    func syncPins(_ view: View) {
        pinSyncs += 1
        let pins = view.layoutState.pins
        guard pins.count == 4 else { return }
        let r = Self.absoluteFrame(of: view)
        for (c, value) in zip(pins, [r.minX, r.minY, r.width, r.height]) where c.expression.constant != -Double(value) {
            try? solver.setConstant(c, -Double(value))
        }
    }

    // MARK: Intrinsic size

    /// Holds a placed view near its intrinsic size: hugging (≤) and compression resistance (≥) per axis.
    func updateIntrinsic(_ view: View) {
        let state = view.layoutState
        guard state.isParticipant, !state.isFrameManaged, state.intrinsicNeedsUpdate else { return }
        state.intrinsicNeedsUpdate = false
        let size = view.intrinsicContentSize
        let w = size.width.isFinite && size.width >= 0 ? size.width : View.noIntrinsicMetric
        let h = size.height.isFinite && size.height >= 0 ? size.height : View.noIntrinsicMetric
        let clean = Size(width: w, height: h)
        guard clean != state.intrinsicSize || state.intrinsic.isEmpty else { return }
        for c in state.intrinsic { try? solver.remove(c) }
        state.intrinsic = []
        state.intrinsicSize = clean
        let v = view.layoutVariables
        func hold(_ variable: SolverVariable, _ length: Float, hug: LayoutPriority, resist: LayoutPriority) {
            guard length != View.noIntrinsicMetric else { return }
            let e = SolverExpression([(variable, 1)], constant: -Double(length))
            state.intrinsic.append(SolverConstraint(e, .lessOrEqual, strength: SolverConstraint.strength(priority: hug.rawValue)))
            state.intrinsic.append(SolverConstraint(e, .greaterOrEqual, strength: SolverConstraint.strength(priority: resist.rawValue)))
        }
        hold(v.width, w, hug: state.hugging.horizontal, resist: state.compression.horizontal)
        hold(v.height, h, hug: state.hugging.vertical, resist: state.compression.vertical)
        for c in state.intrinsic { try? solver.add(c) }
    }

    // MARK: Expressions

    /// `first − multiplier × second − constant`, compared with 0.
    func makeSolverConstraint(_ c: LayoutConstraint) -> SolverConstraint {
        var terms: [Term] = []
        var constant: Double = 0
        let m = c.secondLayoutItem == nil ? 0 : Double(c.multiplier)
        let rtl = isRightToLeft(c)
        if let first = c.firstLayoutItem {
            let (t, k) = expression(first, c.firstAttribute, rtl: rtl)
            terms += t
            constant += k
        }
        if let second = c.secondLayoutItem {
            let (t, k) = expression(second, c.secondAttribute, rtl: rtl)
            terms += t.map { ($0.variable, -$0.coefficient * m) }
            constant -= k * m
        }
        // Positions compare in the common ancestor's bounds coordinates, as UIKit's: with a
        // multiplier (or no second item) the ancestor's own offset matters.
        if m != 1, c.firstAttribute.isPosition, let frame = referenceView(c) {
            participate(frame)
            let v = frame.layoutVariables
            terms.append((c.firstAttribute.isHorizontal ? v.minX : v.minY, -(1 - m)))
        }
        let relation: SolverConstraint.Relation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual
        let sc = SolverConstraint(SolverExpression(terms, constant: constant - Double(c.constant)), relation,
                                  strength: SolverConstraint.strength(priority: c.priority.rawValue))
        return sc
    }

    /// Whether a constraint naming leading or trailing lays out right to left (the direction
    /// of the view its positions are measured in).
    func isRightToLeft(_ c: LayoutConstraint) -> Bool {
        guard c.firstAttribute.isDirectional || c.secondAttribute.isDirectional else { return false }
        let view = referenceView(c) ?? c.firstLayoutItem?.layoutOwnerView
        return view?.isRightToLeft ?? false
    }

    /// The view whose bounds coordinates a constraint's positions are measured in: the
    /// items' nearest common ancestor (the superview for a constraint with one item).
    func referenceView(_ c: LayoutConstraint) -> View? {
        guard let a = c.firstLayoutItem?.layoutOwnerView else { return nil }
        guard let b = c.secondLayoutItem?.layoutOwnerView else { return a.superview }
        var v: View? = a
        while let current = v {
            if b.isDescendant(of: current) { return current }
            v = current.superview
        }
        return nil
    }

    /// The expression constant for the constraint's current constant (items' offsets included).
    func expressionConstant(of c: LayoutConstraint) -> Double {
        var k: Double = 0
        let rtl = isRightToLeft(c)
        if let first = c.firstLayoutItem { k += expression(first, c.firstAttribute, rtl: rtl).1 }
        if let second = c.secondLayoutItem { k -= expression(second, c.secondAttribute, rtl: rtl).1 * Double(c.multiplier) }
        return k - Double(c.constant)
    }

    /// An attribute as terms of the item's variables plus a constant (a baseline's offset).
    /// In a right-to-left layout the leading position is the negated right edge (and trailing
    /// the negated left edge), so `a.leading == b.leading + 16` puts `a`'s right edge 16
    /// points inside `b`'s, as UIKit's.
    func expression(_ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute, rtl: Bool = false) -> ([Term], Double) {
        if let plain = attribute.withoutMargin, let view = item as? View {
            let guide = view.layoutMarginsGuide
            participate(guide)
            return expression(guide, plain, rtl: rtl)
        }
        let v = item.layoutVariables
        switch attribute {
        case .leading where rtl: return ([(v.minX, -1), (v.width, -1)], 0)
        case .trailing where rtl: return ([(v.minX, -1)], 0)
        case .left, .leading: return ([(v.minX, 1)], 0)
        case .right, .trailing: return ([(v.minX, 1), (v.width, 1)], 0)
        case .top: return ([(v.minY, 1)], 0)
        case .bottom: return ([(v.minY, 1), (v.height, 1)], 0)
        case .centerX: return ([(v.minX, 1), (v.width, 0.5)], 0)
        case .centerY: return ([(v.minY, 1), (v.height, 0.5)], 0)
        case .width: return ([(v.width, 1)], 0)
        case .height: return ([(v.height, 1)], 0)
        case .firstBaseline:
            guard let label = item as? any BaselineProviding else { return ([(v.minY, 1), (v.height, 1)], 0) }
            return ([(v.minY, 1)], Double(label.firstBaselineOffsetFromTop))
        case .lastBaseline:
            return ([(v.minY, 1), (v.height, 1)], -Double((item as? View)?.lastBaselineOffsetFromBottom ?? 0))
        default: return ([], 0)
        }
    }

    /// An item's rectangle in the current solution (root coordinates).
    func rect(of v: LayoutVariables) -> Rect {
        Rect(x: Float(solver.value(of: v.minX)), y: Float(solver.value(of: v.minY)),
             width: Float(solver.value(of: v.width)), height: Float(solver.value(of: v.height)))
    }
}

@MainActor
extension SimplexSolver {
    /// Whether any of the item's variables is in the solver.
    func contains(variables v: LayoutVariables) -> Bool { v.all.contains { $0.symbol.isValid } }
}
