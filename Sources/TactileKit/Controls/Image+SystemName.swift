extension SystemSymbols {
    /// The 22-point image (alpha only) of `shapes`.
    static func bitmap(_ shapes: [Shape]) -> Bitmap {
        let n = 22
        var bitmap = Bitmap(width: n, height: n)
        for py in 0..<n {
            for px in 0..<n {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let x = (Float(px) + (Float(sx) + 0.5) / 4) * 2, y = (Float(py) + (Float(sy) + 0.5) / 4) * 2
                        if shapes.contains(where: { $0(x, y) }) { hits += 1 }
                    }
                }
                if hits > 0 { bitmap.setPixel(x: px, y: py, to: Color(r: 255, g: 255, b: 255, a: UInt8(hits * 255 / 16))) }
            }
        }
        return bitmap
    }
}

extension Image {
    /// A drawn stand-in for an SF Symbol, as `UIImage(systemName:)`: a 22-point template
    /// image (it takes the tint of the view showing it). Tactile draws a small set of the
    /// symbols apps use most (``systemSymbolNames``: plus, xmark, trash, heart, star, bell,
    /// moon, gear, person, doc.on.doc, chevrons, …, each with `.fill` where SF has one);
    /// another name gives `nil` and a diagnostic, as UIKit gives `nil` for an unknown name.
    public convenience init?(systemName: String) {
        guard systemName.count < 200, let shapes = SystemSymbols.shapes(systemName) else {
            Diagnostics.report("Image(systemName: \"\(systemName.prefix(60))\"): not among Tactile's drawn symbols; nil")
            return nil
        }
        self.init(bitmap: SystemSymbols.bitmap(shapes), name: "symbol-\(systemName)", renderingMode: .alwaysTemplate)
    }

    /// The names ``init(systemName:)`` draws.
    public static var systemSymbolNames: [String] { SystemSymbols.names }
}
