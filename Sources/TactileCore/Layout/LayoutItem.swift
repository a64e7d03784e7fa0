/// Something constraints place: a ``View`` or a ``LayoutGuide``. Its four solver variables
/// are its rectangle in its tree's root coordinates.
@MainActor
protocol LayoutItem: AnyObject {
    /// The item's variables (made on first use).
    var layoutVariables: LayoutVariables { get }
    /// The view whose tree the item is in: the view itself, or a guide's owning view.
    var layoutOwnerView: View? { get }
    /// The name diagnostics use (`Label "Total"`, `View.safeAreaLayoutGuide`).
    var layoutItemName: String { get }
}

/// A layout item's rectangle as solver variables: minimum x and y, width and height.
@MainActor
final class LayoutVariables {
    let minX: SolverVariable, minY: SolverVariable, width: SolverVariable, height: SolverVariable

    init(_ name: String) {
        minX = SolverVariable("\(name).minX")
        minY = SolverVariable("\(name).minY")
        width = SolverVariable("\(name).width")
        height = SolverVariable("\(name).height")
    }

    var all: [SolverVariable] { [minX, minY, width, height] }
}

extension View: LayoutItem {
    var layoutVariables: LayoutVariables {
        let state = layoutState
        if let v = state.variables { return v }
        let v = LayoutVariables(layoutItemName)
        state.variables = v
        return v
    }

    var layoutOwnerView: View? { self }

    var layoutItemName: String {
        if let id = accessibilityIdentifierForLayout { return "\(type(of: self))(\(id))" }
        return "\(type(of: self))#\(ObjectIdentifier(self).hashValue & 0xFFFF)"
    }

    /// A readable name for diagnostics: the tag when set, else the debug description's start.
    private var accessibilityIdentifierForLayout: String? {
        if tag != 0 { return "tag \(tag)" }
        let d = debugTreeDescription
        return d.isEmpty ? nil : String(d.prefix(30))
    }
}
