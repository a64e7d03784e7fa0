extension Color {
    /// The colour itself: UIKit code hands layers `UIColor.red.cgColor`; Tactile's layers take
    /// a ``Color``, so ported code compiles unchanged.
    public var cgColor: Color { self }
}

extension BezierPath {
    /// A copy of the path's shape (as `UIBezierPath.cgPath`, an immutable snapshot: changing
    /// this path afterwards does not change the copy). For ported code such as
    /// `shapeLayer.path = path.cgPath`.
    public var cgPath: BezierPath {
        let p = BezierPath()
        p.append(self)
        return p
    }
}
