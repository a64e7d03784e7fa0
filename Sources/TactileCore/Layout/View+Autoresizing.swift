extension View {
    /// Which of a frame-managed view's margins and sizes follow its superview's size, as
    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view's frame follows its superview's size changes while
    /// ``translatesAutoresizingMaskIntoConstraints`` is `true` (none by default): each
    /// flexible part takes a share of the change in proportion to its length, as UIKit.
    public var autoresizingMask: AutoresizingMask {
        get { layoutStateStorage?.autoresizingMask ?? [] }
        set { if newValue != autoresizingMask { layoutState.autoresizingMask = newValue } }
    }

    /// Applies the subviews' autoresizing masks after this view's size changed.
    func autoresizeSubviews(from old: Size) {
        let new = bounds.size
        for sub in subviews {
            guard let s = sub.layoutStateStorage, s.translatesAutoresizingMaskIntoConstraints, !s.autoresizingMask.isEmpty else { continue }
            let m = s.autoresizingMask, f = sub.frame
            let (x, w) = Self.resize(f.minX, f.width, old.width, new.width,
                                     m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
            let (y, h) = Self.resize(f.minY, f.height, old.height, new.height,
                                     m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
            sub.frame = Rect(x: x, y: y, width: w, height: h)
        }
    }

    /// One axis: the change shared among the flexible parts by their lengths (equally when all are 0).
    static func resize(_ pos: Float, _ len: Float, _ oldTotal: Float, _ newTotal: Float,
                       _ flexStart: Bool, _ flexLen: Bool, _ flexEnd: Bool) -> (Float, Float) {
        let delta = newTotal - oldTotal
        guard delta != 0, flexStart || flexLen || flexEnd else { return (pos, len) }
        let end = oldTotal - pos - len
        let parts = [flexStart ? max(0, pos) : 0, flexLen ? max(0, len) : 0, flexEnd ? max(0, end) : 0]
        let sum = parts.reduce(0, +)
        let count = Float([flexStart, flexLen, flexEnd].filter { $0 }.count)
        func share(_ i: Int, _ on: Bool) -> Float { on ? (sum > 0 ? delta * parts[i] / sum : delta / count) : 0 }
        return (pos + share(0, flexStart), max(0, len + share(1, flexLen)))
    }
}
