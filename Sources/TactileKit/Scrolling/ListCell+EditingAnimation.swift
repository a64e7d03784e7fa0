extension ListCell {
    /// Slides the editing controls in (or out) while the content moves to make room, as
    /// UIKit's animated `setEditing`: new controls start just outside the cell's edges and
    /// transparent; leaving, they slide out and are hidden when the slide ends (unless
    /// editing began again meanwhile).
    func animateEditingChange(_ editing: Bool) {
        updateEditingControls(keepingControlsShown: !editing)
        if editing {
            // The controls (hidden until now) start outside the edges, transparent.
            let h = bounds.height
            editingParts.control?.frame = Rect(x: swipeOffset - 38, y: 0, width: 38, height: h)
            editingParts.control?.alpha = 0
            editingParts.grip?.frame = Rect(x: bounds.width + swipeOffset, y: 0, width: 44, height: h)
            editingParts.grip?.alpha = 0
        } else {
            accessory.alpha = 0
        }
        // Touchable while it slides: a tap on a control that is arriving reaches it.
        View.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction], animations: {
            editingParts.control?.alpha = editing ? 1 : 0
            editingParts.grip?.alpha = editing ? 1 : 0
            accessory.alpha = 1
            setNeedsLayout()
            layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self, !self.isEditing else { return }
            self.updateEditingControls()
            self.editingParts.control?.alpha = 1
            self.editingParts.grip?.alpha = 1
        })
    }
}
