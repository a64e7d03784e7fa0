/// What a cell keeps for editing mode (one stored property in ``ListCell``).
struct CellEditingParts {
    var isEditing = false
    var style: ListCell.EditingStyle = .none
    var showsReorderControl = false
    var control: CellEditingControl?
    var grip: CellReorderControl?
}

extension ListCell {
    /// What the leading control of a cell in editing mode does, as
    /// `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable, CaseIterable {
        /// No control.
        case none
        /// A red minus: tapping it shows a Delete button, which commits a delete.
        case delete
        /// A green plus: tapping it commits an insert.
        case insert
    }

    /// Whether the cell shows its editing controls (set by the list's
    /// ``ListView/setEditing(_:animated:)``).
    public var isEditing: Bool {
        get { editingParts.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls, as UIKit's `setEditing(_:animated:)`: animated,
    /// the controls slide in from the edges as the content makes room (0.3 s), and out again.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingParts.isEditing else { return }
        editingParts.isEditing = editing
        if !editing { closeSwipe() }
        if animated && window != nil && View.areAnimationsEnabled {
            animateEditingChange(editing)
        } else {
            updateEditingControls()
        }
    }

    /// Whether a cell in editing mode shows the reorder grip (set by the list from
    /// ``TableViewDataSource/tableView(_:canMoveRowAt:)``).
    public var showsReorderControl: Bool {
        get { editingParts.showsReorderControl }
        set { editingParts.showsReorderControl = newValue; updateEditingControls() }
    }

    /// The editing control the cell shows in editing mode (set by the list from
    /// ``TableViewDelegate/tableView(_:editingStyleForRowAt:)``).
    public internal(set) var editingStyle: EditingStyle {
        get { editingParts.style }
        set { editingParts.style = newValue; updateEditingControls() }
    }

    /// Points the editing controls take at the leading and trailing edges.
    var editingInsets: (leading: Float, trailing: Float) {
        guard editingParts.isEditing else { return (0, 0) }
        return (editingParts.style == .none ? 0 : 38, editingParts.showsReorderControl ? 44 : 0)
    }

    func updateEditingControls(keepingControlsShown: Bool = false) {
        let p = editingParts
        let wantsControl = p.isEditing && p.style != .none
        if wantsControl, p.control == nil {
            let c = CellEditingControl()
            c.addAction(for: .touchUpInside) { [weak self] _ in self?.editingControlTapped() }
            addSubview(c)
            editingParts.control = c
        }
        if !keepingControlsShown { editingParts.control?.isHidden = !wantsControl }
        editingParts.control?.editingStyle = p.style
        let wantsGrip = p.isEditing && p.showsReorderControl
        if wantsGrip, p.grip == nil {
            let g = CellReorderControl()
            let press = LongPressGestureRecognizer()
            press.minimumPressDuration = 0
            press.addAction { [weak self] r in
                guard let self else { return }
                self.list?.handleReorder(r, cell: self)
            }
            g.addGestureRecognizer(press)
            addSubview(g)
            editingParts.grip = g
        }
        if !keepingControlsShown { editingParts.grip?.isHidden = !wantsGrip }
        accessory.isHidden = p.isEditing
        setNeedsLayout()
    }

    /// Places the editing controls beside the content view.
    /// Places the editing controls beside the content view (outside the cell's edges when
    /// not editing, where they slide to when editing ends).
    func layoutEditingControls() {
        let h = bounds.height, on = editingParts.isEditing
        editingParts.control?.frame = Rect(x: swipeOffset - (on ? 0 : 38), y: 0, width: 38, height: h)
        editingParts.grip?.frame = Rect(x: bounds.width - (on ? 44 : 0) + swipeOffset, y: 0, width: 44, height: h)
    }

    private func editingControlTapped() {
        guard let list, let ip = indexPath else { return }
        switch editingParts.style {
        case .none: return
        case .insert: list.commitEditing(.insert, forRowAt: ip)
        case .delete:
            if swipeOffset != 0 { list.closeSwipe(); return }
            list.closeSwipe()
            installActions([SwipeAction(title: "Delete") { [weak list] ip in list?.commitEditing(.delete, forRowAt: ip) }], for: ip)
            setSwipeOffset(-actionsWidth)
            list.swipedCell = self
        }
    }
}
