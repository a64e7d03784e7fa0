import Foundation
import Tactile

/// Graphics: shadowed cards (soft, hard, coloured, a path shadow), gradients, paths,
/// a progress ring and a gauge driven by a slider, SVG icons tinted as templates, and a card
/// that flips over in perspective when tapped (Core Animation layers), and a line chart of
/// 20,000 samples (decimated) beside a bar chart.
@MainActor
final class GraphicsScreen: GalleryScreen {
    let cards: [View]
    let ring = ProgressRingView(frame: .zero)
    let gauge = ProgressRingView(frame: .zero)
    let slider = Slider(frame: .zero)
    let shapes: ShapeView
    let icons: [IconView]
    let flipCard = FlipCardView(frame: .zero)
    let lineChart = ChartView(frame: .zero)
    let barChart = ChartView(frame: .zero)

    static let heart = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
    <path fill="#e0245e" d="M12 21s-7-4.5-9.5-9C.5 8 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4 4.5 8-2.5 4.5-9.5 9-9.5 9z"/>
    </svg>
    """

    override init(frame: Rect) {
        func card(_ title: String) -> View {
            let v = View()
            v.backgroundColor = .white
            v.cornerRadius = 14
            let l = Label(text: title)
            l.textColor = .darkGray
            l.frame = Rect(x: 12, y: 44, width: 150, height: 22)
            v.addSubview(l)
            return v
        }
        let soft = card("Soft shadow")
        soft.layer.shadowOpacity = 0.3
        soft.layer.shadowRadius = 10
        soft.layer.shadowOffset = Size(width: 0, height: 6)
        let header = GradientView(frame: Rect(x: 0, y: 0, width: 170, height: 34),
                                  gradient: GradientLayer(colors: [Color(r: 255, g: 94, b: 58), Color(r: 255, g: 42, b: 104)]))
        header.gradientLayer.startPoint = Point(x: 0, y: 0.5)
        header.gradientLayer.endPoint = Point(x: 1, y: 0.5)
        soft.clipsToBounds = true
        soft.addSubview(header)
        let hard = card("Hard shadow")
        hard.cornerRadius = 0
        hard.layer.shadowOpacity = 1
        hard.layer.shadowRadius = 0
        hard.layer.shadowOffset = Size(width: 6, height: 6)
        hard.layer.shadowColor = Color(r: 40, g: 40, b: 40)
        let glow = card("Coloured glow")
        glow.layer.shadowColor = .systemBlue
        glow.layer.shadowOpacity = 0.7
        glow.layer.shadowRadius = 12
        glow.layer.shadowOffset = Size(width: 0, height: 0)
        let radial = GradientView(frame: .zero, gradient: GradientLayer(colors: [.white, .systemBlue, Color(r: 0, g: 30, b: 90)], type: .radial))
        radial.gradientLayer.startPoint = Point(x: 0.5, y: 0.5)
        radial.gradientLayer.endPoint = Point(x: 1, y: 1)
        radial.cornerRadius = 14
        radial.layer.shadowPath = BezierPath(ovalIn: Rect(x: 10, y: 70, width: 150, height: 18))
        radial.layer.shadowOpacity = 0.5
        radial.layer.shadowRadius = 5
        radial.layer.shadowOffset = Size(width: 0, height: 6)
        cards = [soft, hard, glow, radial]
        let star = BezierPath()
        for i in 0..<5 {
            let a = Float(i) * 4 * .pi / 5 - .pi / 2
            let p = Point(x: 45 + 40 * cos(a), y: 45 + 40 * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        let starLayer = ShapeLayer()
        starLayer.path = star
        starLayer.fillColor = Color(r: 255, g: 204, b: 0)
        starLayer.strokeColor = Color(r: 200, g: 120, b: 0)
        starLayer.lineWidth = 3
        starLayer.lineJoin = .round
        starLayer.fillRule = .evenOdd
        let dashed = ShapeLayer()
        dashed.path = BezierPath(roundedRect: Rect(x: 100, y: 8, width: 80, height: 74), cornerRadius: 12)
        dashed.fillColor = nil
        dashed.strokeColor = .systemGreen
        dashed.lineWidth = 3
        dashed.lineDashPattern = [8, 5]
        dashed.lineCap = .round
        shapes = ShapeView(frame: .zero, shapes: [starLayer, dashed])
        let icon = try? VectorImage(data: Array(Self.heart.utf8), name: "heart")
        let template = icon?.withRenderingMode(.alwaysTemplate)
        icons = [(icon, nil), (template, Color.systemBlue), (template, Color.systemGreen)].map { IconView(icon: $0.0, frame: .zero) }
        icons[1].tintColor = .systemBlue
        icons[2].tintColor = .systemGreen
        super.init(frame: frame)
        for v in cards { addSubview(v) }
        ring.lineWidth = 10
        gauge.lineWidth = 12
        gauge.sweep = 1.5 * .pi
        gauge.progressColor = Color(r: 255, g: 59, b: 48)
        slider.value = 0.65
        slider.accessibilityLabel = "Progress"
        slider.addAction(for: .valueChanged) { [weak self] _ in self?.sliderMoved() }
        sliderMoved()
        for v in [ring, gauge, slider, shapes] as [View] { addSubview(v) }
        for v in icons { addSubview(v) }
        addSubview(flipCard)
        lineChart.series = (0..<20_000).map { i in
            let t = Float(i) / 20_000
            return sin(t * 30) * 20 + sin(t * 140) * 5 + t * 30
        }
        lineChart.accessibilityLabel = "Signal"
        barChart.style = .bar
        barChart.tintColor = .systemGreen
        barChart.series = [4, 7, 3, 9, 6, -2, 5, 8, 2, 6, 7, 4]
        barChart.accessibilityLabel = "Monthly change"
        addSubview(lineChart)
        addSubview(barChart)
    }

    private func sliderMoved() {
        ring.progress = slider.value
        gauge.progress = slider.value
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let cardW = min(170, (w - 40 - 3 * 24) / 4)
        for (i, c) in cards.enumerated() {
            c.frame = Rect(x: 20 + Float(i) * (cardW + 24), y: 20, width: cardW, height: 96)
        }
        ring.frame = Rect(x: 20, y: 150, width: 100, height: 100)
        gauge.frame = Rect(x: 140, y: 150, width: 100, height: 100)
        slider.frame = Rect(x: 20, y: 264, width: 220, height: 44)
        shapes.frame = Rect(x: 270, y: 150, width: 190, height: 100)
        for (i, v) in icons.enumerated() {
            v.frame = Rect(x: 490 + Float(i) * 80, y: 150 + Float(2 - i) * 12, width: 24 + Float(i) * 24, height: 24 + Float(i) * 24)
        }
        flipCard.frame = Rect(x: 500, y: 262, width: 170, height: 100)
        lineChart.frame = Rect(x: 20, y: 314, width: 220, height: 50)
        barChart.frame = Rect(x: 270, y: 264, width: 200, height: 100)
    }
}
