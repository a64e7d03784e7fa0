extension View {
    /// Tells this view and the subviews inheriting its tint that it changed.
    func tintDidChangeInSubtree() {
        tintColorDidChange()
        for v in subviews where v.storedTintColor == nil { v.tintDidChangeInSubtree() }
    }
}
