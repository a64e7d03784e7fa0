extension View {
    /// Forces light or dark on this view and its subviews (unless they set their own), as
    /// `UIView.overrideUserInterfaceStyle`; `.unspecified` (the default) follows the
    /// superview. On a ``Window`` it sets the whole window's appearance, at run time:
    /// views whose trait collection changed redraw and get
    /// ``traitCollectionDidChange(_:)``.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { userInterfaceStyleOverride }
        set {
            guard newValue != userInterfaceStyleOverride else { return }
            let before = effectiveUserInterfaceStyle
            userInterfaceStyleOverride = newValue
            traitsChanged(from: before)
        }
    }

    /// The view's traits: its own override, else its nearest ancestor's, else light.
    public var traitCollection: TraitCollection {
        TraitCollection(userInterfaceStyle: effectiveUserInterfaceStyle)
    }

    /// `.light` or `.dark`: the first override from this view up.
    package var effectiveUserInterfaceStyle: UserInterfaceStyle {
        var v: View? = self
        while let view = v {
            if view.userInterfaceStyleOverride != .unspecified { return view.userInterfaceStyleOverride }
            v = view.superview
        }
        return .light
    }

    /// After this view's style may have changed from `before`: when it did, redraws and
    /// tells this view, its view controller and each subview that follows it, parents first.
    func traitsChanged(from before: UserInterfaceStyle) {
        let after = effectiveUserInterfaceStyle
        guard after != before else { return }
        window?.setNeedsFullRedraw()
        notifyTraitChange(previous: TraitCollection(userInterfaceStyle: before))
    }

    private func notifyTraitChange(previous: TraitCollection) {
        setNeedsDisplay()
        owningViewController?.traitCollectionDidChange(previous)
        traitCollectionDidChange(previous)
        for s in subviews where s.userInterfaceStyleOverride == .unspecified {
            s.notifyTraitChange(previous: previous)
        }
    }
}
