/// The SF Symbol names Tactile draws: `Image.systemSymbolNames`, copied here because the
/// tool is its own package and does not link Tactile (Tactile's `SystemSymbolTests` checks
/// that every name it draws is in this file).
enum SystemSymbolNames {
    static let known: Set<String> = {
        let lines = ["plus", "xmark", "magnifyingglass", "square.and.arrow.up", "square.and.pencil", "arrowshape.turn.up.left",
                     "arrow.clockwise", "list.bullet", "doc.on.doc", "checkmark", "chevron.right", "chevron.left",
                     "info.circle", "ellipsis", "pencil", "envelope", "clock", "photo", "calendar", "gear", "gearshape",
                     "person.crop.circle", "photo.on.rectangle"]
        let filled = ["heart", "heart.slash", "paperplane", "star", "bell", "moon", "lock", "folder", "person", "house", "trash", "camera", "play",
                      "pause", "backward", "forward"]
        return Set(lines + filled + filled.map { $0 + ".fill" })
    }()
}
