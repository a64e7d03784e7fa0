/// One drawing operation as the renderer received it: what the recording backend makes of
/// a command of the renderer's ``DrawList``.
///
/// When a `DrawRecorder` is attached, the renderer hands it each command as the list is
/// drawn, so tests can assert on what was drawn (which text, which rectangle, under which
/// clip) instead of probing pixels at hard-coded coordinates. Geometry is in points from
/// the target's top-left (the renderer's origin applied); colours are resolved for the current
/// appearance. New primitives (shadows, gradients, paths) add cases here.
package enum DrawCommand: Hashable, Sendable {
    /// The whole target filled, clips ignored.
    case clear(Color)
    /// A rectangle's pixels replaced (partial redraws).
    case replace(Rect, Color)
    case fill(Rect, Color)
    case roundedRect(Rect, CornerRadii, Color)
    /// A border inside the rectangle's edge.
    case stroke(Rect, CornerRadii, width: Float, Color)
    case line(from: Point, to: Point, width: Float, Color)
    case triangle(Point, Point, Point, Color)
    /// One line of text with its line box's top-left at the point.
    case text(String, Font, Color, at: Point)
    /// An image (`Image.id`) drawn into the rectangle.
    case image(id: Int, Rect)
}

/// A recorded `DrawCommand` with the state it was drawn under.
package struct DrawRecord: Hashable, Sendable {
    package var command: DrawCommand
    /// The clip, in points from the target's top-left.
    package var clip: Rect
    /// The opacity everything was multiplied by (0...1).
    package var opacity: Float
}

/// Collects what a ``Renderer`` draws while attached (`Renderer.recorder`): the recording
/// backend for tests. Its storage is kept between `removeAll()` calls.
@MainActor
package final class DrawRecorder {
    private var storage: [DrawRecord] = []
    /// The renderer it was last attached to.
    weak var renderer: Renderer?

    /// What was drawn, in order; reading it draws the renderer's pending commands first
    /// (while attached), so it includes every call made so far.
    package var records: [DrawRecord] {
        if let renderer, renderer.recorder === self { renderer.flushDrawList() }
        return storage
    }

    package init() { storage.reserveCapacity(256) }

    package func removeAll() {
        if let renderer, renderer.recorder === self { renderer.flushDrawList() }
        storage.removeAll(keepingCapacity: true)
    }

    /// The commands alone, in drawing order.
    package var commands: [DrawCommand] { records.map(\.command) }

    /// The strings of the text commands, in drawing order.
    package var texts: [String] {
        records.compactMap { if case let .text(s, _, _, _) = $0.command { return s } else { return nil } }
    }

    func append(_ record: DrawRecord) { storage.append(record) }
}
