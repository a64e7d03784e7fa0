extension TouchScript {
    /// A step with its time clamped to 0...``maximumTime`` and its coordinates to
    /// ±``maximumCoordinate`` (NaN: 0), for ``init(steps:)``.
    static func sanitized(_ step: Step) -> Step {
        func clean(_ p: Point) -> Point {
            let m = maximumCoordinate
            return Point(x: p.x.sanitized(-m...m, nan: 0), y: p.y.sanitized(-m...m, nan: 0))
        }
        var s = step
        s.time = step.time.sanitized(0...maximumTime, nan: 0)
        switch step.action {
        case let .down(f, p): s.action = .down(finger: f, clean(p))
        case let .move(f, p): s.action = .move(finger: f, clean(p))
        case let .up(f, p): s.action = .up(finger: f, p.map(clean))
        case .shot, .key: break
        }
        return s
    }

    /// A finite number written as a plain decimal: digits, one optional sign, `.` and an
    /// exponent; anything else (a NUL, hex, `nan`, `inf`, letters) is not one.
    static func decimal(_ word: String) -> Double? {
        guard !word.isEmpty, word.utf8.count <= 64, word.utf8.allSatisfy({
            ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        }), let v = Double(word), v.isFinite else { return nil }
        return v
    }

    /// A word as it can be shown in a message (control characters escaped, cut at 40).
    static func printable(_ word: String) -> String {
        let shown = word.unicodeScalars.prefix(40).map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        return word.unicodeScalars.count > 40 ? shown + "…" : shown
    }
}
