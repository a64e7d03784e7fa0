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
}
