extension View {
    /// Space kept inside the edges for content (8 points each by default, as UIKit);
    /// ``layoutMarginsGuide`` follows it.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutStateStorage?.directionalLayoutMargins ?? DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set { storeLayoutInsets(newValue.sanitized, old: directionalLayoutMargins, at: \.directionalLayoutMargins) }
    }

    /// ``directionalLayoutMargins`` with left and right: leading is left, or right in a
    /// right-to-left layout (``effectiveUserInterfaceLayoutDirection``).
    public var layoutMargins: EdgeInsets {
        get {
            let d = directionalLayoutMargins
            return isRightToLeft ? EdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading) : d.edgeInsets
        }
        set {
            directionalLayoutMargins = isRightToLeft
                ? DirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
                : DirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// The view's bounds inset by its ``layoutMargins``, for constraints.
    public var layoutMarginsGuide: LayoutGuide {
        if let g = layoutState.marginsGuide { return g }
        let g = LayoutGuide(kind: .margins, owner: self)
        layoutState.marginsGuide = g
        return g
    }

    /// The part of the view not under bars, the on-screen keyboard's area excepted, or
    /// the screen's unsafe edges: its bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = layoutState.safeAreaGuide { return g }
        let g = LayoutGuide(kind: .safeArea, owner: self)
        layoutState.safeAreaGuide = g
        return g
    }

    /// How far the window's unsafe edges (``Window/screenSafeAreaInsets``) reach into
    /// this view.
    /// A navigation or tab bar sits beside its content view here, so content under a bar
    /// starts below it with insets of 0, as an opaque bar's on iOS.
    public var safeAreaInsets: EdgeInsets {
        guard let w = window else { return .zero }
        let screen = w.layoutStateStorage?.screenSafeAreaInsets ?? .zero
        // The safe rectangle in window coordinates: the screen's, narrowed by the
        // additional insets of this view and its ancestors (view controllers' views).
        let safe = w.bounds.inset(by: screen)
        var top = safe.minY, left = safe.minX, bottom = safe.maxY, right = safe.maxX
        var narrowed = screen != .zero
        var v: View? = self
        while let current = v {
            if let a = current.layoutStateStorage?.additionalSafeAreaInsets, a != .zero {
                let r = current === w ? w.bounds : current.convert(current.bounds, to: w)
                top = max(top, r.minY + a.top); left = max(left, r.minX + a.left)
                bottom = min(bottom, r.maxY - a.bottom); right = min(right, r.maxX - a.right)
                narrowed = true
            }
            v = current.superview
        }
        guard narrowed else { return .zero }
        let r = self === w ? w.bounds : convert(bounds, to: w)
        return EdgeInsets(top: max(0, top - r.minY), left: max(0, left - r.minX),
                          bottom: max(0, r.maxY - bottom), right: max(0, r.maxX - right))
    }

    /// Insets added to this view's safe area (and its subviews'), as a view controller's
    /// `additionalSafeAreaInsets` (``ViewController/additionalSafeAreaInsets`` sets its view's).
    /// Non-finite values become 0, negative ones 0.
    package var additionalSafeAreaInsetsOfView: EdgeInsets {
        get { layoutStateStorage?.additionalSafeAreaInsets ?? .zero }
        set {
            let s = newValue.sanitized
            let v = EdgeInsets(top: max(0, s.top), left: max(0, s.left), bottom: max(0, s.bottom), right: max(0, s.right))
            storeLayoutInsets(v, old: additionalSafeAreaInsetsOfView, at: \.additionalSafeAreaInsets, subtree: true)
        }
    }

    /// Stores an inset setting of the layout state (margins, a safe area) when it changed and
    /// lays out again: the engine, and this view (with `subtree`, every view inside it too).
    func storeLayoutInsets<T: Equatable>(_ value: T, old: T, at key: ReferenceWritableKeyPath<ViewLayoutState, T>,
                                         subtree: Bool = false) {
        guard value != old else { return }
        layoutState[keyPath: key] = value
        layoutEngineIfAny?.setNeedsLayout()
        func mark(_ view: View) { view.setNeedsLayout(); if subtree { for s in view.subviews { mark(s) } } }
        mark(self)
    }

    /// The layout guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { layoutStateStorage?.layoutGuides ?? [] }

    /// Adds a guide to constrain, owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom, !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    /// Removes a guide (and deactivates the constraints naming it).
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let state = layoutStateStorage, state.layoutGuides.contains(where: { $0 === guide }) else { return }
        for c in state.constraints where c.firstLayoutItem === guide || c.secondLayoutItem === guide { c.isActive = false }
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }
}

extension Window {
    /// Edges of the screen content should keep clear of (a notch, a bezel, overscan);
    /// ``View/safeAreaInsets`` of the views in the window follow it.
    public var screenSafeAreaInsets: EdgeInsets {
        get { layoutStateStorage?.screenSafeAreaInsets ?? .zero }
        set { storeLayoutInsets(newValue.sanitized, old: screenSafeAreaInsets, at: \.screenSafeAreaInsets) }
    }
}

extension View {
    /// The area the on-screen keyboard covers, as UIKit's `keyboardLayoutGuide`: its top is
    /// the keyboard's top while it shows, else the bottom of the safe area, so content pinned
    /// above it stays visible as the keyboard comes and goes.
    public var keyboardLayoutGuide: LayoutGuide {
        if let g = layoutState.keyboardGuide { return g }
        let g = LayoutGuide(kind: .keyboard, owner: self)
        layoutState.keyboardGuide = g
        return g
    }

    /// Where ``keyboardLayoutGuide`` starts, from this view's top.
    var keyboardGuideTop: Float {
        let h = bounds.height
        guard let kb = window?.attachmentStorage?.visibleKeyboardFrame, !kb.isEmpty else { return max(0, h - safeAreaInsets.bottom) }
        let r = convert(bounds, to: nil)
        return min(h, max(0, kb.minY - r.minY))
    }
}
