/// One edge, centre or length of a view or layout guide, to make constraints from, as
/// `NSLayoutAnchor`: `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`.
/// The subclasses (``LayoutXAxisAnchor``, ``LayoutYAxisAnchor``, ``LayoutDimension``) only
/// relate to their own kind, so a top cannot be tied to a leading edge.
@MainActor
open class LayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItem
    let attribute: LayoutConstraint.Attribute

    init(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The view or layout guide the anchor belongs to.
    public var layoutItem: AnyObject? { item }

    /// `self == anchor + constant` (inactive until activated).
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Float = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Float = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Float = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    func make(_ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: Float = 1, constant: Float) -> LayoutConstraint {
        LayoutConstraint(first: item, attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
                         multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position (leading, trailing, left, right, centre x).
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + 8 × multiplier` (the standard spacing after `anchor`).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Float = 1) -> LayoutConstraint {
        make(.equal, anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }
    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Float = 1) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }
    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Float = 1) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }
}

/// A vertical position (top, bottom, centre y, baselines).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + 8 × multiplier` (the standard spacing below `anchor`).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Float = 1) -> LayoutConstraint {
        make(.equal, anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }
    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Float = 1) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }
}

/// A width or height: relates to another length with a multiplier, or to a constant.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Float) -> LayoutConstraint { make(.equal, nil, constant: constant) }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Float) -> LayoutConstraint { make(.greaterThanOrEqual, nil, constant: constant) }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Float) -> LayoutConstraint { make(.lessThanOrEqual, nil, constant: constant) }

    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Float, constant: Float = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Float, constant: Float = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Float, constant: Float = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
