extension Color {
    /// A dynamic colour: `light` in a light interface, `dark` in a dark one, as a
    /// `UIColor(dynamicProvider:)` that looks only at the interface style (the trait-based
    /// API is in Styling/Color+Traits.swift: the colour itself knows no traits).
    /// Dynamic parts of `light` or `dark` are resolved for their own appearance.
    public init(light: Color, dark: Color) {
        let l = light.lightAppearance, d = dark.darkAppearance
        self.init(r: l.r, g: l.g, b: l.b, a: l.a)
        if d != l {
            darkRGBA = UInt32(d.r) << 24 | UInt32(d.g) << 16 | UInt32(d.b) << 8 | UInt32(d.a)
            isDynamic = true
        }
    }

    /// The light appearance, a static colour.
    public var lightAppearance: Color { Color(r: r, g: g, b: b, a: a) }

    /// The dark appearance, a static colour (the colour itself when it is static).
    public var darkAppearance: Color {
        guard isDynamic else { return self }
        let v = darkRGBA
        return Color(r: UInt8(v >> 24 & 0xFF), g: UInt8(v >> 16 & 0xFF), b: UInt8(v >> 8 & 0xFF), a: UInt8(v & 0xFF))
    }

    /// The static colour for a dark (`true`) or light appearance: what the renderer draws.
    @inline(__always)
    package func resolved(dark: Bool) -> Color {
        isDynamic ? (dark ? darkAppearance : lightAppearance) : self
    }

    /// `transform` applied to each appearance (once for a static colour).
    package func mapAppearances(_ transform: (Color) -> Color) -> Color {
        guard isDynamic else { return transform(self) }
        return Color(light: transform(lightAppearance), dark: transform(darkAppearance))
    }

    /// `transform` applied to each appearance of this colour and `other`, pairwise (for
    /// blending two colours that may be dynamic).
    package func combineAppearances(with other: Color, _ transform: (Color, Color) -> Color) -> Color {
        guard isDynamic || other.isDynamic else { return transform(self, other) }
        return Color(light: transform(lightAppearance, other.lightAppearance),
                     dark: transform(darkAppearance, other.darkAppearance))
    }
}
