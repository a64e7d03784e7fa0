extension Renderer {
    /// Draws one line of text centred on `center`, squeezed vertically by `verticalScale`
    /// (0...1): the rows of a picker wheel turning away. Uses the same cached line as
    /// ``drawText(_:font:color:at:)``, so a turning wheel rasterises nothing new.
    package func drawText(_ text: String, font: Font, color: Color, centeredAt center: Point, verticalScale: Float) {
        guard !text.isEmpty, color.a > 0, !isClippedOut, center.isFinite, verticalScale.isFinite, verticalScale > 0.01 else { return }
        guard let entry = cachedText(text, font: font) else { return }  // before the command: it may draw the list
        var op = command(.scaledText)
        op.line = TextLineHandle(entry)
        op.rect = Rect(x: center.x, y: center.y, width: 0, height: 0)
        op.width = verticalScale
        op.color = color.resolved(dark: state.isDark)
        if batch != nil { op.run = drawList.keep(text, font: font) }
        drawList.append(op)
    }

    /// Draws a recorded squeezed line.
    func performText(_ entry: TextLineHandle, color: Color, centeredAt center: Point, verticalScale: Float) {
        guard let texture = entry.texture else { return }
        let p = pixelPoint(center)
        let w = Float(entry.width), h = Float(entry.height) * min(1, verticalScale)
        let dst = Rect(x: (p.x - w / 2).rounded(), y: p.y - h / 2, width: w, height: h)
        let source = Rect(x: Float(entry.x), y: Float(entry.y), width: Float(entry.width), height: Float(entry.height))
        performTexture(texture, source: source, destinationPixels: dst, tint: color)
        if let colour = entry.colorTexture {
            performTexture(colour, source: Rect(x: 0, y: 0, width: w, height: Float(entry.height)),
                        destinationPixels: dst, tint: Color(r: 255, g: 255, b: 255, a: color.a))
        }
    }
}
