/// What a button keeps for ``Button/configuration``: created on first use, so a button
/// without a configuration pays one nil pointer.
@MainActor
final class ButtonConfigurationStorage {
    var configuration: Button.Configuration?
    var updateHandler: ((Button) -> Void)?
    var isRunningHandler = false
    var subtitleLabel: Label?
    var spinner: ActivityIndicatorView?
    var primaryAction: Action?
    /// The title font before the configuration took over, restored when it is removed.
    var originalTitleFont: Font?
    /// The configuration last drawn, to skip re-measuring when only colours changed.
    var lastApplied: Button.Configuration?
    /// ``Button/menu`` and how it opens (Button+Menu.swift).
    var menu: Menu?
    var showsMenuAsPrimaryAction = false
    var changesSelectionAsPrimaryAction = false
    var menuInteraction: ContextMenuInteraction?
    var menuTapToken: ControlActionToken?
}

extension Button {
    /// The button's content and look as one value, as `UIButton.configuration` (iOS 15).
    /// While it is set, it replaces the per-state titles, colours and images: the button
    /// draws its title, subtitle, image (or an activity indicator) and fill from it, and
    /// derives the highlighted and disabled looks from it. `nil` returns to the per-state
    /// properties.
    public var configuration: Configuration? {
        get { configurationStorage?.configuration }
        set {
            guard newValue != configurationStorage?.configuration else { return }
            storage.configuration = newValue
            if newValue == nil { removeConfigurationViews() }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            updateAppearance()
        }
    }

    /// Called when the button's state (highlighted, selected, disabled) changes and on
    /// ``setNeedsUpdateConfiguration()``, to change ``configuration`` for it, as
    /// `UIButton.configurationUpdateHandler`. Setting ``configuration`` inside it does not
    /// call it again.
    public var configurationUpdateHandler: ((Button) -> Void)? {
        get { configurationStorage?.updateHandler }
        set { storage.updateHandler = newValue; setNeedsUpdateConfiguration() }
    }

    /// Runs ``configurationUpdateHandler`` and redraws from ``configuration``, as UIKit's
    /// (which defers it to the next layout; Tactile runs it at once).
    public func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs ``configurationUpdateHandler`` (once; not again from inside it) and redraws.
    public func updateConfiguration() {
        guard let s = configurationStorage else { return }
        if let handler = s.updateHandler, !s.isRunningHandler {
            s.isRunningHandler = true
            handler(self)
            s.isRunningHandler = false
        }
        if s.configuration != nil { updateAppearance() }
    }

    /// Creates a button drawn from `configuration`, as `UIButton(configuration:primaryAction:)`;
    /// `primaryAction` runs on each tap, and its title and image fill a configuration that
    /// has none.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(frame: .zero)
        var c = configuration
        if let action = primaryAction {
            if !c.hasTitle && !action.title.isEmpty { c.title = action.title }
            if c.image == nil { c.image = action.image }
            storage.primaryAction = action
            addAction(action, for: .primaryActionTriggered)
        }
        self.configuration = c
    }

    var storage: ButtonConfigurationStorage {
        if let s = configurationStorage { return s }
        let s = ButtonConfigurationStorage()
        configurationStorage = s
        return s
    }

    /// Runs the update handler on a state change; `true` when the button is drawn from a
    /// configuration (so the per-state look is skipped).
    func configurationStateDidChange() -> Bool {
        guard let s = configurationStorage, s.configuration != nil || s.updateHandler != nil else { return false }
        updateConfiguration()
        return s.configuration != nil
    }

    private func removeConfigurationViews() {
        configurationStorage?.subtitleLabel?.removeFromSuperview()
        configurationStorage?.subtitleLabel = nil
        configurationStorage?.spinner?.removeFromSuperview()
        configurationStorage?.spinner = nil
        configurationStorage?.lastApplied = nil
        if let font = configurationStorage?.originalTitleFont { titleLabel.font = font }
        configurationStorage?.originalTitleFont = nil
        cornerRadius = 0
        borderWidth = 0
        imageView.tintColor = nil
    }
}
