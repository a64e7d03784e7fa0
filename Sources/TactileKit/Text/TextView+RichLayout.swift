/// Line geometry and drawing of a ``TextView``: one font and line height for plain text;
/// for attributed text each line as tall as its tallest font or attachment, on one baseline,
/// placed by its paragraph's alignment (worked out again after an edit, over the whole text).
extension TextView {
    /// Line `li`'s top from the text's top.
    func lineTop(_ li: Int) -> Float {
        guard rich != nil else { return Float(li) * lineHeight }
        let t = richTops()
        return t[min(max(0, li), t.count - 1)]
    }

    /// Line `li`'s height.
    func heightOfLine(_ li: Int) -> Float {
        guard rich != nil else { return lineHeight }
        let t = richTops()
        guard li >= 0, li + 1 < t.count else { return lineHeight }
        return t[li + 1] - t[li]
    }

    /// The text's height (all lines).
    var textHeight: Float {
        ensureLines()
        guard rich != nil else { return Float(lines.count) * lineHeight }
        return richTops().last ?? 0
    }

    /// The line at `y` points below the text's top (-1 above it, `lines.count` below it; NaN: 0).
    func lineIndex(atTextY y: Float) -> Int {
        guard rich != nil else { return TextView.lineNumber(y / lineHeight) }
        guard y.isFinite else { return 0 }
        let t = richTops()
        if y < 0 { return -1 }
        var lo = 0, hi = t.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if t[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Line `li`'s start from the left inset (its paragraph's alignment; 0 for plain text).
    func lineX(_ li: Int) -> Float {
        guard rich != nil else { return 0 }
        _ = richTops()
        guard let xs = rich?.xs, xs.indices.contains(li) else { return 0 }
        return xs[li]
    }

    /// The width of clusters, each run in its font and kern, attachments at their size.
    func richWidth(_ run: ArraySlice<Character>) -> Float {
        guard let r = rich, !run.isEmpty else { return 0 }
        let m = measurer
        var w: Float = 0
        r.store.forEachRun(in: run.startIndex..<run.endIndex) { span, a in
            if let att = a.attachment {
                w += att.displaySize.width * Float(span.count)
            } else {
                w += m.width(String(run[span]), font: a.font ?? font) + a.kern * Float(span.count)
            }
        }
        return w.isFinite ? max(0, w) : 0
    }

    /// The lines' tops (computed when stale), with their baselines and alignment offsets.
    private func richTops() -> [Float] {
        ensureLines()
        if let t = rich?.tops, !t.isEmpty { return t }
        guard let r = rich else { return [0] }
        let styled = measurer.styled
        let chars = buffer.characters
        var tops: [Float] = [0], ascents: [Float] = [], xs: [Float] = []
        tops.reserveCapacity(lines.count + 1)
        var y: Float = 0
        for l in lines {
            var ascent: Float = 0, descent: Float = 0
            func add(_ a: TextRunAttributes) {
                if let att = a.attachment {
                    let s = att.displaySize
                    ascent = max(ascent, s.height + att.bounds.minY)
                    descent = max(descent, -att.bounds.minY)
                } else {
                    let f = a.font ?? font
                    let asc = styled.clean(styled.ascent(f))
                    ascent = max(ascent, asc)
                    descent = max(descent, styled.clean(styled.lineHeight(f)) - asc)
                }
            }
            if l.end > l.start {
                var i = l.start
                while i < l.end {
                    let idx = r.store.index(at: i)
                    add(r.store.attributes(at: i))
                    i += 1
                    while i < l.end && r.store.index(at: i) == idx { i += 1 }
                }
            } else {
                add(l.start < chars.count ? r.store.attributes(at: l.start) : (chars.isEmpty ? r.typing : r.store.attributes(at: chars.count - 1)))
            }
            let h = max(1, (ascent + descent).rounded(.up))
            ascents.append(ascent.rounded())
            var x: Float = 0
            let alignment = r.store.attributes(at: min(l.start, max(0, chars.count - 1))).paragraph?.alignment ?? .left
            if alignment != .left, l.end > l.start {
                var e = l.end
                while e > l.start && chars[e - 1] == " " { e -= 1 }
                let free = max(0, wrapWidth - richWidth(chars[l.start..<e]))
                x = alignment == .center ? (free / 2).rounded() : free
            }
            xs.append(x)
            y += h
            tops.append(y)
        }
        rich?.tops = tops
        rich?.ascents = ascents
        rich?.xs = xs
        return tops
    }

    /// Draws line `li` of attributed text with its top-left at `origin`: the runs as
    /// ``Label`` draws them, attachments' images on the baseline.
    func drawRichLine(_ li: Int, at origin: Point, in renderer: Renderer) {
        guard let r = rich, lines.indices.contains(li) else { return }
        _ = richTops()
        let l = lines[li]
        let chars = buffer.characters
        var line = StyledLine()
        line.ascent = rich?.ascents.indices.contains(li) == true ? rich?.ascents[li] ?? 0 : 0
        line.height = heightOfLine(li)
        var attachments: [(TextAttachment, Float)] = []
        var x: Float = 0
        r.store.forEachRun(in: l.start..<max(l.start, l.end)) { span, a in
            let w = richWidth(chars[span])
            if let att = a.attachment {
                let each = att.displaySize.width
                for k in 0..<span.count { attachments.append((att, x + Float(k) * each)) }
            } else {
                line.fragments.append(StyledLine.Fragment(text: String(chars[span]), attributes: a, font: a.font ?? font, x: x, width: w))
            }
            x += w
        }
        line.width = x
        renderer.drawStyledLine(line, color: textColor, at: origin)
        let baseline = origin.y + line.ascent
        for (att, ax) in attachments {
            let s = att.displaySize
            guard s.width > 0, s.height > 0 else { continue }
            let rect = Rect(x: origin.x + ax, y: baseline - s.height - att.bounds.minY, width: s.width, height: s.height)
            if let image = att.image { renderer.draw(image, in: rect) }
        }
    }
}
