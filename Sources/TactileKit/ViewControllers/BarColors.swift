/// The colours navigation and tab bars share: the bar's background and the tint of its
/// buttons (the selected tab), each set in code or by the theme.
struct BarColors: Equatable {
    var background = StyleSlot(Color(white: 0.97))
    var tint = StyleSlot(Color.systemBlue)

    /// The bindings of a bar storing its colours at `colors`; `rebuild` shows a new tint.
    @MainActor
    static func bindings<V: View>(_ colors: ReferenceWritableKeyPath<V, BarColors>, rebuild: @escaping (V) -> Void) -> [StyleBinding] {
        [View.backgroundBinding(colors.appending(path: \.background)),
         StyleBinding(.tintColor, colors.appending(path: \.tint), didChange: rebuild)]
    }
}
