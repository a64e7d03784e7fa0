/// Context menus on items, as UIKit's `collectionView(_:contextMenuConfigurationForItemAt:point:)`:
/// each cell gets a ``ContextMenuInteraction`` when it is made. When the press is recognised
/// the delegate is asked once about the item the cell shows now: with no configuration the
/// press fails (the touch goes on to select the item on lift, as UIKit), with one the cell is
/// lifted as the preview and the menu opens.
extension CollectionView {
    func installContextMenu(on cell: CollectionViewCell) {
        let request = ItemMenuRequest()
        let interaction = ContextMenuInteraction { [weak request] _ in
            defer { request?.configuration = nil }
            return request?.configuration
        }
        interaction.liftsPreview = true
        cell.addInteraction(interaction)
        interaction.recognizer?.shouldBegin = { [weak self, weak cell] press in
            guard let self, let cell, let indexPath = self.indexPath(for: cell),
                  let delegate = self.delegate as? CollectionViewDelegate else { return false }
            request.configuration = delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath,
                                                            point: press.location(in: self))
            return request.configuration != nil
        }
    }
}

/// The configuration the delegate gave when the press began, handed to the interaction.
@MainActor
final class ItemMenuRequest {
    var configuration: ContextMenuConfiguration?
}
