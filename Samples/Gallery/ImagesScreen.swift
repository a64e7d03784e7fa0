import Tactile

/// Images: the four content modes of one picture drawn in code, and a tinted template.
@MainActor
final class ImagesScreen: GalleryScreen {
    override init(frame: Rect) {
        super.init(frame: frame)
        let picture = Image(bitmap: GalleryArt.landscape(width: 160, height: 100), name: "landscape")
        let star = Image(bitmap: GalleryArt.star(size: 64), name: "star")
        let modes: [(String, ContentMode)] = [("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit),
                                              ("scaleAspectFill", .scaleAspectFill), ("center", .center)]
        let boxes: [View] = modes.map { name, mode in
            let iv = BoxImageView(image: picture)
            iv.contentMode = mode
            iv.styleName = "swatch"
            iv.clipsToBounds = true
            let box = StackView(arrangedSubviews: [iv, caption(name)], axis: .vertical, spacing: 4)
            box.alignment = .center
            return box
        }
        // One line of four in landscape, two by two in portrait.
        let grid = row([row(Array(boxes[0..<2])), row(Array(boxes[2..<4]))], adaptive: true)
        let tints = StackView(arrangedSubviews: [nil, Color("#E74C3C"), Color("#27AE60"), Color("#2980B9"), Color("#F39C12")].map { tint in
            let iv = ImageView(image: star)
            iv.tintColor = tint
            return iv
        } + [Spacer()], axis: .horizontal, spacing: 24)
        tints.alignment = .center
        stack.addArrangedSubview(caption("A 160x100 picture drawn into a Bitmap in code, in 4 content modes (boxes 150x110):"))
        stack.addArrangedSubview(grid)
        stack.addArrangedSubview(caption("A white template image, untinted and tinted:"))
        stack.addArrangedSubview(tints)
        stack.addArrangedSubview(Spacer())
    }
}

/// An image view with a fixed box size, whatever its image.
@MainActor
final class BoxImageView: ImageView {
    override var intrinsicContentSize: Size { Size(width: 150, height: 110) }
    override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }
}

/// Pictures drawn pixel by pixel, so the gallery needs no image files.
enum GalleryArt {
    /// A sky, a sun and hills.
    static func landscape(width: Int, height: Int) -> Bitmap {
        func sample(_ x: Float, _ y: Float) -> (Float, Float, Float) {
            let fy = y / Float(height)
            var c: (Float, Float, Float) = (90 + 100 * fy, 160 + 60 * fy, 235)
            let dx = x - Float(width) * 0.72, dy = y - Float(height) * 0.3
            if dx * dx + dy * dy < 14 * 14 { c = (255, 210, 60) }
            if y > Float(height) * 0.62 + 10 * sin(x / 17) { c = (70, 150, 70) }
            if y > Float(height) * 0.75 + 8 * sin(x / 11 + 1.3) { c = (40, 110, 50) }
            return c
        }
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var acc: (Float, Float, Float) = (0, 0, 0)
                for sy in 0..<3 { for sx in 0..<3 {
                    let c = sample(Float(x) + (Float(sx) + 0.5) / 3, Float(y) + (Float(sy) + 0.5) / 3)
                    acc = (acc.0 + c.0, acc.1 + c.1, acc.2 + c.2)
                } }
                let i = (y * width + x) * 4
                bytes[i] = UInt8(acc.0 / 9); bytes[i + 1] = UInt8(acc.1 / 9); bytes[i + 2] = UInt8(acc.2 / 9); bytes[i + 3] = 255
            }
        }
        return Bitmap(width: width, height: height, bytes: bytes) ?? Bitmap(width: width, height: height, fill: .gray)
    }

    /// A white five-pointed star on transparent pixels, anti-aliased by 4x4 supersampling.
    static func star(size: Int) -> Bitmap {
        var bytes = [UInt8](repeating: 0, count: size * size * 4)
        let c = Float(size) / 2, outer = Float(size) * 0.48, inner = outer * 0.45
        var pts: [(Float, Float)] = []
        for k in 0..<10 {
            let a = Float(k) * Float.pi / 5 - Float.pi / 2
            let r = k % 2 == 0 ? outer : inner
            pts.append((c + r * cos(a), c + r * sin(a)))
        }
        func inside(_ x: Float, _ y: Float) -> Bool {
            var odd = false
            var j = pts.count - 1
            for i in 0..<pts.count {
                let (xi, yi) = pts[i], (xj, yj) = pts[j]
                if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi { odd.toggle() }
                j = i
            }
            return odd
        }
        for y in 0..<size {
            for x in 0..<size {
                var n = 0
                for sy in 0..<4 { for sx in 0..<4 where inside(Float(x) + (Float(sx) + 0.5) / 4, Float(y) + (Float(sy) + 0.5) / 4) { n += 1 } }
                let i = (y * size + x) * 4
                bytes[i] = 255; bytes[i + 1] = 255; bytes[i + 2] = 255; bytes[i + 3] = UInt8(n * 255 / 16)
            }
        }
        return Bitmap(width: size, height: size, bytes: bytes) ?? Bitmap(width: size, height: size)
    }
}

#if canImport(Glibc)
import Glibc
#endif
