import Tactile

/// A list of previews: Tactile's own components (``builtInProviders``) and the providers and
/// loose previews it was made with. `make previews` renders ``all`` to PNG; the snapshot tests
/// and the gallery read the same list.
///
/// A catalogue is a value the tool builds: nothing registers itself, nothing is global. An
/// app's preview program lists its providers once:
/// ```swift
/// let catalog = PreviewCatalog(providers: [LoginPreviews.self, SettingsPreviews.self])
/// try PreviewWriter.write(catalog.all, to: "previews")
/// ```
@MainActor
public struct PreviewCatalog {
    /// Tactile's own providers, one per component file. Add a component's provider here.
    public static let builtInProviders: [any PreviewProvider.Type] = [
        ViewPreviews.self,
        ButtonPreviews.self,
        LabelPreviews.self,
        SwitchPreviews.self,
        SliderPreviews.self,
        StackViewPreviews.self,
    ]

    /// The providers listed after the built-in ones (each once, in order; a built-in provider
    /// listed again is left out).
    public private(set) var providers: [any PreviewProvider.Type] = []
    /// Previews not grouped in a provider, listed last.
    public private(set) var loose: [Preview] = []
    /// Whether ``all`` starts with ``builtInProviders``' previews.
    public let includesBuiltIn: Bool

    /// A catalogue of the built-in previews (unless `includesBuiltIn` is false), then
    /// `providers`', then `previews`. A provider listed twice is kept once.
    public init(providers: [any PreviewProvider.Type] = [], previews: [Preview] = [], includesBuiltIn: Bool = true) {
        self.includesBuiltIn = includesBuiltIn
        for provider in providers { add(provider) }
        loose = previews
    }

    /// Adds a provider's previews after those already listed; adding the same provider
    /// twice (or a built-in one) adds it once.
    public mutating func add(_ provider: any PreviewProvider.Type) {
        guard !providers.contains(where: { $0 == provider }),
              !(includesBuiltIn && Self.builtInProviders.contains(where: { $0 == provider })) else { return }
        providers.append(provider)
    }

    /// Adds previews not grouped in a provider.
    public mutating func add(_ previews: [Preview]) {
        loose.append(contentsOf: previews)
    }

    /// Every preview: built-in first, then the providers', then loose previews. When two
    /// share a file name, the later one is reported through ``Diagnostics`` and renamed with a
    /// numeric suffix, so that neither PNG overwrites the other.
    public var all: [Preview] {
        var result: [Preview] = []
        var seen: [String: Int] = [:]
        let builtIn = includesBuiltIn ? Self.builtInProviders : []
        let every = builtIn.flatMap { $0.previews } + providers.flatMap { $0.previews } + loose
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
    public func matching(_ text: String) -> [Preview] {
        let needle = text.lowercased()
        return all.filter { needle.isEmpty || $0.name.lowercased().contains(needle) }
    }
}
