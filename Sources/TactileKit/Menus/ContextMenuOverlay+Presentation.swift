extension ContextMenuOverlay {
    /// Opens: the screen dims, the preview grows from the view's place and the menu unfolds
    /// (a quarter-second spring; at once with Reduce Motion's calm spring too).
    func present() {
        isPresented = true
        layoutIfNeeded()
        alpha = 0
        let (p, _) = placement()
        if let pv = previewView {
            // Starts exactly over the view, then lifts to its place.
            let from = sourceRectInBounds
            pv.bounds = Rect(x: 0, y: 0, width: p.width, height: p.height)
            pv.center = Point(x: from.midX, y: from.midY)
        }
        menuView?.transform = AffineTransform(scaleX: 0.7, y: 0.7)
        View.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, animations: {
            alpha = 1
            previewView?.center = Point(x: p.midX, y: p.midY)
            previewView?.transform = AffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
            menuView?.transform = .identity
        })
        let first = menuView?.items.first { $0.isChoosable }
        Accessibility.post(notification: .screenChanged, argument: first)
    }

    /// The view's rectangle when the menu opened, in this overlay's bounds.
    var sourceRectInBounds: Rect { sourceRectStored }

    /// Closes the menu (the delegate hears `willEndFor` once), then runs `then` (an
    /// action's handler): the menu is already closing, so the handler may remove views,
    /// open another menu or rotate the screen.
    func dismiss(animated: Bool, then: (() -> Void)? = nil) {
        guard !isClosingStored else { return }
        isClosingStored = true
        isPresented = false
        let interaction = interactionStored
        if interaction?.overlay === self { interaction?.overlay = nil }
        if let interaction { interaction.delegate?.contextMenuInteraction(interaction, willEndFor: configuration) }
        isUserInteractionEnabled = false
        if animated && window != nil {
            let back = sourceRectInBounds
            View.animate(withDuration: 0.2, animations: {
                alpha = 0
                previewView?.center = Point(x: back.midX, y: back.midY)
                previewView?.transform = .identity
            }, completion: { [weak self] _ in self?.removeFromSuperview() })
        } else {
            removeFromSuperview()
        }
        Accessibility.post(notification: .screenChanged, argument: nil)
        then?()
    }

    /// A row was chosen: a disabled one does nothing; one that keeps the menu open runs at
    /// once; single-selection menus move their checkmark; otherwise the menu closes and
    /// then the handler runs, with the interaction's view as sender when it is a control.
    func choose(_ action: Action, in menu: Menu) {
        guard isPresented, !action.attributes.contains(.disabled) else { return }
        let button = interactionStored?.view as? Button
        if menu.options.contains(.singleSelection) || button?.changesSelectionAsPrimaryAction == true {
            for case let a as Action in menu.children { a.state = a === action ? .on : .off }
            button?.showSelectedMenuTitle()
        }
        let sender = interactionStored?.view as? Control
        if action.attributes.contains(.keepsMenuPresented) {
            action.perform(from: sender)
            menuView?.reload()
            return
        }
        dismiss(animated: true) { action.perform(from: sender) }
    }
}
