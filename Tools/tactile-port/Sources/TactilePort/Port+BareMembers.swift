import SwiftSyntax

extension PortRewriter {
    /// `definesPresentationContext = true` inside a controller (a member assigned without
    /// `self.`): noted like `self.definesPresentationContext`.
    func noteBareAssignment(_ node: DeclReferenceExprSyntax) {
        guard let n = UnsupportedMembers.note(node.baseName.text),
              let sequence = node.parent?.as(ExprListSyntax.self), sequence.first?.id == node.id,
              sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return }
        note(node, n)
    }
}
