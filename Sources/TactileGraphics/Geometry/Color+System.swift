// UIKit's system and semantic colours (iOS 15+ values, sRGB), light | dark.
extension Color {
    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: Float = 1) -> Color {
        Color(r: r, g: g, b: b).withAlphaComponent(alpha)
    }
    private static func pair(_ l: Color, _ d: Color) -> Color { Color(light: l, dark: d) }

    /// UIKit's `systemRed`: #FF3B30 | #FF453A.
    public static let systemRed = pair(rgb(255, 59, 48), rgb(255, 69, 58))
    /// UIKit's `systemOrange`: #FF9500 | #FF9F0A.
    public static let systemOrange = pair(rgb(255, 149, 0), rgb(255, 159, 10))
    /// UIKit's `systemYellow`: #FFCC00 | #FFD60A.
    public static let systemYellow = pair(rgb(255, 204, 0), rgb(255, 214, 10))
    /// UIKit's `systemGreen`: #34C759 | #30D158.
    public static let systemGreen = pair(rgb(52, 199, 89), rgb(48, 209, 88))
    /// UIKit's `systemMint`: #00C7BE | #66D4CF.
    public static let systemMint = pair(rgb(0, 199, 190), rgb(102, 212, 207))
    /// UIKit's `systemTeal`: #30B0C7 | #40C8E0.
    public static let systemTeal = pair(rgb(48, 176, 199), rgb(64, 200, 224))
    /// UIKit's `systemCyan`: #32ADE6 | #64D2FF.
    public static let systemCyan = pair(rgb(50, 173, 230), rgb(100, 210, 255))
    /// UIKit's `systemBlue` (the default tint): #007AFF | #0A84FF.
    public static let systemBlue = pair(rgb(0, 122, 255), rgb(10, 132, 255))
    /// UIKit's `systemIndigo`: #5856D6 | #5E5CE6.
    public static let systemIndigo = pair(rgb(88, 86, 214), rgb(94, 92, 230))
    /// UIKit's `systemPurple`: #AF52DE | #BF5AF2.
    public static let systemPurple = pair(rgb(175, 82, 222), rgb(191, 90, 242))
    /// UIKit's `systemPink`: #FF2D55 | #FF375F.
    public static let systemPink = pair(rgb(255, 45, 85), rgb(255, 55, 95))
    /// UIKit's `systemBrown`: #A2845E | #AC8E68.
    public static let systemBrown = pair(rgb(162, 132, 94), rgb(172, 142, 104))

    /// UIKit's `systemGray`: #8E8E93 in both appearances.
    public static let systemGray = rgb(142, 142, 147)
    /// UIKit's `systemGray2`: #AEAEB2 | #636366.
    public static let systemGray2 = pair(rgb(174, 174, 178), rgb(99, 99, 102))
    /// UIKit's `systemGray3`: #C7C7CC | #48484A.
    public static let systemGray3 = pair(rgb(199, 199, 204), rgb(72, 72, 74))
    /// UIKit's `systemGray4`: #D1D1D6 | #3A3A3C.
    public static let systemGray4 = pair(rgb(209, 209, 214), rgb(58, 58, 60))
    /// UIKit's `systemGray5`: #E5E5EA | #2C2C2E.
    public static let systemGray5 = pair(rgb(229, 229, 234), rgb(44, 44, 46))
    /// UIKit's `systemGray6`: #F2F2F7 | #1C1C1E.
    public static let systemGray6 = pair(rgb(242, 242, 247), rgb(28, 28, 30))

    /// UIKit's `label`: black | white.
    public static let label = pair(.black, .white)
    /// UIKit's `secondaryLabel`: #3C3C43 at 60 % | #EBEBF5 at 60 %.
    public static let secondaryLabel = pair(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// UIKit's `tertiaryLabel`: #3C3C43 at 30 % | #EBEBF5 at 30 %.
    public static let tertiaryLabel = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// UIKit's `quaternaryLabel`: #3C3C43 at 18 % | #EBEBF5 at 16 %.
    public static let quaternaryLabel = pair(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// UIKit's `placeholderText`: #3C3C43 at 30 % | #EBEBF5 at 30 %.
    public static let placeholderText = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// UIKit's `link`: #007AFF | #0984FF.
    public static let link = pair(rgb(0, 122, 255), rgb(9, 132, 255))
    /// UIKit's `separator`: #3C3C43 at 29 % | #545458 at 60 %.
    public static let separator = pair(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// UIKit's `opaqueSeparator`: #C6C6C8 | #38383A.
    public static let opaqueSeparator = pair(rgb(198, 198, 200), rgb(56, 56, 58))
    /// UIKit's `systemFill`: #787880 at 20 % | at 36 %.
    public static let systemFill = pair(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    /// UIKit's `secondarySystemFill`: #787880 at 16 % | at 32 %.
    public static let secondarySystemFill = pair(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    /// UIKit's `tertiarySystemFill`: #767680 at 12 % | at 24 %.
    public static let tertiarySystemFill = pair(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))

    /// UIKit's `systemBackground`: white | black.
    public static let systemBackground = pair(.white, .black)
    /// UIKit's `secondarySystemBackground`: #F2F2F7 | #1C1C1E.
    public static let secondarySystemBackground = pair(rgb(242, 242, 247), rgb(28, 28, 30))
    /// UIKit's `tertiarySystemBackground`: white | #2C2C2E.
    public static let tertiarySystemBackground = pair(.white, rgb(44, 44, 46))
    /// UIKit's `systemGroupedBackground`: #F2F2F7 | black.
    public static let systemGroupedBackground = pair(rgb(242, 242, 247), .black)
    /// UIKit's `secondarySystemGroupedBackground`: white | #1C1C1E.
    public static let secondarySystemGroupedBackground = pair(.white, rgb(28, 28, 30))
    /// UIKit's `tertiarySystemGroupedBackground`: #F2F2F7 | #2C2C2E.
    public static let tertiarySystemGroupedBackground = pair(rgb(242, 242, 247), rgb(44, 44, 46))
    /// UIKit's default `tintColor`: ``systemBlue``.
    public static let tintColor = systemBlue
    /// UIKit's `lightText`: white at 60 % (static).
    public static let lightText = rgb(255, 255, 255, 0.6)
    /// UIKit's `darkText`: black (static).
    public static let darkText = Color.black

    /// The system colours by lower-cased name, for `Color("systemRed")` and themes.
    static let systemNamed: [String: Color] = [
        "systemred": systemRed, "systemorange": systemOrange, "systemyellow": systemYellow,
        "systemgreen": systemGreen, "systemmint": systemMint, "systemteal": systemTeal,
        "systemcyan": systemCyan, "systemblue": systemBlue, "systemindigo": systemIndigo,
        "systempurple": systemPurple, "systempink": systemPink, "systembrown": systemBrown,
        "systemgray": systemGray, "systemgray2": systemGray2, "systemgray3": systemGray3,
        "systemgray4": systemGray4, "systemgray5": systemGray5, "systemgray6": systemGray6,
        "label": label, "secondarylabel": secondaryLabel, "tertiarylabel": tertiaryLabel,
        "quaternarylabel": quaternaryLabel, "placeholdertext": placeholderText, "link": link,
        "separator": separator, "opaqueseparator": opaqueSeparator, "systemfill": systemFill,
        "secondarysystemfill": secondarySystemFill, "tertiarysystemfill": tertiarySystemFill,
        "systembackground": systemBackground, "secondarysystembackground": secondarySystemBackground,
        "tertiarysystembackground": tertiarySystemBackground, "systemgroupedbackground": systemGroupedBackground,
        "secondarysystemgroupedbackground": secondarySystemGroupedBackground,
        "tertiarysystemgroupedbackground": tertiarySystemGroupedBackground, "tintcolor": tintColor,
        "lighttext": lightText, "darktext": darkText,
    ]
}
