import SwiftSyntax

/// SF Symbol names in `UIImage(systemName:)`, checked against what Tactile draws.
extension PortRewriter {
    /// `UIImage(systemName:)`: Tactile draws a set of symbols; a literal name outside it (or a
    /// name known only at run time) is noted.
    func noteSystemName(_ arg: ExprSyntax, _ node: some SyntaxProtocol) {
        guard let names = literalNames(arg) else {
            note(node, "Image(systemName:) with a name known at run time: Tactile draws only Image.systemSymbolNames (others give nil)")
            return
        }
        let unknown = names.filter { !SystemSymbolNames.known.contains($0) }
        guard !unknown.isEmpty else { return }
        note(node, "Image(systemName:) \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")): not among Tactile's drawn symbols (nil at run time); ship the icon as an SVG or PNG: Image(contentsOfFile:) or VectorImage(contentsOfFile:)")
    }

    /// The names a plain string literal, or a ternary choosing between such, gives.
    private func literalNames(_ e: ExprSyntax) -> [String]? {
        // Unfolded, `c ? "a" : "b"` is a sequence: condition…, `? "a" :`, "b".
        if let seq = e.as(SequenceExprSyntax.self) {
            let items = Array(seq.elements)
            guard let k = items.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), k == items.count - 2,
                  let t = items[k].as(UnresolvedTernaryExprSyntax.self),
                  let a = literalNames(t.thenExpression), let b = literalNames(items[k + 1]) else { return nil }
            return a + b
        }
        if let t = e.as(TernaryExprSyntax.self) {
            guard let a = literalNames(t.thenExpression), let b = literalNames(t.elseExpression) else { return nil }
            return a + b
        }
        guard let lit = e.as(StringLiteralExprSyntax.self), lit.segments.count == 1,
              let seg = lit.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return [seg.content.text]
    }
}
