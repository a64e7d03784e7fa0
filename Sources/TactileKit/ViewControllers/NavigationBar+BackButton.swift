/// The back button's title by UIKit's rules: the previous item's back title (or title) when
/// it fits beside the centred title, else "Back", else the chevron alone.
extension NavigationBar {
    /// How wide the back button may be: up to the centred title (with 8 points between),
    /// or up to the right items when the title is not on the bar's row (a large title).
    func backButtonRoom() -> Float {
        let w = bounds.width, m: Float = 8
        let right = rightButtons.reduce(Float(0)) { $0 + min(max($1.intrinsicContentSize.width, 48), w * 0.25) + 4 }
        let lefts = leftButtons.reduce(Float(0)) { $0 + min(max($1.intrinsicContentSize.width, 48), w * 0.25) + 4 }
        let titleOnRow = !(titleLabel.text ?? "").isEmpty && titleLabel.alpha > 0.01 && !(showsLargeTitle && largeTitleShown > 8)
        var room: Float
        if titleOnRow {
            let titleWidth = min(titleLabel.intrinsicContentSize.width, w)
            room = (w - titleWidth) / 2 - m - 8 - lefts
            // A title wider than the middle is pushed aside instead: the back button keeps its own side's share.
            room = max(room, min(w - 2 * m - right - lefts - titleWidth - 8, (w - 2 * m) / 2 - lefts))
        } else {
            room = w - 2 * m - right - lefts - 4
        }
        return room.isFinite ? max(0, room) : 0
    }

    /// Picks the longest title that fits in `maxWidth` (the back title, "Back", the chevron
    /// alone; ``NavigationItem/backButtonDisplayMode`` can skip the first or both), sets it,
    /// and returns the button's width.
    func fitBackButton(maxWidth: Float) -> Float {
        guard let back = backTitle else { return 0 }
        let candidates0: [String]
        switch backMode {
        case .default: candidates0 = [back.isEmpty ? "Back" : back, "Back", ""]
        case .generic: candidates0 = ["Back", ""]
        case .minimal: candidates0 = [""]
        }
        var candidates: [String] = []
        for c in candidates0 where !candidates.contains(c) { candidates.append(c) }
        var chosen = ""
        for c in candidates {
            setBackTitle(c)
            if backButton.intrinsicContentSize.width <= maxWidth { chosen = c; break }
        }
        setBackTitle(chosen)
        backButton.accessibilityLabel = chosen.isEmpty ? "Back" : chosen
        return max(44, min(backButton.intrinsicContentSize.width, max(44, maxWidth)))
    }

    private func setBackTitle(_ title: String) {
        let text = title.isEmpty ? "‹" : "‹ " + title
        if backButton.title(for: .normal) != text { backButton.setTitle(text, for: .normal) }
    }
}

extension NavigationItem {
    /// How the back button to this item's controller is titled, as
    /// `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous title (or its ``NavigationItem/backButtonTitle``), "Back" when that does not fit, else the chevron alone.
        case `default`
        /// "Back", or the chevron alone when that does not fit.
        case generic
        /// The chevron alone.
        case minimal
    }

    /// Whether the item's title shows large, as `UINavigationItem.LargeTitleDisplayMode`
    /// (only when the bar's ``NavigationBar/prefersLargeTitles`` is on).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack (the root: large).
        case automatic
        /// Large.
        case always
        /// On the bar's row.
        case never
        /// On the bar's row (iOS 17's name).
        case inline
    }
}
