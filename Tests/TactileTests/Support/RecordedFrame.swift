@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

extension Harness {
    /// Draws the whole window once with a `DrawRecorder` attached and returns it: what the
    /// frame drew, for tests that check "what was drawn" rather than pixels.
    func recordFrame() -> DrawRecorder {
        let recorder = DrawRecorder()
        renderer.recorder = recorder
        window.setNeedsFullRedraw()
        _ = render()
        renderer.recorder = nil
        return recorder
    }
}

extension DrawRecorder {
    /// The colour of the last filled shape (clear, replace, fill, rounded rectangle, border)
    /// drawn over `point` (points from the target's top-left) inside its clip, its alpha
    /// multiplied by the opacity it was drawn with; `nil` when no shape covers it. Text, images,
    /// lines and triangles are not shapes here.
    func shapeColor(at point: Point) -> Color? {
        for record in records.reversed() where record.clip.contains(point) {
            let hit: Color?
            switch record.command {
            case let .clear(c): hit = c
            case let .replace(r, c), let .fill(r, c): hit = r.contains(point) ? c : nil
            case let .roundedRect(r, radii, c): hit = Self.inside(point, r, radii) ? c : nil
            case let .stroke(r, radii, width, c):
                let inner = Rect(x: r.minX + width, y: r.minY + width, width: r.width - 2 * width, height: r.height - 2 * width)
                let innerRadii = CornerRadii(topLeft: max(0, radii.topLeft - width), topRight: max(0, radii.topRight - width),
                                             bottomRight: max(0, radii.bottomRight - width), bottomLeft: max(0, radii.bottomLeft - width))
                hit = Self.inside(point, r, radii) && !Self.inside(point, inner, innerRadii) ? c : nil
            default: hit = nil
            }
            if let hit {
                return Color(r: hit.r, g: hit.g, b: hit.b, a: UInt8((Float(hit.a) * record.opacity).rounded()))
            }
        }
        return nil
    }

    /// Whether `p` lies in the rounded rectangle.
    private static func inside(_ p: Point, _ r: Rect, _ radii: CornerRadii) -> Bool {
        guard r.contains(p) else { return false }
        func outsideCorner(_ radius: Float, _ cx: Float, _ cy: Float) -> Bool {
            let dx = p.x - cx, dy = p.y - cy
            return dx * dx + dy * dy > radius * radius
        }
        let tl = radii.topLeft, tr = radii.topRight, bl = radii.bottomLeft, br = radii.bottomRight
        if p.x < r.minX + tl && p.y < r.minY + tl && outsideCorner(tl, r.minX + tl, r.minY + tl) { return false }
        if p.x > r.maxX - tr && p.y < r.minY + tr && outsideCorner(tr, r.maxX - tr, r.minY + tr) { return false }
        if p.x < r.minX + bl && p.y > r.maxY - bl && outsideCorner(bl, r.minX + bl, r.maxY - bl) { return false }
        if p.x > r.maxX - br && p.y > r.maxY - br && outsideCorner(br, r.maxX - br, r.maxY - br) { return false }
        return true
    }
}
