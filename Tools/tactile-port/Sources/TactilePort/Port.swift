import SwiftParser
import SwiftSyntax

/// What ``port(_:fileName:)`` made of a file: the Tactile source, and each line it could not
/// port, with the reason.
public struct PortResult: Sendable {
    /// The rewritten source.
    public var source: String
    /// `file:line: reason` for everything left to do by hand.
    public var notes: [String]
}

/// Rewrites UIKit Swift source into Tactile code: `import UIKit` → `import Tactile`; `UI`,
/// `CG` and `NS` names Tactile has → its names; `addTarget(self, action: #selector(f),
/// for: e)` → `addAction(for: e) { [unowned self] _ in self.f() }`; other `#selector(f)`
/// (bar button items, gesture recognizers) → the unapplied method `Type.f`;
/// `NotificationCenter` selector observers → block observers calling the method; `@objc`,
/// `@IBAction`, `@IBOutlet` removed; `required init?(coder:)` removed; `titleLabel?`/`!` →
/// `titleLabel`. Every UIKit or Core Graphics name Tactile lacks is noted with its line.
public func port(_ source: String, fileName: String = "input.swift") -> PortResult {
    let tree = Parser.parse(source: source)
    let rewriter = PortRewriter(converter: SourceLocationConverter(fileName: fileName, tree: tree), fileName: fileName)
    rewriter.senderTypes = SenderTypes.of(tree)
    let out = rewriter.rewrite(Syntax(tree))
    var text = addingFoundationImport(out.description, ported: rewriter.portedUIKitImport)
    if rewriter.renamedUIKitName { text = addingTactileImport(text) }
    return PortResult(source: text, notes: rewriter.notes)
}

final class PortRewriter: SyntaxRewriter {
    let converter: SourceLocationConverter
    let fileName: String
    var notes: [String] = []
    /// Whether an `import UIKit` became `import Tactile` (UIKit re-exports Foundation; Tactile does not).
    var portedUIKitImport = false
    /// Whether a name became Tactile's (a test file importing only XCTest then needs `import Tactile`).
    var renamedUIKitName = false
    private var typeStack: [String] = []
    /// The first inherited type of each class being visited (as written, UIKit names).
    var superclassStack: [String?] = []
    /// The sender type of each one-parameter method in the file (``SenderTypes``).
    var senderTypes: [String: String] = [:]
    private static let droppedAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "objcMembers"]

    init(converter: SourceLocationConverter, fileName: String) {
        self.converter = converter
        self.fileName = fileName
        super.init(viewMode: .sourceAccurate)
    }

    func note(_ node: some SyntaxProtocol, _ reason: String) {
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let entry = "\(fileName):\(line): \(reason)"
        if !notes.contains(entry) { notes.append(entry) }
    }

    // MARK: Imports and names

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard let first = node.path.first, first.name.text == "UIKit" else { return DeclSyntax(node) }
        portedUIKitImport = true
        var n = node
        n.path = ImportPathComponentListSyntax([first.with(\.name, .identifier("Tactile", leadingTrivia: first.name.leadingTrivia,
                                                                                trailingTrivia: first.name.trailingTrivia))])
        return DeclSyntax(n)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let name = node.name.text
        if let new = TypeMap.tactileName(for: name) {
            renamedUIKitName = true
            let n = node.with(\.name, node.name.with(\.tokenKind, .identifier(new)))
            return super.visit(n)
        }
        if TypeMap.isUnported(name) { note(node, "\(name) has no Tactile counterpart") }
        return super.visit(node)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        if let new = TypeMap.tactileName(for: name) {
            renamedUIKitName = true
            return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(new))))
        }
        if TypeMap.isUnported(name) { note(node, "\(name) has no Tactile counterpart") }
        noteBareAssignment(node)
        return super.visit(node)
    }

    // MARK: Members Tactile lacks

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let n = UnsupportedMembers.note(node.declName.baseName.text) { note(node.declName, n) }
        return super.visit(node)
    }

    /// `override var preferredStatusBarStyle` and the like: nothing to override in Tactile.
    private func noteOverride(_ modifiers: DeclModifierListSyntax, _ name: String, _ node: some SyntaxProtocol) {
        guard modifiers.contains(where: { $0.name.text == "override" }), let n = UnsupportedMembers.note(name) else { return }
        note(node, n + " (remove the override)")
    }

    // MARK: Types (for #selector → Type.method)

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        typeStack.append(node.name.text)
        superclassStack.append(node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription)
        defer { typeStack.removeLast(); superclassStack.removeLast() }
        let v = super.visit(node)
        guard let decl = v.as(ClassDeclSyntax.self) else { return v }
        return mainActorTestCase(dropAttributes(decl).as(ClassDeclSyntax.self) ?? decl)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let v = super.visit(node)
        guard let original = v.as(ProtocolDeclSyntax.self) else { return v }
        let decl = dropAttributes(original).as(ProtocolDeclSyntax.self) ?? original
        guard portedUIKitImport else { return DeclSyntax(decl) }
        return ProtocolRewriter.mainActor(decl)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        typeStack.append(node.extendedType.trimmedDescription)
        defer { typeStack.removeLast() }
        return super.visit(node)
    }

    // MARK: Attributes and initializers

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        noteOverride(node.modifiers, node.name.text, node)
        let v = super.visit(node)
        return v.as(FunctionDeclSyntax.self).map(dropAttributes) ?? v
    }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { noteOverride(node.modifiers, name, node) }
        }
        let v = super.visit(node)
        guard let decl = v.as(VariableDeclSyntax.self) else { return v }
        return mainActorGlobal(dropAttributes(decl).as(VariableDeclSyntax.self) ?? decl, original: node)
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let v = super.visit(node)
        guard let decl = v.as(InitializerDeclSyntax.self) else { return v }
        return dropAttributes(requiredCellInit(decl))
    }

    /// Removes `@objc`, `@IBAction`, `@IBOutlet`… from a declaration, keeping its indentation.
    private func dropAttributes<D: DeclSyntaxProtocol & WithAttributesSyntax>(_ decl: D) -> DeclSyntax {
        let kept = decl.attributes.filter { element in
            guard case let .attribute(a) = element else { return true }
            return !PortRewriter.droppedAttributes.contains(a.attributeName.trimmedDescription)
        }
        guard kept.count != decl.attributes.count else { return DeclSyntax(decl) }
        let leading = decl.leadingTrivia
        var changed = decl
        changed.attributes = kept
        return DeclSyntax(changed).with(\.leadingTrivia, leading)
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        // `required init?(coder:)` exists for storyboards, which Tactile does not have.
        let kept = node.filter { item in
            guard let i = item.decl.as(InitializerDeclSyntax.self) else { return true }
            let first = i.signature.parameterClause.parameters.first?.firstName.text
            return !(i.optionalMark != nil && first == "coder")
        }
        return super.visit(kept)
    }

    // MARK: Target/action

    /// The method a `#selector(...)` names, and how many arguments it takes.
    private func selector(_ expr: ExprSyntax) -> (name: String, arguments: Int)? {
        guard let m = expr.as(MacroExpansionExprSyntax.self), m.macroName.text == "selector",
              let arg = m.arguments.first?.expression else { return nil }
        if let ref = arg.as(DeclReferenceExprSyntax.self) {
            return (ref.baseName.text, ref.argumentNames?.arguments.count ?? 0)
        }
        if let member = arg.as(MemberAccessExprSyntax.self) {
            return (member.declName.baseName.text, member.declName.argumentNames?.arguments.count ?? 0)
        }
        return nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let observer = notificationObserver(node) { return observer }
        let args = Array(node.arguments)
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), ["UIImage", "Image"].contains(callee.baseName.text),
           args.first?.label?.text == "systemName", let arg = args.first?.expression {
            noteSystemName(arg, node)
        }
        if let plain = nibInit(node) { return plain }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addTarget",
           args.count == 3, args[1].label?.text == "action", args[2].label?.text == "for",
           let sel = selector(args[1].expression),
           let target = args[0].expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let base = member.base.map { rewrite(Syntax($0)).trimmedDescription + "." } ?? ""
            let event = rewrite(Syntax(args[2].expression)).trimmedDescription
            let body = sel.arguments == 0 ? "_ in \(target).\(sel.name)()" : "sender in \(target).\(sel.name)(sender)"
            let text = "\(base)addAction(for: \(event)) { [unowned \(target)] \(body) }"
            return parseExpression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        return super.visit(node)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector", let sel = selector(ExprSyntax(node)) else { return super.visit(node) }
        guard let type = typeStack.last else {
            note(node, "#selector outside a type: write the method as `Type.\(sel.name)`")
            return super.visit(node)
        }
        if let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), SenderTypes.isBarItemInit(call),
           let t = senderTypes[sel.name], !SenderTypes.barItemSenders.contains(t) {
            note(node, "\(sel.name)(_:) declares its sender as \(t), but a bar item passes itself: declare the parameter "
                 + "as BarButtonItem (or drop it); Objective-C passed the item unchecked, Swift's types cannot")
        }
        // `{ $0.f }` rather than the unapplied `Type.f`, which Swift 6.0 rejects for a
        // main-actor method; the target's type is the generic parameter the closure receives.
        _ = type
        return parseExpression("{ $0.\(sel.name) }").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    private func parseExpression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    // MARK: Optionality

    /// Whether `expr` is `titleLabel` or `x.titleLabel` (never optional in Tactile).
    private func isTitleLabel(_ expr: ExprSyntax) -> Bool {
        if let m = expr.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text == "titleLabel" }
        if let r = expr.as(DeclReferenceExprSyntax.self) { return r.baseName.text == "titleLabel" }
        return false
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        if let call = delegateCall(node) { return call }
        guard isTitleLabel(node.expression) else { return super.visit(node) }
        return visit(node.expression).with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
        guard isTitleLabel(node.expression) else { return super.visit(node) }
        return visit(node.expression).with(\.trailingTrivia, node.trailingTrivia)
    }
}
