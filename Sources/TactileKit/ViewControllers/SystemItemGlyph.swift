/// Titles and drawn glyphs of ``BarButtonItem/SystemItem``: white shapes with anti-aliased
/// edges (4×4 samples a pixel) on a 22-point square, tinted by the bar when drawn.
enum SystemItemGlyph {
    static func title(_ item: BarButtonItem.SystemItem) -> String {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        case .flexibleSpace, .fixedSpace: ""
        default: accessibilityTitle(item)
        }
    }

    static func accessibilityTitle(_ item: BarButtonItem.SystemItem) -> String {
        switch item {
        case .fastForward: "Fast Forward"
        default: "\(item)".prefix(1).uppercased() + "\(item)".dropFirst()
        }
    }

    /// A shape: whether a point (in a 0...44 square) is inside.
    typealias Shape = (Float, Float) -> Bool

    static func segment(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float, width: Float = 4) -> Shape {
        { x, y in
            let dx = bx - ax, dy = by - ay
            let t = max(0, min(1, ((x - ax) * dx + (y - ay) * dy) / max(0.0001, dx * dx + dy * dy)))
            let px = ax + t * dx - x, py = ay + t * dy - y
            return px * px + py * py <= width * width / 4
        }
    }

    static func ring(_ cx: Float, _ cy: Float, _ r: Float, width: Float = 4) -> Shape {
        { x, y in abs(((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - r) <= width / 2 }
    }

    static func box(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) -> Shape {
        { x, y in x >= x0 && x <= x1 && y >= y0 && y <= y1 }
    }

    static func triangle(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float, _ cx: Float, _ cy: Float) -> Shape {
        { x, y in
            func side(_ px: Float, _ py: Float, _ qx: Float, _ qy: Float) -> Float { (qx - px) * (y - py) - (qy - py) * (x - px) }
            let a = side(ax, ay, bx, by), b = side(bx, by, cx, cy), c = side(cx, cy, ax, ay)
            return (a >= 0 && b >= 0 && c >= 0) || (a <= 0 && b <= 0 && c <= 0)
        }
    }

    static func shapes(_ item: BarButtonItem.SystemItem) -> [Shape]? {
        switch item {
        case .add: return [segment(22, 6, 22, 38), segment(6, 22, 38, 22)]
        case .close, .stop: return [segment(9, 9, 35, 35), segment(35, 9, 9, 35)]
        case .search: return [ring(19, 19, 12), segment(28, 28, 38, 38, width: 5)]
        case .trash:
            return [segment(6, 10, 38, 10, width: 3), segment(17, 5, 27, 5, width: 3), segment(17, 5, 17, 10, width: 3),
                    segment(27, 5, 27, 10, width: 3), segment(10, 12, 12, 40, width: 3), segment(34, 12, 32, 40, width: 3),
                    segment(12, 40, 32, 40, width: 3), segment(18, 16, 18, 34, width: 2.5), segment(26, 16, 26, 34, width: 2.5)]
        case .action:
            return [segment(22, 4, 22, 28, width: 3), segment(22, 4, 15, 11, width: 3), segment(22, 4, 29, 11, width: 3),
                    segment(15, 17, 9, 17, width: 3), segment(9, 17, 9, 40, width: 3), segment(9, 40, 35, 40, width: 3),
                    segment(35, 40, 35, 17, width: 3), segment(35, 17, 29, 17, width: 3)]
        case .compose:
            return [segment(8, 10, 8, 38, width: 3), segment(8, 38, 34, 38, width: 3), segment(34, 38, 34, 24, width: 3),
                    segment(8, 10, 22, 10, width: 3), segment(18, 28, 38, 7, width: 4)]
        case .reply: return [triangle(4, 20, 18, 8, 18, 32), segment(18, 20, 30, 20, width: 8), segment(30, 20, 38, 34, width: 6)]
        case .refresh: return [{ x, y in ring(22, 24, 13, width: 3.5)(x, y) && !(x > 22 && y < 24) }, triangle(22, 4, 31, 11, 22, 18)]
        case .organize, .bookmarks:
            return [segment(6, 12, 38, 12, width: 3), segment(6, 22, 38, 22, width: 3), segment(6, 32, 38, 32, width: 3)]
        case .camera: return [box(5, 13, 39, 37), triangle(14, 13, 18, 7, 26, 7), triangle(14, 13, 26, 7, 30, 13)]
        case .play: return [triangle(10, 6, 38, 22, 10, 38)]
        case .pause: return [box(10, 7, 17, 37), box(27, 7, 34, 37)]
        case .rewind: return [triangle(22, 8, 4, 22, 22, 36), triangle(40, 8, 22, 22, 40, 36)]
        case .fastForward: return [triangle(4, 8, 22, 22, 4, 36), triangle(22, 8, 40, 22, 22, 36)]
        default: return nil
        }
    }

    @MainActor
    static func image(for item: BarButtonItem.SystemItem) -> Image? {
        guard let shapes = shapes(item) else { return nil }
        // 22 points; the shapes are drawn in a 44-unit square, two units a pixel.
        let bitmap = SystemSymbols.bitmap(shapes)
        return Image(bitmap: bitmap, name: "system-item-\(item)")
    }
}
