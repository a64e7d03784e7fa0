import SwiftSyntax

/// The sender type each one-parameter method of a file declares (`func f(_ sender: UIButton)`
/// → `f: UIButton`), read before rewriting: a bar item's `#selector(f)` whose method declares
/// a sender the item is not gets a note (Objective-C passed the item unchecked; Swift cannot).
final class SenderTypes: SyntaxVisitor {
    var types: [String: String] = [:]

    static func of(_ tree: some SyntaxProtocol) -> [String: String] {
        let v = SenderTypes(viewMode: .sourceAccurate)
        v.walk(tree)
        return v.types
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let params = node.signature.parameterClause.parameters
        if params.count == 1, let p = params.first {
            types[node.name.text] = p.type.trimmedDescription
        }
        return .visitChildren
    }

    /// Types a bar item can be passed as.
    static let barItemSenders: Set<String> = ["UIBarButtonItem", "BarButtonItem", "UIBarItem", "Any", "AnyObject", "NSObject", "Any?", "AnyObject?"]

    /// Whether `call` creates a bar button item.
    static func isBarItemInit(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.trimmedDescription
        return callee == "UIBarButtonItem" || callee == "BarButtonItem"
    }
}
