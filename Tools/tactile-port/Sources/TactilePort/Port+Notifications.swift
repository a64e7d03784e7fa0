import Foundation
import SwiftParser
import SwiftSyntax

extension PortRewriter {
    /// `center.addObserver(self, selector: #selector(f(_:)), name: n, object: o)` (a selector
    /// Swift on Linux cannot call) → `_ = center.addObserver(forName: n, object: o, queue:
    /// nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated
    /// { self?.f(note) } }`. The block
    /// observer holds `self` weakly, so `removeObserver(self)` in `deinit` may stay (it
    /// removes nothing; the token is dropped, the closure does nothing once `self` is gone).
    /// `queue: nil` runs the block on the posting thread, as a selector observer is called;
    /// Tactile posts on the main actor. (`queue: .main` would also deadlock where main-actor
    /// work runs off the main thread, as in tests: corelibs Foundation then enqueues the block
    /// on the main queue and waits for it from the main queue.)
    func notificationObserver(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let args = Array(node.arguments)
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "addObserver", args.count == 4,
              args[0].label == nil, args[1].label?.text == "selector", args[2].label?.text == "name",
              args[3].label?.text == "object",
              let target = args[0].expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let macro = args[1].expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              let arg = macro.arguments.first?.expression else { return nil }
        let name: String, arity: Int
        if let ref = arg.as(DeclReferenceExprSyntax.self) {
            (name, arity) = (ref.baseName.text, ref.argumentNames?.arguments.count ?? 0)
        } else if let m = arg.as(MemberAccessExprSyntax.self) {
            (name, arity) = (m.declName.baseName.text, m.declName.argumentNames?.arguments.count ?? 0)
        } else { return nil }
        let base = member.base.map { rewrite(Syntax($0)).trimmedDescription + "." } ?? ""
        let notification = rewrite(Syntax(args[2].expression)).trimmedDescription
        let object = rewrite(Syntax(args[3].expression)).trimmedDescription
        // A Notification is not Sendable: it crosses into the main actor as unchecked (it is
        // delivered on the posting thread, the main actor, where the method runs).
        let call = arity == 0 ? "MainActor.assumeIsolated { \(target)?.\(name)() }"
            : "nonisolated(unsafe) let note = note; MainActor.assumeIsolated { \(target)?.\(name)(note) }"
        let parameter = arity == 0 ? "_" : "note"
        let text = "_ = \(base)addObserver(forName: \(notification), object: \(object), queue: nil) { [weak \(target)] \(parameter) in \(call) }"
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}

/// `source` with `import Foundation` before its first `import Tactile` when `ported` (the file
/// imported UIKit, which re-exports Foundation) and it does not import Foundation itself.
func addingFoundationImport(_ source: String, ported: Bool) -> String {
    guard ported else { return source }
    var lines = source.components(separatedBy: "\n")
    let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    guard !trimmed.contains("import Foundation"), let i = trimmed.firstIndex(of: "import Tactile") else { return source }
    lines.insert("import Foundation", at: i)
    return lines.joined(separator: "\n")
}
