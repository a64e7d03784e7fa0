/// One of a scroll view's scroll indicators: a thin rounded bar that takes no touches. It
/// is a subview of the scroll view only while it shows.
@MainActor
package final class ScrollIndicatorView: View {
    package static let thickness: Float = 3
    package static let inset: Float = 3
    package static let minimumLength: Float = 36

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Color(r: 128, g: 128, b: 128, a: 170)
        cornerRadius = ScrollIndicatorView.thickness / 2
    }

    package override func hitTest(_ point: Point, with event: Event?) -> View? { nil }
}
