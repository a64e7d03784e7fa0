import Foundation

extension Button {
    /// Draws the subviews and fill from ``configuration`` for the current state.
    func applyConfiguration(_ c: Configuration) {
        let s = storage
        let (fg, bg) = c.colors(for: state)
        isUpdatingAppearance = true
        backgroundColor = bg
        isUpdatingAppearance = false
        borderColor = c.background.strokeColor
        borderWidth = c.background.strokeColor == nil ? 0 : c.background.strokeWidth
        if s.originalTitleFont == nil { s.originalTitleFont = titleLabel.font }
        show(c.title, attributed: c.attributedTitle, in: titleLabel, font: c.resolvedTitleFont, color: fg)
        if c.hasSubtitle, s.subtitleLabel == nil {
            let l = Label()
            l.isStyledByOwner = true
            l.isAccessibilityElement = false
            addSubview(l)
            s.subtitleLabel = l
        }
        if let sub = s.subtitleLabel {
            show(c.subtitle, attributed: c.attributedSubtitle, in: sub, font: c.resolvedSubtitleFont, color: fg)
        }
        if c.showsActivityIndicator {
            let spinner = s.spinner ?? ActivityIndicatorView(style: .medium)
            if s.spinner == nil { s.spinner = spinner; addSubview(spinner) }
            spinner.color = fg
            spinner.isHidden = false
            if !spinner.isAnimating { spinner.startAnimating() }
        } else if let spinner = s.spinner {
            spinner.stopAnimating()
            spinner.isHidden = true
        }
        let image = c.showsActivityIndicator ? nil : c.image
        imageView.image = image
        imageView.isHidden = image == nil
        imageView.tintColor = image?.renderingMode == .alwaysTemplate ? fg : nil
        imageView.alpha = 1
        cornerRadius = c.cornerRadius(height: bounds.height)
        if s.lastApplied != c {
            s.lastApplied = c
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Shows a title or subtitle in `label`: the attributed text when it has characters, else
    /// the plain text (hidden when empty), in `font` and `color`.
    private func show(_ text: String?, attributed: AttributedString?, in label: Label, font: Font, color: Color) {
        if let a = attributed, !a.characters.isEmpty {
            showAttributed(a, in: label)
            if label.font != font { label.font = font }
            label.textColor = color
            return
        }
        let t = (text ?? "").isEmpty ? nil : text
        if label.text != t || label.attributed.text != nil { label.text = t }
        label.isHidden = t == nil
        if label.font != font { label.font = font }
        label.textColor = color
    }

    /// The sizes of the text block (title over subtitle), the title, the subtitle and the
    /// image (or activity indicator), unconstrained.
    private func configurationParts(_ c: Configuration) -> (text: Size, title: Size, subtitle: Size, image: Size) {
        let title = c.hasTitle ? titleLabel.sizeThatFits(.zero) : .zero
        let sub = c.hasSubtitle ? (configurationStorage?.subtitleLabel?.sizeThatFits(.zero) ?? .zero) : .zero
        let gap = c.hasTitle && c.hasSubtitle ? c.titlePadding : 0
        let text = Size(width: max(title.width, sub.width), height: title.height + gap + sub.height)
        let image: Size
        if c.showsActivityIndicator { image = configurationStorage?.spinner?.intrinsicContentSize ?? Size(width: 20, height: 20) }
        else { image = c.image?.size ?? .zero }
        return (text, title, sub, image)
    }

    private func isVertical(_ c: Configuration) -> Bool { c.imagePlacement == .top || c.imagePlacement == .bottom }

    /// The content's size: image and text block beside or above each other, with
    /// ``Configuration/imagePadding`` between them when both are there.
    private func configurationContentSize(_ c: Configuration) -> Size {
        let p = configurationParts(c)
        let hasImage = p.image != .zero, hasText = p.text.height > 0
        let pad = hasImage && hasText ? c.imagePadding : 0
        if isVertical(c) {
            return Size(width: max(p.image.width, p.text.width), height: p.image.height + pad + p.text.height)
        }
        return Size(width: p.image.width + pad + p.text.width, height: max(p.image.height, p.text.height))
    }

    /// ``intrinsicContentSize`` from the configuration: content plus insets, rounded up.
    func configurationIntrinsicSize(_ c: Configuration) -> Size {
        let content = configurationContentSize(c), i = c.contentInsets
        return Size(width: (content.width + i.leading + i.trailing).rounded(.up),
                    height: max(minimumHeight, (content.height + i.top + i.bottom).rounded(.up))).sanitized
    }

    /// Places the image (or activity indicator) and the text block in the bounds.
    func layoutConfiguration(_ c: Configuration) {
        cornerRadius = c.cornerRadius(height: bounds.height)
        let p = configurationParts(c)
        let i = c.contentInsets
        let area = Rect(x: i.leading, y: i.top, width: max(0, bounds.width - i.leading - i.trailing),
                        height: max(0, bounds.height - i.top - i.bottom))
        let hasImage = p.image != .zero, hasText = p.text.height > 0
        let pad = hasImage && hasText ? c.imagePadding : 0
        let vertical = isVertical(c)
        let textW = min(p.text.width, vertical ? area.width : max(0, area.width - p.image.width - pad))
        let groupW = vertical ? max(p.image.width, textW) : p.image.width + pad + textW
        let groupH = vertical ? p.image.height + pad + p.text.height : max(p.image.height, p.text.height)
        var x = area.minX
        switch contentHorizontalAlignment {
        case .center: x += (area.width - groupW) / 2
        case .right: x += area.width - groupW
        case .left, .fill: break
        }
        let y = area.minY + (area.height - groupH) / 2
        var imageOrigin = Point(x: x, y: y), textOrigin = Point(x: x, y: y)
        switch c.imagePlacement {
        case .leading:
            imageOrigin.y = y + (groupH - p.image.height) / 2
            textOrigin = Point(x: x + p.image.width + pad, y: y + (groupH - p.text.height) / 2)
        case .trailing:
            textOrigin.y = y + (groupH - p.text.height) / 2
            imageOrigin = Point(x: x + textW + pad, y: y + (groupH - p.image.height) / 2)
        case .top:
            imageOrigin.x = x + (groupW - p.image.width) / 2
            textOrigin = Point(x: x + (groupW - textW) / 2, y: y + p.image.height + pad)
        case .bottom:
            textOrigin.x = x + (groupW - textW) / 2
            imageOrigin = Point(x: x + (groupW - p.image.width) / 2, y: y + p.text.height + pad)
        }
        let imageFrame = Rect(x: imageOrigin.x.rounded(), y: imageOrigin.y.rounded(), width: p.image.width, height: p.image.height)
        imageView.frame = imageFrame
        configurationStorage?.spinner?.frame = imageFrame
        let align: TextAlignment
        switch c.titleAlignment {
        case .leading: align = .left
        case .trailing: align = .right
        case .center: align = .center
        case .automatic: align = c.hasSubtitle && !vertical && hasImage ? (c.imagePlacement == .leading ? .left : .right) : .center
        }
        let tx = textOrigin.x.rounded(), ty = textOrigin.y.rounded()
        titleLabel.textAlignment = align
        titleLabel.frame = Rect(x: tx, y: ty, width: textW, height: p.title.height)
        if let sub = configurationStorage?.subtitleLabel {
            sub.textAlignment = align
            let gap = c.hasTitle && c.hasSubtitle ? c.titlePadding : 0
            sub.frame = Rect(x: tx, y: ty + p.title.height + gap, width: textW, height: p.subtitle.height)
        }
    }
}
