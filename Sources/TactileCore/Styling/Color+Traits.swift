extension Color {
    /// A dynamic colour from a provider, as `UIColor(dynamicProvider:)`. The provider is
    /// asked once for each appearance, here and now (not each time the colour is drawn),
    /// so it must depend only on the trait collection it is given.
    public init(dynamicProvider: (TraitCollection) -> Color) {
        self.init(light: dynamicProvider(TraitCollection(userInterfaceStyle: .light)),
                  dark: dynamicProvider(TraitCollection(userInterfaceStyle: .dark)))
    }

    /// The static colour this colour is in `traitCollection`, as
    /// `UIColor.resolvedColor(with:)` (`.unspecified` resolves as light).
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        resolved(dark: traitCollection.userInterfaceStyle == .dark)
    }
}
