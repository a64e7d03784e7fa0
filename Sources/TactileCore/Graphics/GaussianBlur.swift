/// A Gaussian blur of a coverage buffer, approximated by three box blurs (running sums),
/// so its cost does not grow with the radius. Pixels outside the buffer count as empty.
enum GaussianBlur {
    /// The largest standard deviation blurred, in pixels (a larger one is cut to it).
    static let maximumSigma: Float = 100

    /// The widths of the three boxes whose succession approximates a Gaussian of `sigma`
    /// (Kutskir's method: variances add up to sigma²).
    static func boxes(sigma: Float) -> [Int] {
        let n: Float = 3
        let wIdeal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(1, wl)
        let wu = wl + 2
        let fl = Float(wl)
        let mIdeal = (12 * sigma * sigma - n * fl * fl - 4 * n * fl - 3 * n) / (-4 * fl - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { $0 < m ? wl : wu }
    }

    /// Blurs `values` (`width` x `height`, row after row) in place.
    static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Float) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let s = min(sigma, maximumSigma)
        var scratch = [Float](repeating: 0, count: max(width, height))
        var line = [Float](repeating: 0, count: max(width, height))
        for box in boxes(sigma: s) where box > 1 {
            let r = (box - 1) / 2
            for y in 0..<height {  // rows
                for x in 0..<width { line[x] = values[y * width + x] }
                boxPass(line, count: width, radius: r, into: &scratch)
                for x in 0..<width { values[y * width + x] = scratch[x] }
            }
            for x in 0..<width {  // columns
                for y in 0..<height { line[y] = values[y * width + x] }
                boxPass(line, count: height, radius: r, into: &scratch)
                for y in 0..<height { values[y * width + x] = scratch[y] }
            }
        }
    }

    /// One box of `2 * radius + 1` over `count` values, with zero outside.
    private static func boxPass(_ src: [Float], count: Int, radius r: Int, into dst: inout [Float]) {
        let scale = 1 / Float(2 * r + 1)
        var sum: Float = 0
        for i in 0..<min(r, count) { sum += src[i] }
        for i in 0..<count {
            if i + r < count { sum += src[i + r] }
            dst[i] = sum * scale
            if i - r >= 0 { sum -= src[i - r] }
        }
    }
}
