import SwiftParser
import SwiftSyntax

/// UIKit's delegate methods are optional Objective-C requirements, called as
/// `tableView.delegate?.tableView?(tableView, didSelectRowAt: ip)`; Tactile's are Swift
/// requirements with default implementations, so the `?` after the method goes, and a
/// table's or collection's `delegate` (a ``ScrollViewDelegate`` in Tactile, as in UIKit's
/// class hierarchy but without the covariant override) is cast to its table protocol.
extension PortRewriter {
    /// The protocol a `delegate` calling `method` is cast to.
    static let delegateCasts = ["tableView": "TableViewDelegate", "collectionView": "CollectionViewDelegate"]

    /// `x.delegate?.m?(…)` / `x.dataSource?.m?(…)` rewritten, or nil when `node` is not one.
    func delegateCall(_ node: OptionalChainingExprSyntax) -> ExprSyntax? {
        // node is the `?` after the method: `<base>?.m` then `?`.
        guard let method = node.expression.as(MemberAccessExprSyntax.self),
              let baseChain = method.base?.as(OptionalChainingExprSyntax.self) else { return nil }
        let owner = baseChain.expression
        let ownerName: String
        if let m = owner.as(MemberAccessExprSyntax.self) { ownerName = m.declName.baseName.text }
        else if let r = owner.as(DeclReferenceExprSyntax.self) { ownerName = r.baseName.text }
        else { return nil }
        guard ownerName == "delegate" || ownerName == "dataSource" else { return nil }
        let ownerText = rewrite(Syntax(owner)).trimmedDescription
        let name = method.declName.baseName.text
        var base = ownerText
        if ownerName == "delegate", let proto = PortRewriter.delegateCasts[name] { base = "(\(ownerText) as? \(proto))" }
        let text = "\(base)?.\(method.declName.trimmedDescription)"
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
