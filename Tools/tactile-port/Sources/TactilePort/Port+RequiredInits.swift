import SwiftSyntax

extension PortRewriter {
    /// The classes whose `init(frame:)` Tactile makes `required` (a collection view makes its
    /// cells from the registered class object), so a subclass's `override init(frame:)`
    /// becomes `required init(frame:)`.
    static let requiredFrameInitClasses: Set<String> = ["UICollectionViewCell", "UICollectionReusableView",
                                                        "UICollectionViewListCell"]

    /// `override init(frame:)` in a collection view cell subclass → `required init(frame:)`.
    func requiredCellInit(_ decl: InitializerDeclSyntax) -> InitializerDeclSyntax {
        guard let superclass = superclassStack.last ?? nil, Self.requiredFrameInitClasses.contains(superclass),
              decl.signature.parameterClause.parameters.first?.firstName.text == "frame",
              decl.signature.parameterClause.parameters.count == 1,
              let i = decl.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) }) else { return decl }
        var changed = decl
        let old = decl.modifiers[i]
        changed.modifiers[i] = old.with(\.name, .keyword(.required, leadingTrivia: old.name.leadingTrivia,
                                                         trailingTrivia: old.name.trailingTrivia))
        return changed
    }
}
