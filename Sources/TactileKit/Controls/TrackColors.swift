/// The three themable colours of a track control (`Switch`, `Slider`): the tint of the filled
/// part, the track and the thumb, each set in code or by the theme (code wins).
struct TrackColors: Equatable {
    var tint: StyleSlot<Color>
    var track: StyleSlot<Color>
    var thumb: StyleSlot<Color>

    init(tint: Color, track: Color, thumb: Color) {
        self.tint = StyleSlot(tint)
        self.track = StyleSlot(track)
        self.thumb = StyleSlot(thumb)
    }

    /// The bindings of a control storing its colours at `colors`: `tintColor` and
    /// `onTintColor` both set the tint.
    @MainActor
    static func bindings<V: View>(_ colors: ReferenceWritableKeyPath<V, TrackColors>) -> [StyleBinding] {
        [(StyleProperty.Key<Color>.tintColor, \TrackColors.tint), (.onTintColor, \.tint), (.trackColor, \.track), (.thumbColor, \.thumb)].map {
            StyleBinding($0.0, colors.appending(path: $0.1)) { $0.setNeedsDisplay() }
        }
    }
}
