extension ViewController {
    /// Extra insets for the safe area of this controller's view and its subviews, as UIKit's
    /// (a custom bar drawn over the content: content pinned to ``View/safeAreaLayoutGuide``
    /// moves clear of it). Non-finite and negative values become 0.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { view.additionalSafeAreaInsetsOfView }
        set { view.additionalSafeAreaInsetsOfView = newValue }
    }
}
