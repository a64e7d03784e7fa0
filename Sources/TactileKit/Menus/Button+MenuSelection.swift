/// A pop-up button, as UIKit's `changesSelectionAsPrimaryAction` (iOS 15).
extension Button {
    /// Whether the button's ``menu`` is a list of choices: choosing an action turns it on and
    /// the others in its menu off, and the button's title is the chosen action's title. When
    /// no action is on, the first one is chosen, as UIKit. Set ``showsMenuAsPrimaryAction``
    /// too so a tap opens the menu. Default `false`.
    public var changesSelectionAsPrimaryAction: Bool {
        get { configurationStorage?.changesSelectionAsPrimaryAction ?? false }
        set { storage.changesSelectionAsPrimaryAction = newValue; showSelectedMenuTitle() }
    }

    /// Shows the chosen action's title (choosing the first action when none is on).
    func showSelectedMenuTitle() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = Self.actions(in: menu)
        guard let chosen = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        chosen.state = .on
        if var c = configuration {
            c.title = chosen.title
            configuration = c
        } else {
            setTitle(chosen.title, for: .normal)
        }
    }

    private static func actions(in menu: Menu) -> [Action] {
        menu.children.flatMap { element -> [Action] in
            if let a = element as? Action { return [a] }
            if let m = element as? Menu { return actions(in: m) }
            return []
        }
    }
}
