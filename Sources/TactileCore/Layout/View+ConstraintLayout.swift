extension View {
    /// In the layout pass, before ``layoutSubviews()``: the frames of the subviews the
    /// engine places (after pending constraint updates and frame, size and inset changes
    /// reached the solver).
    func applyConstraintLayout() {
        guard let state = layoutStateStorage, state.placedSubviewCount > 0 || state.needsUpdateConstraints,
              let engine = layoutEngineIfAny else { return }
        if state.placedSubviewCount > 0 { engine.applyFrames(in: self) } else { engine.update() }
    }

    /// A frame-managed view in an engine moved or resized: the views placed relative to it
    /// lay out again (its pins move in that pass).
    func frameDidChangeForLayout() {
        guard layoutStateStorage?.isFrameManaged ?? true, let engine = layoutEngineIfAny, !engine.isSyncing else { return }
        engine.setNeedsLayout()
    }
}
