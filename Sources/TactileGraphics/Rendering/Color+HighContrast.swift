/// Increase Contrast (``Accessibility/isDarkerSystemColorsEnabled``): the renderer draws each
/// system and semantic colour (``Color/systemBlue``, ``Color/secondaryLabel`` …, matched by
/// value after light/dark resolution, so themes naming them follow) in its high-contrast
/// variant: iOS's "Increase Contrast" system colours, and the grey text colours made
/// opaque enough to pass WCAG AA (4.5:1) on the system backgrounds. White on the
/// high-contrast blue is 7.6:1 (on the default blue, 4.0:1).
extension Color {
    /// This (resolved, static) colour as drawn now: its high-contrast variant while Increase
    /// Contrast is on.
    @MainActor
    package var contrastAdjusted: Color {
        guard DrawingSettings.increaseContrast else { return self }
        return HighContrastColors.table[HighContrastColors.key(self)] ?? self
    }

    /// The high-contrast variant of a system colour (both appearances); the colour itself
    /// when it has none.
    public var highContrastVariant: Color {
        combineAppearancesForContrast()
    }

    private func combineAppearancesForContrast() -> Color {
        let l = HighContrastColors.table[HighContrastColors.key(lightAppearance)] ?? lightAppearance
        let d = HighContrastColors.table[HighContrastColors.key(darkAppearance)] ?? darkAppearance
        return isDynamic ? Color(light: l, dark: d) : l
    }
}

/// Normal appearance (packed RGBA) → high-contrast appearance.
enum HighContrastColors {
    static func key(_ c: Color) -> UInt32 { UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a) }

    private static func rgb(_ v: UInt32, _ alpha: Float = 1) -> Color {
        Color(r: UInt8(v >> 16 & 0xFF), g: UInt8(v >> 8 & 0xFF), b: UInt8(v & 0xFF)).withAlphaComponent(alpha)
    }

    /// Each system colour with its high-contrast light and dark appearances.
    static let variants: [(Color, light: Color, dark: Color)] = [
        (.systemBlue, rgb(0x0040DD), rgb(0x409CFF)), (.link, rgb(0x0040DD), rgb(0x409CFF)),
        (.systemRed, rgb(0xD70015), rgb(0xFF6961)), (.systemOrange, rgb(0xC93400), rgb(0xFFB340)),
        (.systemYellow, rgb(0xB25000), rgb(0xFFD426)), (.systemGreen, rgb(0x248A3D), rgb(0x30DB5B)),
        (.systemMint, rgb(0x0C817B), rgb(0x66F0E8)), (.systemTeal, rgb(0x008299), rgb(0x5DE6FF)),
        (.systemCyan, rgb(0x0071A4), rgb(0x70D7FF)), (.systemIndigo, rgb(0x3634A3), rgb(0x7D7AFF)),
        (.systemPurple, rgb(0x8944AB), rgb(0xDA8FFF)), (.systemPink, rgb(0xD30F45), rgb(0xFF6482)),
        (.systemBrown, rgb(0x7F6545), rgb(0xB59469)), (.systemGray, rgb(0x6C6C70), rgb(0xAEAEB2)),
        (.secondaryLabel, rgb(0x3C3C43, 0.8), rgb(0xEBEBF5, 0.8)),
        (.tertiaryLabel, rgb(0x3C3C43, 0.7), rgb(0xEBEBF5, 0.7)),
        (.placeholderText, rgb(0x3C3C43, 0.7), rgb(0xEBEBF5, 0.7)),
        (.separator, rgb(0x3C3C43, 0.6), rgb(0x545458, 0.9)),
        (.opaqueSeparator, rgb(0x8E8E93), rgb(0x8E8E93)),
    ]

    static let table: [UInt32: Color] = {
        var t: [UInt32: Color] = [:]
        for (c, l, d) in variants {
            t[key(c.lightAppearance)] = l
            t[key(c.darkAppearance)] = d
        }
        t[key(rgb(0x0062CC))] = rgb(0x0040DD)   // the default theme's accent (AA already) → iOS's high-contrast blue
        return t
    }()
}
