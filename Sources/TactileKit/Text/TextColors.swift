/// The themable colours of editable text (`TextField`, `TextView`): the text, the
/// placeholder and the tint of the caret and selection, each set in code or by the theme.
struct TextColors: Equatable {
    var text = StyleSlot(Color.black)
    var placeholder = StyleSlot(Color(white: 0.6))
    var tint = StyleSlot(Color(r: 0, g: 122, b: 255))

    /// The bindings of a view storing its colours at `colors` (a text view has no
    /// placeholder; its binding is there and unused).
    @MainActor
    static func bindings<V: View>(_ colors: ReferenceWritableKeyPath<V, TextColors>) -> [StyleBinding] {
        [(StyleProperty.Key<Color>.textColor, \TextColors.text), (.placeholderColor, \.placeholder), (.tintColor, \.tint)].map {
            StyleBinding($0.0, colors.appending(path: $0.1)) { $0.setNeedsDisplay() }
        }
    }
}
