extension Renderer {
    /// Draws one line of text centred on `center`, squeezed vertically by `verticalScale`
    /// (0...1): the rows of a picker wheel turning away. Uses the same cached line as
    /// ``drawText(_:font:color:at:)``, so a turning wheel rasterises nothing new.
    package func drawText(_ text: String, font: Font, color: Color, centeredAt center: Point, verticalScale: Float) {
        guard !text.isEmpty, color.a > 0, !isClippedOut, center.isFinite, verticalScale.isFinite, verticalScale > 0.01 else { return }
        guard let entry = cachedText(text, font: font) else { return }
        let p = pixelPoint(center)
        let w = Float(entry.width), h = Float(entry.height) * min(1, verticalScale)
        let dst = Rect(x: (p.x - w / 2).rounded(), y: p.y - h / 2, width: w, height: h)
        let source = Rect(x: Float(entry.x), y: Float(entry.y), width: Float(entry.width), height: Float(entry.height))
        drawTexture(entry.texture, source: source, destinationPixels: dst, tint: color)
        if let colour = entry.colorTexture {
            drawTexture(colour, source: Rect(x: 0, y: 0, width: w, height: Float(entry.height)),
                        destinationPixels: dst, tint: Color(r: 255, g: 255, b: 255, a: color.a))
        }
    }
}
