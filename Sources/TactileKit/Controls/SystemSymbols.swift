import Foundation

/// Tactile's drawn stand-ins for the SF Symbols apps use most (Apple's symbols cannot ship
/// with Tactile): shapes in a 44-unit square, rasterised anti-aliased (4×4 samples a pixel)
/// into 22-point template images. A name without `.fill` is the outline of the filled shape.
enum SystemSymbols {
    typealias Shape = SystemItemGlyph.Shape

    static func disc(_ cx: Float, _ cy: Float, _ r: Float) -> Shape {
        { x, y in (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r }
    }

    /// A filled polygon (even-odd).
    static func polygon(_ p: [(Float, Float)]) -> Shape {
        { x, y in
            var inside = false
            var j = p.count - 1
            for i in p.indices {
                let (xi, yi) = p[i], (xj, yj) = p[j]
                if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
                j = i
            }
            return inside
        }
    }

    /// The rim of a filled shape, `width` units wide.
    static func outline(_ shapes: [Shape], width: Float = 3.5) -> Shape {
        let d = width, e = width * 0.7
        let inside: Shape = { x, y in shapes.contains { $0(x, y) } }
        return { x, y in
            inside(x, y) && !(inside(x - d, y) && inside(x + d, y) && inside(x, y - d) && inside(x, y + d)
                              && inside(x - e, y - e) && inside(x + e, y + e) && inside(x - e, y + e) && inside(x + e, y - e))
        }
    }

    static func star() -> Shape {
        var points: [(Float, Float)] = []
        for i in 0..<10 {
            let a = Float(i) * .pi / 5 - .pi / 2, r: Float = i % 2 == 0 ? 19 : 8
            points.append((22 + r * cos(a), 23 + r * sin(a)))
        }
        return polygon(points)
    }

    /// Filled shapes by base name (without `.fill`).
    static func filled(_ name: String) -> [Shape]? {
        switch name {
        case "heart": return [disc(15, 17, 9), disc(29, 17, 9), SystemItemGlyph.triangle(6.6, 20, 37.4, 20, 22, 38)]
        case "star": return [star()]
        case "heart.slash":
            let heart = [disc(15, 17, 9), disc(29, 17, 9), SystemItemGlyph.triangle(6.6, 20, 37.4, 20, 22, 38)]
            return [{ x, y in heart.contains { $0(x, y) } && abs(x - y) > 6 }, SystemItemGlyph.segment(7, 7, 37, 37, width: 3)]
        case "paperplane": return [polygon([(4, 20), (40, 5), (26, 40), (20, 25)])]
        case "bell": return [disc(22, 18, 10), SystemItemGlyph.box(12, 18, 32, 31), polygon([(12, 28), (32, 28), (38, 35), (6, 35)]), disc(22, 38, 3.5)]
        case "moon": return [{ x, y in disc(22, 22, 16)(x, y) && !disc(31, 14, 13)(x, y) }]
        case "lock": return [SystemItemGlyph.box(9, 20, 35, 40), { x, y in SystemItemGlyph.ring(22, 19, 8, width: 3.5)(x, y) && y <= 20 }, SystemItemGlyph.segment(14, 19, 14, 21, width: 3.5),
                             SystemItemGlyph.segment(30, 19, 30, 21, width: 3.5)]
        case "folder": return [polygon([(5, 11), (17, 11), (20, 15), (39, 15), (39, 36), (5, 36)])]
        case "person": return [disc(22, 13, 7.5), { x, y in disc(22, 42, 16)(x, y) && y <= 40 }]
        case "house": return [polygon([(4, 22), (22, 6), (40, 22), (35, 22), (35, 39), (9, 39), (9, 22)])]
        default: return filledSystemItems[name].flatMap(SystemItemGlyph.shapes)
        }
    }

    /// Line drawings (no filled form).
    static func lines(_ name: String) -> [Shape]? {
        switch name {
        case "list.bullet": return [disc(7, 12, 2.5), disc(7, 22, 2.5), disc(7, 32, 2.5), SystemItemGlyph.segment(14, 12, 39, 12, width: 3),
                                    SystemItemGlyph.segment(14, 22, 39, 22, width: 3), SystemItemGlyph.segment(14, 32, 39, 32, width: 3)]
        case "doc.on.doc":
            return [SystemItemGlyph.segment(14, 5, 36, 5, width: 3), SystemItemGlyph.segment(36, 5, 36, 31, width: 3), SystemItemGlyph.segment(14, 5, 14, 11, width: 3),
                    SystemItemGlyph.segment(33, 31, 36, 31, width: 3),
                    SystemItemGlyph.segment(7, 13, 29, 13, width: 3), SystemItemGlyph.segment(29, 13, 29, 40, width: 3), SystemItemGlyph.segment(29, 40, 7, 40, width: 3),
                    SystemItemGlyph.segment(7, 40, 7, 13, width: 3)]
        case "checkmark": return [SystemItemGlyph.segment(8, 23, 18, 33, width: 4), SystemItemGlyph.segment(18, 33, 37, 11, width: 4)]
        case "heart.slash":  // the outline form: the heart's rim, cut where the slash crosses it
            let rim = outline([disc(15, 17, 9), disc(29, 17, 9), SystemItemGlyph.triangle(6.6, 20, 37.4, 20, 22, 38)])
            return [{ x, y in rim(x, y) && abs(x - y) > 5.5 }, SystemItemGlyph.segment(7, 7, 37, 37, width: 3)]
        case "photo.on.rectangle":
            return [outline([SystemItemGlyph.box(4, 12, 35, 40)], width: 3), SystemItemGlyph.triangle(8, 36, 16, 25, 24, 36),
                    SystemItemGlyph.triangle(17, 36, 25, 28, 31, 36), SystemItemGlyph.segment(10, 6, 40, 6, width: 3),
                    SystemItemGlyph.segment(40, 6, 40, 34, width: 3)]
        case "chevron.right": return [SystemItemGlyph.segment(16, 8, 30, 22, width: 4), SystemItemGlyph.segment(30, 22, 16, 36, width: 4)]
        case "chevron.left": return [SystemItemGlyph.segment(28, 8, 14, 22, width: 4), SystemItemGlyph.segment(14, 22, 28, 36, width: 4)]
        case "info.circle": return [SystemItemGlyph.ring(22, 22, 18, width: 3), SystemItemGlyph.box(20, 19, 24, 32), disc(22, 13, 2.5)]
        case "ellipsis": return [disc(10, 22, 3.5), disc(22, 22, 3.5), disc(34, 22, 3.5)]
        case "pencil": return [SystemItemGlyph.segment(12, 32, 33, 11, width: 6), SystemItemGlyph.triangle(6, 38, 9, 29, 15, 35)]
        case "envelope": return [outline([SystemItemGlyph.box(5, 10, 39, 34)], width: 3), SystemItemGlyph.segment(6, 11, 22, 24, width: 3), SystemItemGlyph.segment(22, 24, 38, 11, width: 3)]
        case "clock": return [SystemItemGlyph.ring(22, 22, 17, width: 3), SystemItemGlyph.segment(22, 22, 22, 11, width: 3), SystemItemGlyph.segment(22, 22, 30, 27, width: 3)]
        case "photo": return [outline([SystemItemGlyph.box(4, 8, 40, 36)], width: 3), SystemItemGlyph.triangle(8, 33, 18, 19, 27, 33), SystemItemGlyph.triangle(19, 33, 28, 23, 36, 33),
                              disc(30, 15, 3.5)]
        case "calendar": return [outline([SystemItemGlyph.box(6, 9, 38, 39)], width: 3), SystemItemGlyph.box(6, 9, 38, 16), SystemItemGlyph.box(12, 21, 16, 25), SystemItemGlyph.box(20, 21, 24, 25),
                                 SystemItemGlyph.box(28, 21, 32, 25), SystemItemGlyph.box(12, 29, 16, 33), SystemItemGlyph.box(20, 29, 24, 33)]
        case "gear", "gearshape":
            var teeth: [Shape] = []
            for i in 0..<8 {
                let a = Float(i) * .pi / 4
                teeth.append(SystemItemGlyph.segment(22 + 12 * cos(a), 22 + 12 * sin(a), 22 + 18 * cos(a), 22 + 18 * sin(a), width: 6))
            }
            return [{ x, y in (SystemItemGlyph.ring(22, 22, 10, width: 7)(x, y) || teeth.contains { $0(x, y) }) && !disc(22, 22, 5.5)(x, y) }]
        case "person.crop.circle":
            return [SystemItemGlyph.ring(22, 22, 18.5, width: 3),
                    disc(22, 16, 6.5), { x, y in disc(22, 40, 13)(x, y) && disc(22, 22, 17)(x, y) }]
        default: return lineSystemItems[name].flatMap(SystemItemGlyph.shapes)
        }
    }

    /// Symbols drawn as the bar button system item of the same meaning, filled and line ones.
    private static let filledSystemItems: [String: BarButtonItem.SystemItem] = [
        "trash": .trash, "camera": .camera, "play": .play, "pause": .pause, "backward": .rewind, "forward": .fastForward,
    ]
    private static let lineSystemItems: [String: BarButtonItem.SystemItem] = [
        "plus": .add, "xmark": .close, "magnifyingglass": .search, "square.and.arrow.up": .action,
        "square.and.pencil": .compose, "arrowshape.turn.up.left": .reply, "arrow.clockwise": .refresh,
    ]

    /// The shapes for an SF Symbol name, or nil when Tactile does not draw it.
    static func shapes(_ name: String) -> [Shape]? {
        if let l = lines(name) { return l }
        if name.hasSuffix(".fill") { return filled(String(name.dropLast(5))) }
        return filled(name).map { [outline($0)] }
    }

    /// Every name Tactile draws.
    static let names: [String] = {
        let lineNames = ["plus", "xmark", "magnifyingglass", "square.and.arrow.up", "square.and.pencil", "arrowshape.turn.up.left",
                         "arrow.clockwise", "list.bullet", "doc.on.doc", "checkmark", "chevron.right", "chevron.left",
                         "info.circle", "ellipsis", "pencil", "envelope", "clock", "photo", "calendar", "gear", "gearshape",
                         "person.crop.circle", "photo.on.rectangle"]
        let filledNames = ["heart", "heart.slash", "paperplane", "star", "bell", "moon", "lock", "folder", "person", "house", "trash", "camera", "play",
                           "pause", "backward", "forward"]
        return lineNames + filledNames + filledNames.map { $0 + ".fill" }
    }()
}
