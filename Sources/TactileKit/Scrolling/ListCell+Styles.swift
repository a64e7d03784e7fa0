extension ListCell {
    /// How a cell arranges its labels, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable, CaseIterable {
        /// The text only (``detailTextLabel`` is `nil`), with an optional leading image.
        case `default`
        /// Text at the leading edge, grey detail text right-aligned on the same line.
        case value1
        /// A small tinted text right-aligned in a narrow leading column, the detail after it.
        case value2
        /// Text over smaller grey detail text.
        case subtitle
    }

    /// The fonts and colours of UIKit's `style`.
    func applyStyleLook(_ style: CellStyle) {
        titleLabel.font = Font(size: 17)
        switch style {
        case .default, .subtitle:
            subtitleLabel.font = Font(size: style == .subtitle ? 15 : 13)
        case .value1:
            subtitleLabel.font = Font(size: 17)
            subtitleLabel.textColor = .secondaryLabel
            subtitleLabel.textAlignment = .right
        case .value2:
            titleLabel.font = Font(size: 15)
            titleLabel.textColor = .tintColor
            titleLabel.textAlignment = .right
            subtitleLabel.font = Font(size: 15)
            subtitleLabel.textColor = .label
        }
    }

    /// The leading image view, made on first use (`nil` in a ``CellStyle/value2`` cell, as
    /// in UIKit); hidden while it has no image.
    public var imageView: ImageView? {
        guard cellStyle != .value2 || contentConfiguration != nil else { return nil }
        if let v = cellImageView { return v }
        let v = ImageView()
        v.contentMode = .scaleAspectFit
        contentView.addSubview(v)
        cellImageView = v
        setNeedsLayout()
        return v
    }

    /// A content configuration for this cell's style, empty, as UIKit's
    /// `defaultContentConfiguration()`.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The arrangement drawn now: the content configuration's, else the cell style's.
    var effectiveStyle: CellStyle {
        guard let c = contentConfiguration else { return cellStyle }
        switch c.kind {
        case .cell: return .subtitle
        case .subtitleCell: return .subtitle
        case .valueCell: return .value1
        }
    }

    /// Whether the detail text goes under the text (not beside it).
    var stacksSubtitle: Bool { effectiveStyle == .subtitle || effectiveStyle == .default }

    /// Fills the labels and image view from ``contentConfiguration``.
    func applyContentConfiguration() {
        defer { setNeedsLayout(); invalidateIntrinsicContentSize() }
        guard let c = contentConfiguration else { return }
        apply(c.text, c.textProperties, to: titleLabel)
        apply(c.secondaryText, c.secondaryTextProperties, to: subtitleLabel)
        if let s = c.styledText { titleLabel.setStyledText(s) }
        if let s = c.styledSecondaryText { subtitleLabel.setStyledText(s) }
        if c.image != nil || cellImageView != nil, let iv = imageView {
            iv.image = c.image
            iv.tintColor = c.image?.renderingMode == .alwaysTemplate ? (c.imageProperties.tintColor ?? .tintColor) : c.imageProperties.tintColor
            iv.cornerRadius = c.imageProperties.cornerRadius
        }
    }

    private func apply(_ text: String?, _ p: ListContentConfiguration.TextProperties, to label: Label) {
        label.text = text
        label.font = p.font
        label.textColor = p.color
        label.numberOfLines = p.numberOfLines
        label.textAlignment = p.alignment
    }

    /// Places the image view at the leading edge; returns where the texts start.
    func layoutImage(in b: Rect, inset: Float) -> Float {
        guard let iv = cellImageView, let image = iv.image else {
            cellImageView?.isHidden = true
            return inset
        }
        iv.isHidden = false
        var size = image.size
        let limit = contentConfiguration?.imageProperties.maximumSize ?? .zero
        let maxW = limit.width > 0 ? limit.width : 10_000
        let maxH = min(limit.height > 0 ? limit.height : 10_000, max(0, b.height - 8))
        let scale = min(1, size.width > 0 ? maxW / size.width : 1, size.height > 0 ? maxH / size.height : 1)
        size = Size(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
        iv.frame = Rect(x: inset, y: ((b.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        let padding = contentConfiguration?.imageToTextPadding ?? 16
        return inset + size.width + padding
    }

    /// Places the text and detail labels in the cell's arrangement.
    func layoutTexts(in b: Rect, left: Float, width textWidth: Float) {
        let hasSubtitle = !(subtitleLabel.text ?? "").isEmpty
        switch effectiveStyle {
        case .value1:
            let detail = hasSubtitle ? min(textWidth, subtitleLabel.sizeThatFits(.zero).width) : 0
            let titleW = max(0, textWidth - (hasSubtitle ? detail + 8 : 0))
            titleLabel.frame = Rect(x: left, y: 0, width: titleW, height: b.height)
            subtitleLabel.frame = Rect(x: left + textWidth - detail, y: 0, width: detail, height: b.height)
        case .value2:
            let column = min(textWidth, max(60, (textWidth * 0.28).rounded()))
            titleLabel.frame = Rect(x: left, y: 0, width: column, height: b.height)
            subtitleLabel.frame = Rect(x: left + column + 6, y: 0, width: max(0, textWidth - column - 6), height: b.height)
        case .default, .subtitle:
            if hasSubtitle {
                // One-line labels take a line's height; wrapping ones what their text needs.
                let gap = contentConfiguration?.textToSecondaryTextVerticalPadding ?? 2
                let th = titleLabel.numberOfLines == 1 ? max(24, titleLabel.font.size * 1.4) : titleLabel.sizeThatFits(Size(width: textWidth, height: 0)).height
                let sh = subtitleLabel.numberOfLines == 1 ? max(20, subtitleLabel.font.size * 1.35) : subtitleLabel.sizeThatFits(Size(width: textWidth, height: 0)).height
                let top = ((b.height - th - gap - sh) / 2).rounded()
                titleLabel.frame = Rect(x: left, y: top, width: textWidth, height: th)
                subtitleLabel.frame = Rect(x: left, y: top + th + gap, width: textWidth, height: sh)
            } else {
                titleLabel.frame = Rect(x: left, y: 0, width: textWidth, height: b.height)
            }
        }
    }
}
