extension Renderer {
    /// One shadow of a control's thumb: offset down, blur (UIKit's `shadowRadius`, points)
    /// and black's opacity.
    package struct ThumbShadow {
        let dy: Float
        let radius: Float
        let opacity: Float
    }

    /// `UISwitch`'s knob: a soft drop shadow and a tight contact shadow below it.
    package static let switchThumbShadows = [ThumbShadow(dy: 3, radius: 4, opacity: 0.15), ThumbShadow(dy: 3, radius: 0.5, opacity: 0.06)]
    /// `UISlider`'s thumb: a close shadow and a wide, soft one further down.
    package static let sliderThumbShadows = [ThumbShadow(dy: 0.5, radius: 2, opacity: 0.12), ThumbShadow(dy: 6, radius: 6.5, opacity: 0.12)]

    /// How far `shadows` reach outside their thumb, in points.
    package static func reach(of shadows: [ThumbShadow]) -> Float {
        shadows.reduce(0) { max($0, 3 * $1.radius * Layer.shadowSigmaPerRadius + abs($1.dy) + 1) }
    }

    /// Draws `shadows` under the round thumb `rect` (points, relative to the origin) with
    /// the layer shadows' Gaussian blur (cached masks: nothing is blurred again while the
    /// thumb moves), faded by `fade` (0...1).
    package func drawThumbShadows(_ rect: Rect, _ shadows: [ThumbShadow], fade: Float) {
        let radius = min(rect.width, rect.height) / 2
        for s in shadows {
            let alpha = UInt8(max(0, min(255, (255 * s.opacity * fade).rounded())))
            drawBoxShadow(rect.offsetBy(dx: 0, dy: s.dy), radii: CornerRadii(all: radius),
                          sigma: s.radius * Layer.shadowSigmaPerRadius * pixelScale, tint: Color(r: 0, g: 0, b: 0, a: alpha))
        }
    }
}
