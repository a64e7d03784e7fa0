/// The round control at the leading edge of a ``ListCell`` in editing mode, as iOS draws
/// it: a red disc with a white bar (delete; tapping it reveals the Delete button) or a
/// green disc with a white cross (insert).
@MainActor
final class CellEditingControl: Control {
    var editingStyle: ListCell.EditingStyle = .delete { didSet { if editingStyle != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    override var sendsPrimaryActionOnTap: Bool { true }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        let c = Point(x: bounds.midX, y: bounds.midY)
        let color: Color = editingStyle == .insert ? .systemGreen : .systemRed
        renderer.fillCircle(center: c, radius: 11, color: isHighlighted ? color.darkened(by: 0.2) : color)
        renderer.fill(Rect(x: c.x - 6, y: c.y - 1, width: 12, height: 2), color: .white)
        if editingStyle == .insert { renderer.fill(Rect(x: c.x - 1, y: c.y - 6, width: 2, height: 12), color: .white) }
    }

    override func stateDidChange() { setNeedsDisplay() }
}

/// The grip at the trailing edge of a movable ``ListCell`` in editing mode: three grey
/// lines; dragging it moves the row.
@MainActor
final class CellReorderControl: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityLabel = "Reorder"
    }

    override func draw(_ rect: Rect, in renderer: Renderer) {
        let grey = Color(light: Color(r: 160, g: 160, b: 165), dark: Color(r: 120, g: 120, b: 125))
        let x = (bounds.midX - 9).rounded(), y = bounds.midY
        for dy: Float in [-5, 0, 5] { renderer.fill(Rect(x: x, y: (y + dy - 0.75).rounded(), width: 18, height: 1.5), color: grey) }
    }
}
