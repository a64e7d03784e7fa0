extension StackView {
    /// ``customSpacing(after:)``'s answer for a view without custom spacing, as
    /// `UIStackView.spacingUseDefault`.
    public static let spacingUseDefault = Float.greatestFiniteMagnitude
    /// Asks for the system spacing (8 points) after a view, as `UIStackView.spacingUseSystem`.
    public static let spacingUseSystem = Float.leastNormalMagnitude

    /// Sets the space after `arrangedSubview` (instead of ``spacing``), as UIKit's. Passing
    /// ``spacingUseDefault`` (or NaN) goes back to ``spacing``; ``spacingUseSystem`` gives
    /// 8 points; negative values are 0 (Tactile's stacks do not overlap views). A view that
    /// is not arranged is ignored. Custom spacing after a hidden view is not used (the
    /// previous visible view's spacing applies), and not after the last visible view.
    public func setCustomSpacing(_ spacing: Float, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            Diagnostics.report("StackView.setCustomSpacing(_:after:): the view is not arranged in this stack; ignored")
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let value: Float?
        if spacing.isNaN || spacing == Self.spacingUseDefault {
            value = nil
        } else if spacing == Self.spacingUseSystem {
            value = LayoutConstraint.systemSpacing
        } else {
            value = min(max(0, spacing), SanitizeLimits.distance)
        }
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The custom space after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: View) -> Float {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The space after each of `views` (the visible arranged views, in order); the last is 0.
    func gaps(after views: [View]) -> [Float] {
        views.indices.map { i in
            i == views.count - 1 ? 0 : customSpacings[ObjectIdentifier(views[i])] ?? spacing
        }
    }

    /// Where the arranged views go: the bounds less ``insets`` and, with
    /// ``isLayoutMarginsRelativeArrangement``, the ``View/layoutMargins``.
    var arrangementInsets: EdgeInsets {
        var i = insets
        if isLayoutMarginsRelativeArrangement {
            let m = layoutMargins
            i = EdgeInsets(top: i.top + m.top, left: i.left + m.left, bottom: i.bottom + m.bottom, right: i.right + m.right)
        }
        return i
    }
}
