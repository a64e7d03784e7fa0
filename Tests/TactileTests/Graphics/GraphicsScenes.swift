import Foundation
@testable import Tactile
@testable import TactileCore
@testable import TactileKit

/// Screens drawn by the graphics snapshot and GL parity tests.
@MainActor
enum GraphicsScenes {
    static let size = Size(width: 400, height: 240)

    /// Cards with soft, hard, coloured and path shadows, one clipping a child that overflows.
    static func shadows() -> View {
        let root = View()
        root.backgroundColor = Color(r: 236, g: 238, b: 242)
        func card(_ frame: Rect, radius: Float) -> View {
            let v = View(frame: frame)
            v.backgroundColor = .white
            v.cornerRadius = radius
            root.addSubview(v)
            return v
        }
        let soft = card(Rect(x: 20, y: 20, width: 150, height: 90), radius: 12)
        soft.layer.shadowOpacity = 0.35
        soft.layer.shadowRadius = 8
        soft.layer.shadowOffset = Size(width: 0, height: 6)
        let clipped = card(Rect(x: 210, y: 20, width: 160, height: 90), radius: 20)
        clipped.clipsToBounds = true
        clipped.layer.shadowOpacity = 0.5
        clipped.layer.shadowRadius = 4
        clipped.layer.shadowOffset = Size(width: 4, height: 4)
        let overflow = View(frame: Rect(x: 100, y: 50, width: 120, height: 80))
        overflow.backgroundColor = Color(r: 230, g: 80, b: 60)
        clipped.addSubview(overflow)
        let hard = card(Rect(x: 20, y: 150, width: 90, height: 60), radius: 0)
        hard.layer.shadowOpacity = 1
        hard.layer.shadowRadius = 0
        hard.layer.shadowOffset = Size(width: 5, height: 5)
        hard.layer.shadowColor = Color(r: 40, g: 40, b: 40)
        let colored = card(Rect(x: 150, y: 150, width: 60, height: 60), radius: 30)
        colored.backgroundColor = Color(r: 0, g: 122, b: 255)
        colored.layer.shadowColor = Color(r: 0, g: 122, b: 255)
        colored.layer.shadowOpacity = 0.8
        colored.layer.shadowRadius = 10
        colored.layer.shadowOffset = Size(width: 0, height: 0)
        let pathShadow = card(Rect(x: 260, y: 140, width: 100, height: 70), radius: 8)
        pathShadow.layer.shadowPath = BezierPath(ovalIn: Rect(x: 10, y: 60, width: 80, height: 16))
        pathShadow.layer.shadowOpacity = 0.6
        pathShadow.layer.shadowRadius = 4
        pathShadow.layer.shadowOffset = Size(width: 0, height: 4)
        return root
    }

    /// Axial, radial and conic gradients, a slow one (banding check), a rounded one.
    static func gradients() -> View {
        let root = View()
        root.backgroundColor = .white
        func add(_ frame: Rect, _ g: GradientLayer, radius: Float = 0) {
            let v = GradientView(frame: frame, gradient: g)
            v.cornerRadius = radius
            root.addSubview(v)
        }
        let axial = GradientLayer(colors: [Color(r: 255, g: 94, b: 58), Color(r: 255, g: 42, b: 104)])
        axial.startPoint = Point(x: 0, y: 0)
        axial.endPoint = Point(x: 1, y: 1)
        add(Rect(x: 10, y: 10, width: 120, height: 100), axial, radius: 16)
        let radial = GradientLayer(colors: [.white, Color(r: 0, g: 122, b: 255), Color(r: 0, g: 30, b: 90)], type: .radial)
        radial.locations = [0, 0.6, 1]
        radial.startPoint = Point(x: 0.5, y: 0.5)
        radial.endPoint = Point(x: 1, y: 1)
        add(Rect(x: 140, y: 10, width: 120, height: 100), radial)
        let conic = GradientLayer(colors: [.red, .yellow, .green, .cyan, .blue, .magenta, .red], type: .conic)
        conic.startPoint = Point(x: 0.5, y: 0.5)
        conic.endPoint = Point(x: 1, y: 0.5)
        add(Rect(x: 280, y: 10, width: 100, height: 100), conic, radius: 50)
        let slow = GradientLayer(colors: [Color(r: 40, g: 44, b: 52), Color(r: 56, g: 60, b: 70)])
        slow.startPoint = Point(x: 0, y: 0.5)
        slow.endPoint = Point(x: 1, y: 0.5)
        add(Rect(x: 10, y: 130, width: 380, height: 40), slow)
        let fade = GradientLayer(colors: [Color(r: 0, g: 122, b: 255), .clear])
        add(Rect(x: 10, y: 180, width: 380, height: 50), fade, radius: 10)
        return root
    }

    /// Filled, stroked and dashed paths, caps and joins, even-odd, a ring and a gauge.
    static func paths() -> View {
        let root = View()
        root.backgroundColor = .white
        let star = BezierPath()
        for i in 0..<5 {
            let a = Float(i) * 4 * .pi / 5 - .pi / 2
            let p = Point(x: 60 + 45 * cos(a), y: 60 + 45 * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        let evenOdd = ShapeLayer()
        evenOdd.path = star
        evenOdd.fillColor = Color(r: 255, g: 149, b: 0)
        evenOdd.fillRule = .evenOdd
        evenOdd.strokeColor = Color(r: 120, g: 60, b: 0)
        evenOdd.lineWidth = 2
        evenOdd.lineJoin = .round
        let curves = BezierPath()
        curves.move(to: Point(x: 130, y: 100))
        curves.addCurve(to: Point(x: 250, y: 100), controlPoint1: Point(x: 150, y: 10), controlPoint2: Point(x: 230, y: 190))
        curves.addQuadCurve(to: Point(x: 250, y: 20), controlPoint: Point(x: 290, y: 60))
        let curve = ShapeLayer()
        curve.path = curves
        curve.fillColor = nil
        curve.strokeColor = Color(r: 88, g: 86, b: 214)
        curve.lineWidth = 6
        curve.lineCap = .round
        let dashed = ShapeLayer()
        dashed.path = BezierPath(roundedRect: Rect(x: 20, y: 130, width: 120, height: 90), cornerRadius: 14)
        dashed.fillColor = Color(r: 52, g: 199, b: 89, a: 60)
        dashed.strokeColor = Color(r: 52, g: 199, b: 89)
        dashed.lineWidth = 3
        dashed.lineDashPattern = [10, 6]
        let joins = BezierPath()
        for (i, y) in [140, 175, 210].enumerated() {
            joins.move(to: Point(x: 160, y: Float(y) + 12))
            joins.addLine(to: Point(x: 185, y: Float(y) - 8))
            joins.addLine(to: Point(x: 210, y: Float(y) + 12))
            _ = i
        }
        let zig = ShapeLayer()
        zig.path = joins
        zig.fillColor = nil
        zig.strokeColor = .black
        zig.lineWidth = 8
        zig.lineJoin = .miter
        zig.lineCap = .square
        let shapes = ShapeView(frame: Rect(origin: .zero, size: size), shapes: [evenOdd, curve, dashed, zig])
        root.addSubview(shapes)
        let ring = ProgressRingView(frame: Rect(x: 290, y: 20, width: 90, height: 90))
        ring.lineWidth = 10
        ring.progress = 0.7
        root.addSubview(ring)
        let gauge = ProgressRingView(frame: Rect(x: 290, y: 130, width: 90, height: 90))
        gauge.sweep = 1.5 * .pi
        gauge.lineWidth = 12
        gauge.progress = 0.4
        gauge.progressColor = Color(r: 255, g: 59, b: 48)
        root.addSubview(gauge)
        return root
    }
}
