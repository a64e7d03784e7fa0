/// The scroll indicators: thin bars showing where the visible part lies in the content,
/// shown while the content moves and faded out 0.5 s after it stops (over 0.25 s).
extension ScrollView {
    package static let indicatorHoldTime: Double = 0.5
    package static let indicatorFadeTime: Double = 0.25

    /// Shows the indicators at full opacity and keeps frames coming for their fade.
    func showIndicators() {
        guard let host = window?.context else { return }
        indicatorsShownAt = host.now
        indicatorAlpha = 1
        updateIndicators()
        animator.start(on: host)
    }

    func hideIndicatorsNow() {
        indicatorAlpha = 0
        verticalIndicator?.removeFromSuperview()
        horizontalIndicator?.removeFromSuperview()
    }

    /// Fades the indicators once the content is at rest; returns whether they still show.
    func updateIndicatorFade(at now: Double) -> Bool {
        guard indicatorAlpha > 0 else { return false }
        if isDragging || motionX.isActive || motionY.isActive {
            indicatorsShownAt = now
        }
        let elapsed = now - indicatorsShownAt - ScrollView.indicatorHoldTime
        let alpha = elapsed <= 0 ? 1 : Float(max(0, 1 - elapsed / ScrollView.indicatorFadeTime))
        if alpha != indicatorAlpha {
            indicatorAlpha = alpha
            if alpha <= 0 { hideIndicatorsNow() } else { updateIndicators() }
        }
        return indicatorAlpha > 0
    }

    /// Places (and adds or removes) the indicators for the current offset and opacity.
    func updateIndicators() {
        guard indicatorAlpha > 0 else { return }
        let lo = minimumOffset, hi = maximumOffset
        let showV = showsVerticalScrollIndicator && hi.y > lo.y + 0.01
        let showH = showsHorizontalScrollIndicator && hi.x > lo.x + 0.01
        showIndicator(\.verticalIndicator, showV, vertical: true, lo: lo.y, hi: hi.y, otherShown: showH)
        showIndicator(\.horizontalIndicator, showH, vertical: false, lo: lo.x, hi: hi.x, otherShown: showV)
    }

    /// Shows the indicator at `slot` (made on first use) placed for the offset, or removes it.
    private func showIndicator(_ slot: ReferenceWritableKeyPath<ScrollView, ScrollIndicatorView?>, _ show: Bool,
                               vertical: Bool, lo: Float, hi: Float, otherShown: Bool) {
        guard show else { self[keyPath: slot]?.removeFromSuperview(); return }
        let bar = self[keyPath: slot] ?? ScrollIndicatorView(frame: .zero)
        self[keyPath: slot] = bar
        place(bar, vertical: vertical, lo: lo, hi: hi, otherShown: otherShown)
    }

    private func place(_ bar: ScrollIndicatorView, vertical: Bool, lo: Float, hi: Float, otherShown: Bool) {
        let b = bounds
        let th = ScrollIndicatorView.thickness, ins = ScrollIndicatorView.inset
        let viewport = vertical ? b.height : b.width
        let offset = vertical ? b.minY : b.minX
        let track = max(th * 2, viewport - 2 * ins - (otherShown ? th + ins : 0))
        let contentLength = hi - lo + viewport
        var length = max(min(ScrollIndicatorView.minimumLength, track), track * viewport / max(1, contentLength))
        let overscroll = offset < lo ? lo - offset : (offset > hi ? offset - hi : 0)
        length = max(th * 2, length - overscroll)
        let fraction = hi > lo ? min(1, max(0, (offset - lo) / (hi - lo))) : 0
        let along = ins + fraction * (track - length)
        let f = vertical
            ? Rect(x: b.maxX - ins - th, y: b.minY + along, width: th, height: length)
            : Rect(x: b.minX + along, y: b.maxY - ins - th, width: length, height: th)
        bar.frame = f
        bar.alpha = indicatorAlpha
        if bar.superview !== self {
            addSubview(bar)
        } else if let last = subviews.last, last !== bar, !(last is ScrollIndicatorView) {
            bringSubviewToFront(bar)
        }
    }
}
