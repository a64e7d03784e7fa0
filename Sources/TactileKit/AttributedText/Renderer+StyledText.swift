extension Renderer {
    /// Draws attributed text laid out by ``StyledTextLayout`` in a box: each line aligned
    /// horizontally, the block placed vertically, each run in its font and colours on the
    /// line's baseline, with its background, underline and strikethrough. Runs without a
    /// colour use `color`. Only lines inside the clip are drawn; every piece goes through
    /// ``drawText(_:font:color:at:)`` (the text cache), so text at rest rasterises nothing.
    func drawStyledText(_ layout: StyledTextLayout, color: Color, in rect: Rect,
                        alignment: TextAlignment, verticalAlignment: VerticalAlignment) {
        guard rect.isFinite, !layout.lines.isEmpty else { return }
        let total = layout.size.height
        var y: Float
        switch verticalAlignment {
        case .top: y = rect.minY
        case .center: y = rect.minY + ((rect.height - total) / 2).rounded()
        case .bottom: y = rect.maxY - total
        }
        let clip = clipBounds
        for line in layout.lines {
            if y + line.height > clip.minY && y < clip.maxY {
                let x: Float
                switch alignment {
                case .left: x = rect.minX
                case .center: x = rect.minX + ((rect.width - line.width) / 2).rounded()
                case .right: x = rect.maxX - line.width
                }
                drawStyledLine(line, color: color, at: Point(x: x, y: y))
            }
            y += line.height + layout.lineSpacing
        }
    }

    func drawStyledLine(_ line: StyledLine, color: Color, at origin: Point) {
        let baseline = origin.y + line.ascent
        for f in line.fragments {
            guard let bg = f.attributes.backgroundColor else { continue }
            fill(Rect(x: origin.x + f.x, y: origin.y, width: f.width, height: line.height), color: bg)
        }
        for f in line.fragments {
            let a = f.attributes
            let fg = a.foregroundColor ?? color
            let x = origin.x + f.x
            let top = baseline - ascent(of: f.font)
            if a.kern == 0 {
                drawText(f.text, font: f.font, color: fg, at: Point(x: x, y: top))
            } else {
                // Kerned: each character at its own place (each is a cached texture).
                var cx = x
                for ch in f.text {
                    let s = String(ch)
                    drawText(s, font: f.font, color: fg, at: Point(x: cx, y: top))
                    cx += measureText(s, font: f.font).width + a.kern
                }
            }
            let stroke = max(1, (f.font.size / 14).rounded())
            if a.underline.isVisible {
                let t = a.underline.isThick ? stroke * 2 : stroke
                let uy = baseline + max(1, (f.font.size * 0.1).rounded())
                let c = a.underlineColor ?? fg
                fill(Rect(x: x, y: uy, width: f.width, height: t), color: c)
                if a.underline.isDouble { fill(Rect(x: x, y: uy + t * 2, width: f.width, height: t), color: c) }
            }
            if a.strikethrough.isVisible {
                let t = a.strikethrough.isThick ? stroke * 2 : stroke
                let sy = (baseline - f.font.size * 0.3).rounded()
                let c = a.strikethroughColor ?? fg
                fill(Rect(x: x, y: sy, width: f.width, height: t), color: c)
                if a.strikethrough.isDouble { fill(Rect(x: x, y: sy + t * 2, width: f.width, height: t), color: c) }
            }
        }
    }
}
