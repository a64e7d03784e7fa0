import SwiftSyntax

extension PortRewriter {
    /// `super.init(nibName: nil, bundle: nil)` (a controller built in code) → `super.init()`;
    /// a nib named there is noted (Tactile has no nibs).
    func nibInit(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let args = Array(node.arguments)
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              args.count == 2, args[0].label?.text == "nibName", args[1].label?.text == "bundle" else { return nil }
        guard args.allSatisfy({ $0.expression.is(NilLiteralExprSyntax.self) }) else {
            note(node, "init(nibName:bundle:) with a nib: Tactile has no nibs; build the view in loadView()/viewDidLoad() and call init()")
            return nil
        }
        var call = node
        call.arguments = []
        return ExprSyntax(call)
    }
}
