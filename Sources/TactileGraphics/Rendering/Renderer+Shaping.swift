internal import CSDL2

extension Renderer {
    /// The shaped advance of one line of `text` in points, with sub-pixel precision: where
    /// text drawn after it starts when the two are shaped as one line. ``measureText(_:font:)``
    /// gives whole pixels (the ink box SDL_ttf draws); summing those for the pieces of a long
    /// line lets the rounding add up, summing these does not.
    package func advanceWidth(_ text: String, font: Font) -> Float {
        fonts.advance(text, key: fonts.key(for: font, scale: pixelScale)) / pixelScale
    }
}

extension FontLibrary {
    /// The shaped advance of `text` in pixels, with sub-pixel precision: measured on the same
    /// face opened at a multiple of the size (SDL_ttf places glyphs at fractional positions
    /// that scale with the size under light hinting) and divided back. Text with fallback
    /// runs is composed at whole pixels, so its drawn width is exact already; a face with
    /// fixed bitmap sizes is measured in whole pixels too.
    func advance(_ text: String, key: Key) -> Float {
        let cacheKey = AdvanceKey(font: key, text: text)
        if let known = advances[cacheKey] { return known }
        var result: Float
        if !text.isEmpty, key.pixelSize > 0, let big = preciseHandle(key), glyphRuns(text, primary: key) == nil {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(big.font, text, &w, &h)
            result = Float(w) / Float(big.multiple)
        } else {
            result = Float(measure(text, key: key).width)
        }
        // Bounded: the runs of the lines being edited, not every string ever measured.
        if advances.count >= 4096 { advances.removeAll(keepingCapacity: true) }
        advances[cacheKey] = result
        return result
    }

    /// The face `key` names opened at a multiple of its size, when that face scales (an
    /// outline font: its big line height is the multiple of its small one); cached per key.
    private func preciseHandle(_ key: Key) -> (font: OpaquePointer, multiple: Int32)? {
        let multiple = max(1, min(32, 512 / key.pixelSize))
        guard multiple > 1 else { return nil }
        let bigKey = Key(source: key.source, pixelSize: key.pixelSize * multiple)
        if let known = scalesLinearly[key], !known { return nil }
        guard let small = handle(key), let big = handle(bigKey) else { return nil }
        if scalesLinearly[key] == nil {
            let expected = Float(TTF_FontHeight(small) * multiple), got = Float(TTF_FontHeight(big))
            scalesLinearly[key] = abs(got - expected) <= Float(multiple) * 2
            if scalesLinearly[key] != true { return nil }
        }
        return (big, multiple)
    }
}

/// A run whose sub-pixel advance ``FontLibrary`` remembers.
struct AdvanceKey: Hashable {
    var font: FontLibrary.Key
    var text: String
}
