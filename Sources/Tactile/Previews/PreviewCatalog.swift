/// Every preview the tools know: Tactile's own components (``builtInProviders``) and the
/// ones an app registers. `make previews` renders ``all`` to PNG; the snapshot tests and the
/// gallery read the same list.
///
/// An app's preview program registers its providers, then renders:
/// ```swift
/// PreviewCatalog.register(LoginPreviews.self)
/// PreviewCatalog.register(SettingsPreviews.self)
/// ```
@MainActor
public enum PreviewCatalog {
    /// Tactile's own providers, one per component file. Add a component's provider here.
    public static let builtInProviders: [any PreviewProvider.Type] = [
        ViewPreviews.self,
        ButtonPreviews.self,
        LabelPreviews.self,
        SwitchPreviews.self,
        SliderPreviews.self,
        StackViewPreviews.self,
    ]

    private static var providers: [any PreviewProvider.Type] = []
    private static var loose: [Preview] = []

    /// Adds a provider's previews after those already known; registering the same provider
    /// twice adds it once.
    public static func register(_ provider: any PreviewProvider.Type) {
        guard !providers.contains(where: { $0 == provider }), !builtInProviders.contains(where: { $0 == provider }) else { return }
        providers.append(provider)
    }

    /// Adds previews not grouped in a provider.
    public static func register(_ previews: [Preview]) {
        loose.append(contentsOf: previews)
    }

    /// Forgets everything registered (the built-in providers stay).
    public static func reset() {
        providers.removeAll()
        loose.removeAll()
    }

    /// Every preview: built-in first, then registered providers, then loose previews. When
    /// two share a file name, the later one is reported through ``Diagnostics`` and
    /// renamed with a numeric suffix, so that neither PNG overwrites the other.
    public static var all: [Preview] {
        var result: [Preview] = []
        var seen: [String: Int] = [:]
        let every = builtInProviders.flatMap { $0.previews } + providers.flatMap { $0.previews } + loose
        for p in every {
            let key = p.fileName
            if let n = seen[key] {
                seen[key] = n + 1
                let renamed = Preview("\(p.name) \(n + 1)", size: p.size, holding: p.holding, p.make)
                Diagnostics.report("two previews are named '\(p.name)'; the second is shown as '\(renamed.name)'")
                result.append(renamed)
            } else {
                seen[key] = 1
                result.append(p)
            }
        }
        return result
    }

    /// The previews whose name contains `text` (case-insensitive).
    public static func matching(_ text: String) -> [Preview] {
        let needle = text.lowercased()
        return all.filter { needle.isEmpty || $0.name.lowercased().contains(needle) }
    }
}
