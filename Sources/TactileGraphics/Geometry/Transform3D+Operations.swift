extension Transform3D {
    /// `self`, then `t` (`CATransform3DConcat(self, t)`).
    public func concatenating(_ t: Transform3D) -> Transform3D {
        Transform3D(m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31 + m14 * t.m41,
                    m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32 + m14 * t.m42,
                    m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33 + m14 * t.m43,
                    m14: m11 * t.m14 + m12 * t.m24 + m13 * t.m34 + m14 * t.m44,
                    m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31 + m24 * t.m41,
                    m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32 + m24 * t.m42,
                    m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33 + m24 * t.m43,
                    m24: m21 * t.m14 + m22 * t.m24 + m23 * t.m34 + m24 * t.m44,
                    m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31 + m34 * t.m41,
                    m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32 + m34 * t.m42,
                    m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33 + m34 * t.m43,
                    m34: m31 * t.m14 + m32 * t.m24 + m33 * t.m34 + m34 * t.m44,
                    m41: m41 * t.m11 + m42 * t.m21 + m43 * t.m31 + m44 * t.m41,
                    m42: m41 * t.m12 + m42 * t.m22 + m43 * t.m32 + m44 * t.m42,
                    m43: m41 * t.m13 + m42 * t.m23 + m43 * t.m33 + m44 * t.m43,
                    m44: m41 * t.m14 + m42 * t.m24 + m43 * t.m34 + m44 * t.m44)
    }

    /// A translation applied before `self` (`CATransform3DTranslate`).
    public func translatedBy(x: Float, y: Float, z: Float) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before `self` (`CATransform3DScale`).
    public func scaledBy(x: Float, y: Float, z: Float) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before `self` (`CATransform3DRotate`).
    public func rotated(by angle: Float, x: Float, y: Float, z: Float) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The determinant of the 4x4 matrix.
    public var determinant: Float {
        let m = rows
        var det: Float = 0
        for c in 0..<4 {
            let sign: Float = c % 2 == 0 ? 1 : -1
            det += sign * m[0][c] * Transform3D.minor3(m, skipRow: 0, skipColumn: c)
        }
        return det
    }

    /// `true` when finite with a non-zero determinant.
    public var isInvertible: Bool {
        guard isFinite else { return false }
        let d = determinant
        return d.isFinite && abs(d) > 1e-12
    }

    /// The inverse; as `CATransform3DInvert`, `self` unchanged when there is none (a zero
    /// scale, NaN entries).
    public func inverted() -> Transform3D {
        guard isInvertible else { return self }
        let m = rows, det = determinant
        var r = [[Float]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                let sign: Float = (i + j) % 2 == 0 ? 1 : -1
                r[j][i] = sign * Transform3D.minor3(m, skipRow: i, skipColumn: j) / det  // adjugate: transposed cofactors
            }
        }
        return Transform3D(rows: r)
    }

    /// Maps a point of the layer's plane (z = 0), perspective divided; `nil` behind the eye
    /// (w ≤ 0) or not finite.
    public func project(_ p: Point) -> Point? {
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 1e-6, w.isFinite else { return nil }
        let x = (p.x * m11 + p.y * m21 + m41) / w, y = (p.x * m12 + p.y * m22 + m42) / w
        guard x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }

    /// Entry-by-entry blend (what ``BasicAnimation`` does between two transforms; rotations are
    /// best animated through `transform.rotation.*` key paths, which blend the angle).
    public func interpolated(to o: Transform3D, fraction t: Float) -> Transform3D {
        Transform3D(m11: m11 + (o.m11 - m11) * t,
                    m12: m12 + (o.m12 - m12) * t,
                    m13: m13 + (o.m13 - m13) * t,
                    m14: m14 + (o.m14 - m14) * t,
                    m21: m21 + (o.m21 - m21) * t,
                    m22: m22 + (o.m22 - m22) * t,
                    m23: m23 + (o.m23 - m23) * t,
                    m24: m24 + (o.m24 - m24) * t,
                    m31: m31 + (o.m31 - m31) * t,
                    m32: m32 + (o.m32 - m32) * t,
                    m33: m33 + (o.m33 - m33) * t,
                    m34: m34 + (o.m34 - m34) * t,
                    m41: m41 + (o.m41 - m41) * t,
                    m42: m42 + (o.m42 - m42) * t,
                    m43: m43 + (o.m43 - m43) * t,
                    m44: m44 + (o.m44 - m44) * t)
    }

    var rows: [[Float]] { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }

    init(rows r: [[Float]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    private static func minor3(_ m: [[Float]], skipRow: Int, skipColumn: Int) -> Float {
        var e: [Float] = []
        e.reserveCapacity(9)
        for i in 0..<4 where i != skipRow { for j in 0..<4 where j != skipColumn { e.append(m[i][j]) } }
        return e[0] * (e[4] * e[8] - e[5] * e[7]) - e[1] * (e[3] * e[8] - e[5] * e[6]) + e[2] * (e[3] * e[7] - e[4] * e[6])
    }
}
