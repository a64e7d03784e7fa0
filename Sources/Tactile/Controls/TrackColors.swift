/// The three themable colours of a track control (`Switch`, `Slider`): the tint of the filled
/// part, the track and the thumb, each set in code or by the theme (code wins).
struct TrackColors: Equatable {
    var tint: Themed<Color>
    var track: Themed<Color>
    var thumb: Themed<Color>

    init(tint: Color, track: Color, thumb: Color) {
        self.tint = Themed(tint)
        self.track = Themed(track)
        self.thumb = Themed(thumb)
    }

    /// The style properties these colours answer to.
    static let properties: Set<String> = ["onTintColor", "tintColor", "trackColor", "thumbColor"]

    /// Forgets the theme's colours (before a new theme applies).
    mutating func resetThemed() {
        tint.themed = nil
        track.themed = nil
        thumb.themed = nil
    }

    /// Applies a style value; `false` when it is not one of these colours.
    mutating func apply(_ value: StyleValue, for key: StyleKey, fromTheme: Bool) -> Bool {
        guard let c = value.color, TrackColors.properties.contains(key.property) else { return false }
        func set(_ slot: inout Themed<Color>) { if fromTheme { slot.themed = c } else { slot.explicit = c } }
        switch key.property {
        case "trackColor": set(&track)
        case "thumbColor": set(&thumb)
        default: set(&tint)
        }
        return true
    }
}
