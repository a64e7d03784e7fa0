import Foundation
import Tactile

/// What the benchmark prints: one result line on stdout, everything else on stderr.
enum BenchOutput {
    static func result(name: String, n: Int, frames: Int, msPerFrame: Double) {
        print("name=\(name) n=\(n) frames=\(frames) ms_per_frame=\(String(format: "%.3f", msPerFrame))")
    }

    /// `--hold`: seconds a window keeps showing its last frame before the scene closes it.
    nonisolated(unsafe) static var holdSeconds = 0.0

    /// Waits `--hold` seconds (the window shows the frame just read; nothing is drawn).
    static func hold() {
        guard holdSeconds > 0 else { return }
        warn("holding the last frame for \(holdSeconds) s")
        Thread.sleep(forTimeInterval: holdSeconds)
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("tactile-bench: \(message)\n".utf8))
    }

    /// Counts the pixels of `frame` that differ from the PNG at `path`, on stderr.
    static func compare(_ frame: Bitmap, with path: String) throws {
        let other = try Bitmap(contentsOfFile: path)
        guard other.width == frame.width, other.height == frame.height else {
            warn("compare: \(path) is \(other.width)x\(other.height), the frame is \(frame.width)x\(frame.height)")
            return
        }
        var differing = 0, maxDelta = 0
        var first: (Int, Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let i = (y * frame.width + x) * 4
                var d = 0
                for c in 0..<3 { d = max(d, abs(Int(frame.bytes[i + c]) - Int(other.bytes[i + c]))) }
                if d > 0 {
                    differing += 1
                    maxDelta = max(maxDelta, d)
                    if first == nil { first = (x, y) }
                }
            }
        }
        let where_ = first.map { " (first at \($0.0),\($0.1))" } ?? ""
        warn("compare: \(differing) of \(frame.width * frame.height) pixels differ from \(path), largest channel difference \(maxDelta)\(where_)")
    }
}
