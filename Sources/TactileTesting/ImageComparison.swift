import Tactile

/// The result of comparing a snapshot with its reference under an ``ImageTolerance``:
/// which pixels changed, by how much, and whether that is too much.
public struct ImageComparison: Sendable {
    /// The reference's size in pixels.
    public let referenceSize: (width: Int, height: Int)
    /// The snapshot's size in pixels.
    public let actualSize: (width: Int, height: Int)
    /// The tolerance applied.
    public let tolerance: ImageTolerance
    /// Pixels whose colour moved by more than the tolerance's ΔE (all pixels when the sizes differ).
    public let changedPixels: Int
    /// Pixels that differ at all, including those within the per-pixel threshold.
    public let differentPixels: Int
    /// The largest ΔE of any pixel.
    public let largestDeltaE: Float
    /// The smallest rectangle (pixels) holding every changed pixel; `nil` when none changed.
    public let changedBounds: Rect?
    /// The top-left pixel of a solid block of changed pixels (see ``ImageTolerance/solidBlock``).
    public let solidBlockAt: Point?
    /// Per pixel of the larger size: 0 same, 1 within the threshold, 2 changed.
    let marks: [UInt8]
    let width: Int
    let height: Int
    let background: Bitmap

    /// The number of pixels compared (the larger of the two sizes).
    public var totalPixels: Int { width * height }
    /// Whether the sizes match.
    public var sameSize: Bool { referenceSize == actualSize }
    /// The number of changed pixels the tolerance allows.
    public var allowedChangedPixels: Int {
        // Through the decimal text, so that 0.99 allows exactly 1 % (Float's 0.99 is 0.98999…).
        let precision = Double(tolerance.precision.description) ?? Double(tolerance.precision)
        return Int(((1 - precision) * Double(totalPixels) + 1e-9).rounded(.down))
    }
    /// Whether the snapshot matches the reference.
    public var matches: Bool { sameSize && changedPixels <= allowedChangedPixels && solidBlockAt == nil }

    /// Compares `actual` with `reference`.
    public init(reference: Bitmap, actual: Bitmap, tolerance: ImageTolerance = .default) {
        self.tolerance = tolerance
        referenceSize = (reference.width, reference.height)
        actualSize = (actual.width, actual.height)
        let w = max(reference.width, actual.width), h = max(reference.height, actual.height)
        width = w
        height = h
        background = actual.width == w && actual.height == h ? actual : reference
        var marks = [UInt8](repeating: 0, count: w * h)
        var changed = 0, different = 0
        var largest: Float = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let limit = tolerance.maximumDeltaE
        let same = reference.width == actual.width && reference.height == actual.height
        if !(same && reference.bytes == actual.bytes) {
            reference.bytes.withUnsafeBufferPointer { ref in
                actual.bytes.withUnsafeBufferPointer { act in
                    marks.withUnsafeMutableBufferPointer { out in
                        for y in 0..<h {
                            for x in 0..<w {
                                let inRef = x < reference.width && y < reference.height
                                let inActual = x < actual.width && y < actual.height
                                var mark: UInt8 = 0
                                if inRef && inActual {
                                    let i = (y * reference.width + x) * 4, j = (y * actual.width + x) * 4
                                    if ref[i] != act[j] || ref[i + 1] != act[j + 1] || ref[i + 2] != act[j + 2] || ref[i + 3] != act[j + 3] {
                                        let d = ColorDifference.deltaE(Color(r: ref[i], g: ref[i + 1], b: ref[i + 2], a: ref[i + 3]),
                                                                       Color(r: act[j], g: act[j + 1], b: act[j + 2], a: act[j + 3]))
                                        largest = max(largest, d)
                                        mark = d > limit ? 2 : 1
                                    }
                                } else {
                                    mark = 2
                                    largest = 100
                                }
                                if mark > 0 { different += 1 }
                                if mark == 2 {
                                    changed += 1
                                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                                }
                                out[y * w + x] = mark
                            }
                        }
                    }
                }
            }
        }
        self.marks = marks
        changedPixels = changed
        differentPixels = different
        largestDeltaE = largest
        changedBounds = changed > 0 ? Rect(x: Float(minX), y: Float(minY), width: Float(maxX - minX + 1), height: Float(maxY - minY + 1)) : nil
        solidBlockAt = changed > 0 ? tolerance.solidBlock.flatMap { ImageComparison.solidBlock(in: marks, width: w, height: h, side: $0) } : nil
    }

    /// The top-left corner of the first `side × side` square of changed pixels.
    static func solidBlock(in marks: [UInt8], width: Int, height: Int, side: Int) -> Point? {
        guard side <= width, side <= height else { return nil }
        // run[x] = how many changed pixels end at (x, y) going up; a row of `side` columns
        // whose runs are all >= side is a block.
        var run = [Int](repeating: 0, count: width)
        for y in 0..<height {
            var streak = 0
            for x in 0..<width {
                run[x] = marks[y * width + x] == 2 ? run[x] + 1 : 0
                streak = run[x] >= side ? streak + 1 : 0
                if streak >= side { return Point(x: Float(x - side + 1), y: Float(y - side + 1)) }
            }
        }
        return nil
    }

    /// A picture of the differences: the snapshot faded to grey, changed pixels pure red,
    /// pixels that differ within the tolerance yellow. Where the sizes differ, pixels
    /// present in only one image are red.
    public func diffImage() -> Bitmap {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        let bg = background
        bytes.withUnsafeMutableBufferPointer { out in
            bg.bytes.withUnsafeBufferPointer { src in
                for p in 0..<(width * height) {
                    let o = p * 4
                    switch marks[p] {
                    case 2: out[o] = 255; out[o + 1] = 0; out[o + 2] = 0
                    case 1: out[o] = 255; out[o + 1] = 220; out[o + 2] = 0
                    default:
                        let x = p % width, y = p / width
                        var luma = 0
                        if x < bg.width && y < bg.height {
                            let i = (y * bg.width + x) * 4
                            luma = (Int(src[i]) * 54 + Int(src[i + 1]) * 183 + Int(src[i + 2]) * 19) >> 8
                        }
                        let faded = UInt8(160 + luma * 80 / 255)
                        out[o] = faded; out[o + 1] = faded; out[o + 2] = faded
                    }
                }
            }
        }
        return Bitmap(width: width, height: height, bytes: bytes) ?? Bitmap(width: width, height: height)
    }

    /// A one-paragraph explanation of the difference.
    public var summary: String {
        if !sameSize {
            return "Size differs: reference \(referenceSize.width)x\(referenceSize.height), snapshot \(actualSize.width)x\(actualSize.height) pixels."
        }
        let percent = Double(changedPixels) / Double(max(1, totalPixels)) * 100
        var text = "\(changedPixels) of \(totalPixels) pixels (\(format(percent))%) changed by more than ΔE \(format(Double(tolerance.maximumDeltaE))); "
        text += "allowed: \(allowedChangedPixels) (precision \(format(Double(tolerance.precision)))). Largest ΔE \(format(Double(largestDeltaE)))."
        if let b = changedBounds { text += " Changes within x \(Int(b.minX))...\(Int(b.maxX) - 1), y \(Int(b.minY))...\(Int(b.maxY) - 1)." }
        if let p = solidBlockAt, let side = tolerance.solidBlock {
            text += " A solid \(side)x\(side) block of changed pixels at (\(Int(p.x)), \(Int(p.y))): a moved, recoloured or missing shape, not anti-aliasing noise."
        }
        return text
    }

    private func format(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
