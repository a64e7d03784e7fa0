/// An sRGB colour with straight (non-premultiplied) alpha, stored as four bytes.
///
/// Bytes rather than floats so that a colour read back from a rendered pixel compares
/// exactly with the colour that was drawn.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha (opacity), 0 transparent ... 255 opaque.
    public var a: UInt8

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

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or a named colour
    /// such as `"red"`; `nil` when the text is neither.
    public init?(_ text: String) {
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
    public func withAlphaComponent(_ alpha: Float) -> Color {
        var c = self
        c.a = Color(red: 0, green: 0, blue: 0, alpha: alpha).a
        return c
    }

    /// The colour darkened towards black by `amount` in 0...1 (alpha kept).
    public func darkened(by amount: Float) -> Color {
        let k = 1 - min(1, max(0, amount))
        return Color(r: UInt8(Float(r) * k), g: UInt8(Float(g) * k), b: UInt8(Float(b) * k), a: a)
    }

    /// The colour lightened towards white by `amount` in 0...1 (alpha kept).
    public func lightened(by amount: Float) -> Color {
        let k = min(1, max(0, amount))
        func up(_ v: UInt8) -> UInt8 { UInt8(Float(v) + (255 - Float(v)) * k) }
        return Color(r: up(r), g: up(g), b: up(b), a: a)
    }

    /// `#RRGGBBAA`.
    public var hexString: String {
        let v = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
        let s = String(v, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - s.count) + s
    }

    public var description: String { hexString }

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
    /// A blue close to UIKit's default tint.
    public static let systemBlue = Color(r: 0, g: 122, b: 255)

    /// The names `Color("…")` and theme files accept.
    public static let named: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white, "gray": .gray, "grey": .gray,
        "lightgray": .lightGray, "darkgray": .darkGray, "red": .red, "green": .green,
        "blue": .blue, "yellow": .yellow, "orange": .orange, "purple": .purple, "cyan": .cyan,
        "magenta": .magenta, "brown": .brown, "systemblue": .systemBlue,
    ]
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
