extension Button {
    /// A menu the button opens, as `UIButton.menu`: on a long press, or on a tap when
    /// ``showsMenuAsPrimaryAction`` is set. It opens beside the button without lifting it
    /// (UIKit's button menus), and choosing a row runs its action with the button as sender.
    public var menu: Menu? {
        get { configurationStorage?.menu }
        set { storage.menu = newValue; updateMenuHandling(); showSelectedMenuTitle() }
    }

    /// Whether a tap opens ``menu`` (instead of only a long press), as
    /// `showsMenuAsPrimaryAction`. The button's own actions still run on the tap.
    public var showsMenuAsPrimaryAction: Bool {
        get { configurationStorage?.showsMenuAsPrimaryAction ?? false }
        set { storage.showsMenuAsPrimaryAction = newValue; updateMenuHandling() }
    }

    /// Whether the button's menu is open.
    public var isMenuPresented: Bool { configurationStorage?.menuInteraction?.isMenuPresented ?? false }

    private func updateMenuHandling() {
        let s = storage
        guard s.menu != nil else {
            if let i = s.menuInteraction { removeInteraction(i) }
            s.menuInteraction = nil
            s.menuTapToken?.remove()
            s.menuTapToken = nil
            return
        }
        if s.menuInteraction == nil {
            let i = ContextMenuInteraction { [weak self] _ in
                guard let menu = self?.menu else { return nil }
                return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
            }
            s.menuInteraction = i
            addInteraction(i)
        }
        s.menuInteraction?.recognizer?.isEnabled = !s.showsMenuAsPrimaryAction
        if s.showsMenuAsPrimaryAction, s.menuTapToken == nil {
            s.menuTapToken = appendAction(for: .touchUpInside) { control in
                guard let b = control as? Button, let i = b.configurationStorage?.menuInteraction else { return }
                i.presentMenu(at: Point(x: b.bounds.midX, y: b.bounds.midY))
            }
        } else if !s.showsMenuAsPrimaryAction {
            s.menuTapToken?.remove()
            s.menuTapToken = nil
        }
    }
}
