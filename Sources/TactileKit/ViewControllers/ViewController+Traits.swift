extension ViewController {
    /// Forces light or dark on the controller's view and everything in it (child
    /// controllers included), as `UIViewController.overrideUserInterfaceStyle`. Set before
    /// the view loads, it applies once it does.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { userInterfaceStyleOverride }
        set {
            userInterfaceStyleOverride = newValue
            viewIfLoaded?.overrideUserInterfaceStyle = newValue
        }
    }

    /// The traits of the controller's view (light when the view is not loaded or not
    /// in a window and nothing overrides it).
    public var traitCollection: TraitCollection {
        viewIfLoaded?.traitCollection ?? TraitCollection(userInterfaceStyle: userInterfaceStyleOverride == .dark ? .dark : .light)
    }
}
