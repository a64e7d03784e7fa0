import Foundation

extension Button {
    /// Sets an attributed title for a state, as `UIButton.setAttributedTitle(_:for:)`
    /// (`nil` removes it). A state's attributed title wins over its plain title; a state
    /// without one uses normal's. Runs without a colour use the state's title colour, runs
    /// without a font the title label's font. The button keeps a copy.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: ControlState) {
        let styled = title.map { StyledText($0) }
        guard attributedTitles[state] != styled else { return }
        attributedTitles[state] = styled
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    /// The attributed title set for exactly `state`, as `attributedTitle(for:)`.
    public func attributedTitle(for state: ControlState) -> NSAttributedString? {
        attributedTitles[state]?.nsAttributedString
    }

    /// The attributed title shown now, as `currentAttributedTitle`.
    public var currentAttributedTitle: NSAttributedString? { currentStyledTitle?.nsAttributedString }

    var currentStyledTitle: StyledText? {
        for s in state.lookupOrder { if let v = attributedTitles[s] { return v } }
        return nil
    }

    /// Puts the current state's attributed title in ``titleLabel``; `false` when there is none.
    func showAttributedTitle() -> Bool {
        guard let styled = currentStyledTitle else { return false }
        showStyled(styled, in: titleLabel)
        return true
    }

    /// Shows a configuration's attributed title in `label`.
    func showAttributed(_ title: AttributedString, in label: Label) {
        showStyled(StyledText(title), in: label)
    }

    private func showStyled(_ styled: StyledText, in label: Label) {
        guard label.attributed.text != styled else { return }
        label.setStyledText(styled)
        label.isHidden = styled.isEmpty
        setNeedsLayout()
    }
}
