/// Context menus on items, as UIKit's `collectionView(_:contextMenuConfigurationForItemAt:point:)`:
/// each cell gets a ``ContextMenuInteraction`` when it is made; a long press asks the
/// delegate about the item the cell shows now, and the cell is lifted as the preview.
extension CollectionView {
    func installContextMenu(on cell: CollectionViewCell) {
        let interaction = ContextMenuInteraction { [weak self, weak cell] point in
            guard let self, let cell, let indexPath = self.indexPath(for: cell),
                  let delegate = self.delegate as? CollectionViewDelegate else { return nil }
            return delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath,
                                           point: cell.convert(point, to: self))
        }
        interaction.liftsPreview = true
        cell.addInteraction(interaction)
    }
}
