extension CollectionView: LayoutDirectionDependent {
    /// Cells are placed for a direction: the layout computes them again.
    package func layoutDirectionDidChangeAbove() { collectionViewLayout.invalidateLayout() }
}
