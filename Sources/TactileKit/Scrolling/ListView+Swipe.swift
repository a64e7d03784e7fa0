/// Trailing swipe actions: a row dragged to the left reveals its action buttons.
extension ListView {
    /// The swipe pan begins only for a mostly horizontal drag on a row that has actions.
    func swipeShouldBegin() -> Bool {
        guard let actions = trailingSwipeActions ?? delegateSwipeActions() else { return false }
        let t = swipePan.translation(in: nil)
        guard abs(t.x) > abs(t.y) else { return false }
        let p = swipePan.location(in: self)
        guard let ip = indexPathForRow(at: p), let cell = cellForRow(at: ip) else { return false }
        if let open = swipedCell, open !== cell { open.closeSwipe(); swipedCell = nil }
        // An open row may be dragged closed; a closed one opens only leftwards.
        guard cell.swipeOffset != 0 || t.x < 0 else { return false }
        if cell.actionButtons.isEmpty {
            let list = actions(ip)
            guard !list.isEmpty else { return false }
            cell.installActions(list, for: ip)
        }
        return true
    }

    func handleSwipe(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            let p = pan.location(in: self)
            guard let ip = indexPathForRow(at: p), let cell = cellForRow(at: ip) else { pan.cancel(); return }
            swipedCell = cell
            cell.swipeStart = cell.swipeOffset
        case .changed:
            guard let cell = swipedCell else { return }
            let t = pan.translation(in: nil).x
            // The row follows the finger, past its buttons towards a full swipe.
            let x = max(-cell.bounds.width, min(0, cell.swipeStart + t))
            cell.setSwipeOffset(x)
        case .ended, .cancelled:
            guard let cell = swipedCell else { return }
            let v = pan.state == .ended ? pan.velocity(in: nil).x : 0
            let width = cell.actionsWidth
            let x = cell.swipeOffset
            if x < -cell.bounds.width * 0.6, pan.state == .ended, let ip = cell.indexPath, let first = cell.swipeActions.first {
                // A full swipe runs the first action.
                cell.closeSwipe()
                swipedCell = nil
                first.handler(ip)
            } else if (x < -width / 2 && v < 300) || v < -300 {
                cell.setSwipeOffset(-width)
            } else {
                cell.closeSwipe()
                swipedCell = nil
            }
        default:
            break
        }
    }

    /// Closes the row whose actions are showing.
    public func closeSwipe() {
        swipedCell?.closeSwipe()
        swipedCell = nil
    }
}

extension ListCell {
    var actionsWidth: Float { actionWidths.reduce(0, +) }

    func installActions(_ actions: [SwipeAction], for ip: ListIndexPath) {
        for b in actionButtons { b.removeFromSuperview() }
        actionButtons.removeAll()
        actionWidths.removeAll()
        for a in actions {
            let b = SwipeActionView()
            b.backgroundColor = a.backgroundColor
            b.titleLabel.text = a.title
            if let image = a.image {
                b.imageView.image = image.withRenderingMode(.alwaysTemplate)
                b.imageView.isHidden = false
            }
            let w = max(80, TextMeasurer(for: self).width(a.title, font: b.titleLabel.font) + 32)
            b.frame = Rect(x: 0, y: 0, width: w, height: bounds.height)
            b.addAction(for: .touchUpInside) { [weak self] _ in
                guard let self, let ip = self.indexPath else { return }
                self.list?.closeSwipe()
                a.handler(ip)
            }
            actionButtons.append(b)
            actionWidths.append(w)
            insertSubview(b, at: 0)
        }
        swipeActions = actions
        layoutActionButtons()
    }

    func layoutActionButtons() {
        guard !actionButtons.isEmpty else { return }
        let b = bounds
        var x = b.width
        // The first action is at the trailing edge (UIKit's order); swiped past the buttons,
        // it stretches to meet the row.
        let extra = max(0, -swipeOffset - actionsWidth)
        for (i, btn) in actionButtons.enumerated() {
            let w = actionWidths[i] + (i == 0 ? extra : 0)
            x -= w
            btn.frame = Rect(x: x, y: 0, width: w, height: b.height)
        }
    }

    func setSwipeOffset(_ x: Float) {
        guard x.isFinite, x != swipeOffset else { return }
        swipeOffset = x
        setNeedsLayout()
    }

    /// Slides the row back and drops its action buttons.
    func closeSwipe() {
        swipeOffset = 0
        for b in actionButtons { b.removeFromSuperview() }
        actionButtons.removeAll()
        actionWidths.removeAll()
        swipeActions = []
        setNeedsLayout()
    }
}
