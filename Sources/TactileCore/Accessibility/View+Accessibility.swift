extension View: AccessibilityItem {
    /// A name for tests and scripts (`harness.accessibilityTree`), never spoken.
    public var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibility.identifier = newValue }
    }

    /// The elements inside this view in reading order, replacing the order of the subviews'
    /// positions (views or ``AccessibilityElement``s); `nil` for the default order.
    public var accessibilityElements: [any AccessibilityItem]? {
        get { accessibilityStorage?.elements ?? accessibilityDefaults?.defaultAccessibilityElements }
        set { accessibility.elements = newValue }
    }

    /// Hides this view's subviews (not the view itself) from assistive technology.
    public var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }

    /// While visible, the screen reader ignores this view's siblings (and what they contain):
    /// a custom alert or sheet. Alerts are modal by default.
    public var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? accessibilityDefaults?.defaultAccessibilityViewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }

    /// Reads this view's elements together, in their own order, before moving on (a card of
    /// several labels beside another card).
    public var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }

    /// Extra actions the screen reader offers on this element.
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        get { accessibilityStorage?.customActions ?? [] }
        set { accessibility.customActions = newValue }
    }
}
