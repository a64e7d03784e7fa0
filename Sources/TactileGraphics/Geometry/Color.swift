/// An sRGB colour with straight (non-premultiplied) alpha, stored as four bytes.
///
/// Bytes rather than floats so that a colour read back from a rendered pixel compares
/// exactly with the colour that was drawn.
///
/// A colour can be *dynamic*, as UIKit's system colours are: it has a light and a dark
/// appearance (``init(light:dark:)``, ``systemRed``, ``label`` …), and views draw the one
/// their ``TraitCollection/userInterfaceStyle`` asks for. The components ``r``, ``g``, ``b``
/// and ``a`` are the light appearance; ``resolvedColor(with:)`` gives either. See
/// <doc:Appearance>.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255 (a dynamic colour's light appearance).
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha (opacity), 0 transparent ... 255 opaque.
    public var a: UInt8
    /// The dark appearance as `0xRRGGBBAA` when ``isDynamic``; 0 otherwise (so static
    /// colours compare by their four bytes alone).
    var darkRGBA: UInt32 = 0
    /// Whether the colour has a separate dark appearance.
    public internal(set) var isDynamic: Bool = false

    /// Creates a colour from bytes.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates a colour from components in 0...1, as `UIColor(red:green:blue:alpha:)`.
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        func byte(_ v: Float) -> UInt8 { v.isFinite ? UInt8((min(1, max(0, v)) * 255).rounded()) : 0 }
        self.init(r: byte(red), g: byte(green), b: byte(blue), a: byte(alpha))
    }

    /// Creates a grey.
    public init(white: Float, alpha: Float = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from `0xRRGGBB` (opaque) or, with `hasAlpha`, `0xRRGGBBAA`.
    public init(hex: UInt32, hasAlpha: Bool = false) {
        if hasAlpha {
            self.init(r: UInt8(hex >> 24 & 0xFF), g: UInt8(hex >> 16 & 0xFF), b: UInt8(hex >> 8 & 0xFF), a: UInt8(hex & 0xFF))
        } else {
            self.init(r: UInt8(hex >> 16 & 0xFF), g: UInt8(hex >> 8 & 0xFF), b: UInt8(hex & 0xFF))
        }
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), a named colour
    /// such as `"red"` or `"systemBackground"` (any case), or `"LIGHT|DARK"` (two of those,
    /// a dynamic colour); `nil` when the text is none of these.
    public init?(_ text: String) {
        if let bar = text.firstIndex(of: "|") {
            guard let light = Color(String(text[..<bar])), let dark = Color(String(text[text.index(after: bar)...])),
                  !light.isDynamic, !dark.isDynamic else { return nil }
            self.init(light: light, dark: dark)
            return
        }
        var s = Substring(text.trimmingSpaces.lowercased())
        if let named = Color.named[String(s)] { self = named; return }
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit), let value = UInt32(s, radix: 16) else { return nil }
        switch s.count {
        case 3:
            let r = UInt8(value >> 8 & 0xF), g = UInt8(value >> 4 & 0xF), b = UInt8(value & 0xF)
            self.init(r: r * 17, g: g * 17, b: b * 17)
        case 6: self.init(hex: value)
        case 8: self.init(hex: value, hasAlpha: true)
        default: return nil
        }
    }

    /// The same colour with another alpha in 0...1.
    /// A dynamic colour keeps both appearances, each with the new alpha.
    public func withAlphaComponent(_ alpha: Float) -> Color {
        let byte = Color(red: 0, green: 0, blue: 0, alpha: alpha).a
        return mapAppearances { var c = $0; c.a = byte; return c }
    }

    /// The colour darkened towards black by `amount` in 0...1 (alpha kept; both
    /// appearances of a dynamic colour).
    public func darkened(by amount: Float) -> Color {
        let k = 1 - (amount.isFinite ? min(1, max(0, amount)) : 0)
        return mapAppearances { c in Color(r: UInt8(Float(c.r) * k), g: UInt8(Float(c.g) * k), b: UInt8(Float(c.b) * k), a: c.a) }
    }

    /// The colour lightened towards white by `amount` in 0...1 (alpha kept; both
    /// appearances of a dynamic colour).
    public func lightened(by amount: Float) -> Color {
        let k = amount.isFinite ? min(1, max(0, amount)) : 0
        func up(_ v: UInt8) -> UInt8 { UInt8(Float(v) + (255 - Float(v)) * k) }
        return mapAppearances { c in Color(r: up(c.r), g: up(c.g), b: up(c.b), a: c.a) }
    }

    /// `#RRGGBBAA` (a dynamic colour's light appearance).
    public var hexString: String {
        let v = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
        let s = String(v, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - s.count) + s
    }

    /// `#RRGGBBAA`, or `#LIGHT|#DARK` for a dynamic colour (the form `Color("…")` reads).
    public var description: String {
        isDynamic ? hexString + "|" + darkAppearance.hexString : hexString
    }

    /// Clear (transparent black).
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    /// Black (#000000).
    public static let black = Color(r: 0, g: 0, b: 0)
    /// White (#FFFFFF).
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Grey (#808080).
    public static let gray = Color(r: 128, g: 128, b: 128)
    /// Light grey (#AAAAAA).
    public static let lightGray = Color(r: 170, g: 170, b: 170)
    /// Dark grey (#555555).
    public static let darkGray = Color(r: 85, g: 85, b: 85)
    /// Red (#FF0000).
    public static let red = Color(r: 255, g: 0, b: 0)
    /// Green (#00FF00).
    public static let green = Color(r: 0, g: 255, b: 0)
    /// Blue (#0000FF).
    public static let blue = Color(r: 0, g: 0, b: 255)
    /// Yellow (#FFFF00).
    public static let yellow = Color(r: 255, g: 255, b: 0)
    /// Orange (#FF8000).
    public static let orange = Color(r: 255, g: 128, b: 0)
    /// Purple (#800080).
    public static let purple = Color(r: 128, g: 0, b: 128)
    /// Cyan (#00FFFF).
    public static let cyan = Color(r: 0, g: 255, b: 255)
    /// Magenta (#FF00FF).
    public static let magenta = Color(r: 255, g: 0, b: 255)
    /// Brown (#996633).
    public static let brown = Color(r: 153, g: 102, b: 51)
    /// The names `Color("…")` and theme files accept.
    public static let named: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white, "gray": .gray, "grey": .gray,
        "lightgray": .lightGray, "darkgray": .darkGray, "red": .red, "green": .green,
        "blue": .blue, "yellow": .yellow, "orange": .orange, "purple": .purple, "cyan": .cyan,
        "magenta": .magenta, "brown": .brown,
    ].merging(Color.systemNamed) { a, _ in a }
}

extension String {
    package var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
