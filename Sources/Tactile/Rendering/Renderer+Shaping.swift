internal import CSDL2

extension Renderer {
    /// The shaped advance of one line of `text` in points, with sub-pixel precision: where
    /// text drawn after it starts when the two are shaped as one line. ``measureText(_:font:)``
    /// gives whole pixels (the ink box SDL_ttf draws); summing those for the pieces of a long
    /// line lets the rounding add up, summing these does not.
    func advanceWidth(_ text: String, font: Font) -> Float {
        fonts.advance(text, key: fonts.key(for: font, scale: pixelScale)) / pixelScale
    }
}

extension FontLibrary {
    /// The shaped advance of `text` in pixels, with sub-pixel precision: measured on the same
    /// face opened at a multiple of the size (SDL_ttf places glyphs at fractional positions
    /// that scale with the size under light hinting) and divided back. Text with fallback
    /// runs is composed at whole pixels, so its drawn width is exact already.
    func advance(_ text: String, key: Key) -> Float {
        let plain = Float(measure(text, key: key).width)
        guard !text.isEmpty, key.pixelSize > 0, glyphRuns(text, primary: key) == nil else { return plain }
        let multiple = max(1, min(32, 512 / key.pixelSize))
        guard multiple > 1, let big = handle(Key(source: key.source, pixelSize: key.pixelSize * multiple)) else { return plain }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(big, text, &w, &h)
        let precise = Float(w) / Float(multiple)
        // A face whose big size is not a scaled copy (a bitmap font) falls back to whole pixels.
        return abs(precise - plain) <= 2 ? precise : plain
    }
}
