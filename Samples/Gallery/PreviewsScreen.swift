import Tactile
import TactilePreviews

/// Previews: every registered preview (`PreviewCatalog().all`, the same list `previews`
/// renders to PNG and the snapshot tests check), one at a time, live and touchable, with
/// buttons to step through them. Held fingers of a preview are not simulated here.
@MainActor
final class PreviewsScreen: View {
    let previews = PreviewCatalog().all
    let name = Label()
    let previousButton = Button(title: "‹ Previous")
    let nextButton = Button(title: "Next ›")
    let stage = View()
    private var index = 0
    private var shown: View?

    override init(frame: Rect) {
        super.init(frame: frame)
        name.textAlignment = .center
        stage.clipsToBounds = true
        for v in [name, previousButton, nextButton, stage] as [View] { addSubview(v) }
        previousButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.step(-1) }
        nextButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.step(1) }
        show(0)
    }

    private func step(_ delta: Int) {
        guard !previews.isEmpty else { return }
        show((index + delta + previews.count) % previews.count)
    }

    private func show(_ i: Int) {
        shown?.removeFromSuperview()
        shown = nil
        guard previews.indices.contains(i) else {
            name.text = "No previews are registered."
            return
        }
        index = i
        let p = previews[i]
        name.text = "\(i + 1) / \(previews.count) · \(p.name)"
        let view = p.make()
        stage.addSubview(view)
        shown = view
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let b = bounds
        let buttonW: Float = 130
        previousButton.frame = Rect(x: 20, y: 4, width: buttonW, height: 44)
        nextButton.frame = Rect(x: b.width - 20 - buttonW, y: 4, width: buttonW, height: 44)
        name.frame = Rect(x: 30 + buttonW, y: 6, width: max(0, b.width - 2 * (30 + buttonW)), height: 40)
        stage.frame = Rect(x: 0, y: 54, width: b.width, height: max(0, b.height - 58))
        guard let shown, previews.indices.contains(index) else { return }
        let size = previews[index].size
        let s = stage.bounds.size
        shown.frame = Rect(x: max(0, (s.width - size.width) / 2), y: max(0, (s.height - size.height) / 2),
                           width: size.width, height: size.height)
    }
}
