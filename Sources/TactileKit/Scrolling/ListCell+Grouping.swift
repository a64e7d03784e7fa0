/// A cell's look in a grouped list: the grouped row colour, and in an inset-grouped list
/// rounded corners on the first and last rows of a section.
extension ListCell {
    /// Records where the row sits in its section (called by the list at each layout).
    func setSectionPosition(first: Bool, last: Bool) {
        guard first != isFirstInSection || last != isLastInSection else { return }
        isFirstInSection = first
        isLastInSection = last
        updateGroupedLook()
    }

    func updateGroupedLook() {
        updateAppearance()
        var radii = CornerRadii.zero
        if listStyle == .insetGrouped {
            let r = ListView.groupedCornerRadius
            if isFirstInSection { radii.topLeft = r; radii.topRight = r }
            if isLastInSection { radii.bottomLeft = r; radii.bottomRight = r }
        }
        // The content view draws the row's background, so it carries the card's corners.
        if contentView.cornerRadii != radii { contentView.cornerRadii = radii }
        setNeedsLayout()
    }
}
