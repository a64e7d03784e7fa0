/// Right-to-left layout: leading and trailing anchors, directional margins, stack views and
/// flow layouts follow ``View/effectiveUserInterfaceLayoutDirection``.
///
/// UIKit takes the app's direction from its language; Tactile has no app language, so the
/// direction comes from the nearest view (itself or an ancestor) whose
/// ``View/semanticContentAttribute`` forces one: set `.forceRightToLeft` on the window (or a
/// screen's root view) for an Arabic or Hebrew interface. `.playback` and `.spatial` views
/// are left to right themselves, as UIKit's.
extension View {
    /// How this view's content relates to the layout direction (default `.unspecified`).
    /// Changing it lays out again every constraint naming a leading or trailing edge below.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { layoutStateStorage?.semanticContentAttribute ?? .unspecified }
        set {
            let before = effectiveUserInterfaceLayoutDirection
            layoutState.semanticContentAttribute = newValue
            if effectiveUserInterfaceLayoutDirection != before || !subviews.isEmpty { layoutDirectionDidChange() }
        }
    }

    /// The direction this view lays out in: its own forced or left-to-right attribute, else
    /// the nearest ancestor's forced one, else left to right.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: break
        }
        var v = superview
        while let current = v {
            switch current.layoutStateStorage?.semanticContentAttribute ?? .unspecified {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight: return .leftToRight
            default: v = current.superview
            }
        }
        return .leftToRight
    }

    /// The direction a view with `attribute` would lay out in (UIKit's class method): the
    /// forced ones and `.playback`/`.spatial` decide; `.unspecified` is left to right.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    package var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The direction changed for this subtree: constraints naming leading or trailing are
    /// made again, margins and every view's layout are redone.
    func layoutDirectionDidChange() {
        var flipping: [LayoutConstraint] = []
        func visit(_ v: View) {
            if let state = v.layoutStateStorage {
                for c in state.constraints where c.isActive && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
                    && !flipping.contains(where: { $0 === c }) {
                    flipping.append(c)
                }
            }
            if let d = v as? any LayoutDirectionDependent { d.layoutDirectionDidChangeAbove() }
            v.setNeedsLayout()
            for s in v.subviews { visit(s) }
        }
        visit(self)
        for c in flipping { c.isActive = false }
        for c in flipping { c.isActive = true }
        layoutEngineIfAny?.setNeedsLayout()
    }
}

extension LayoutConstraint.Attribute {
    /// Leading or trailing (edge or margin): flips in a right-to-left layout.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }
}
