#if canImport(Glibc)
import Glibc
#endif

/// WCAG 2.1's contrast: relative luminance of sRGB colours and the ratio between two.
enum ContrastRatio {
    /// Relative luminance (0 black ... 1 white) of an opaque colour.
    static func luminance(_ c: Color) -> Double {
        func channel(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    /// (lighter + 0.05) / (darker + 0.05), 1...21.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` drawn with `alpha` (times its own) over the opaque `bottom`.
    static func blend(_ top: Color, alpha: Float, over bottom: Color) -> Color {
        let a = Float(top.a) / 255 * alpha
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Float(t) * a + Float(b) * (1 - a)).rounded()) }
        return Color(r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b))
    }

    /// The opaque colour behind `view`'s content: its own and its ancestors' backgrounds
    /// composed in each view's appearance (white beneath all, as the window's default).
    @MainActor
    static func background(of view: View) -> Color {
        // A bordered text field draws its own white field.
        if let f = view as? TextField, f.borderStyle != .none { return .white }
        var chain: [(Color, Float)] = []
        var v: View? = view
        while let c = v {
            if let bg = c.backgroundColor, bg.a > 0 {
                chain.append((bg.resolved(dark: c.effectiveUserInterfaceStyle == .dark).contrastAdjusted, c.alpha))
                if bg.a == 255 && c.alpha >= 1 { break }
            }
            v = c.superview
        }
        var out = Color.white
        for (bg, alpha) in chain.reversed() { out = blend(bg, alpha: alpha, over: out) }
        return out
    }

    /// WCAG's large text: 18 pt (24 px) or 14 pt (18.67 px) bold.
    @MainActor
    static func isLarge(_ font: Font) -> Bool {
        let bold = font.source == .embeddedDefaultBold || (Accessibility.isBoldTextEnabled && font.source == .embeddedDefault)
        return font.size >= 24 || (bold && font.size >= 18.5)
    }
}
