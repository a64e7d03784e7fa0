import SwiftSyntax

/// A file-level `var` in UIKit code is only touched from the main thread; Swift 6 rejects it
/// as shared mutable state, so it becomes `@MainActor var` (as the UIKit code assumed).
extension PortRewriter {
    func mainActorGlobal(_ decl: VariableDeclSyntax, original: VariableDeclSyntax) -> DeclSyntax {
        guard decl.bindingSpecifier.tokenKind == .keyword(.var),
              original.parent?.as(CodeBlockItemSyntax.self)?.parent?.parent?.is(SourceFileSyntax.self) == true,
              !decl.modifiers.contains(where: { $0.name.text == "nonisolated" }) else { return DeclSyntax(decl) }
        return addingMainActor(decl, separator: .space, unlessAttribute: { $0.hasSuffix("Actor") })
    }
}

/// XCTest cases of UIKit code run on the main thread and call main-actor views directly;
/// in Swift 6 the class says so (`@MainActor`), or every such call is an error.
extension PortRewriter {
    func mainActorTestCase(_ decl: ClassDeclSyntax) -> DeclSyntax {
        guard let inherited = decl.inheritanceClause?.inheritedTypes,
              inherited.contains(where: { $0.type.trimmedDescription == "XCTestCase" }) else { return DeclSyntax(decl) }
        return addingMainActor(decl, separator: .newline, unlessAttribute: { $0 == "MainActor" })
    }
}

/// Adds `import Tactile` after a file's imports when names became Tactile's but the file did
/// not import UIKit (a test file importing XCTest and the app's module); a file without
/// imports is left alone.
func addingTactileImport(_ source: String) -> String {
    var lines = source.components(separatedBy: "\n")
    let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    guard !trimmed.contains(where: { $0 == "import Tactile" || $0.hasSuffix(" import Tactile") }) else { return source }
    // A fragment without imports stays as it is.
    guard let last = trimmed.lastIndex(where: { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }) else { return source }
    lines.insert("import Tactile", at: last + 1)
    return lines.joined(separator: "\n")
}

/// A class-bound protocol declared in UIKit code (`protocol ListDelegate: AnyObject`) is a
/// delegate its view controllers implement on the main thread; in Swift 6 a main-actor
/// class conforming to a nonisolated protocol is an error, so the protocol says `@MainActor`.
final class ProtocolRewriter {
    static func mainActor(_ decl: ProtocolDeclSyntax) -> DeclSyntax {
        guard let inherited = decl.inheritanceClause?.inheritedTypes,
              inherited.contains(where: { ["AnyObject", "class"].contains($0.type.trimmedDescription) }) else { return DeclSyntax(decl) }
        return addingMainActor(decl, separator: .newline, unlessAttribute: { $0.hasSuffix("Actor") })
    }
}

/// `decl` with `@MainActor` written in front of it (after its leading trivia, followed by
/// `separator`), unless it already has an attribute whose name `unlessAttribute` accepts:
/// the one way the rewriters above add the attribute to a variable, class or protocol.
func addingMainActor<Decl: DeclSyntaxProtocol & WithAttributesSyntax>(
    _ decl: Decl, separator: Trivia, unlessAttribute isolated: (String) -> Bool
) -> DeclSyntax {
    let already = decl.attributes.contains { element in
        guard case let .attribute(a) = element else { return false }
        return isolated(a.attributeName.trimmedDescription)
    }
    guard !already else { return DeclSyntax(decl) }
    let leading = decl.leadingTrivia
    var changed = decl.with(\.leadingTrivia, [])
    let attribute = AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("MainActor")))
        .with(\.trailingTrivia, separator)
    changed.attributes = AttributeListSyntax([.attribute(attribute)] + Array(changed.attributes))
    return DeclSyntax(changed).with(\.leadingTrivia, leading)
}
