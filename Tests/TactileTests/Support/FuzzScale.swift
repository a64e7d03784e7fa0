import Foundation

/// How big the seeded and fuzz tests run. The default run (`swift test`) keeps each at a size
/// that still fails on the bugs it was written for (checked by mutating the code, see
/// BENCHMARKS.md's warm-suite section); `TACTILE_FUZZ_SCALE=full` (`make test-full`) runs the
/// seeds, steps and text sizes they were written with.
enum FuzzScale {
    /// Whether `TACTILE_FUZZ_SCALE` asks for the full sizes (`full` or a number above 1).
    static let isFull: Bool = {
        guard let s = ProcessInfo.processInfo.environment["TACTILE_FUZZ_SCALE"] else { return false }
        return s == "full" || (Double(s).map { $0 > 1 } ?? false)
    }()

    /// All of `seeds` at full scale, else the first `count` of them.
    static func seeds<T>(_ seeds: [T], default count: Int) -> [T] {
        isFull ? seeds : Array(seeds.prefix(max(1, count)))
    }

    /// `full` at full scale, else `quick`.
    static func size(_ full: Int, default quick: Int) -> Int { isFull ? full : quick }
}
