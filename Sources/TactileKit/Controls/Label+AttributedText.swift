import Foundation

/// A label's attributed text and its cached layout.
struct LabelAttributedStorage {
    struct Key: Equatable {
        var font: Font, width: Float?, lines: Int, mode: LineBreakMode, scale: Float
    }

    var text: StyledText?
    /// Set while ``Label/attributedText`` writes ``Label/text``, so that it is not reset.
    var isSettingText = false
    var cachedKey: Key?
    var cachedLayout = StyledTextLayout()
}

extension Label {
    /// Text with runs of different fonts, colours, backgrounds, underlines,
    /// strikethroughs and kerning, as `UILabel.attributedText`; `nil` when the label shows
    /// plain ``text``.
    ///
    /// The runs share one baseline per line and wrap across lines as ``numberOfLines``
    /// and the line break mode allow; ``sizeThatFits(_:)`` and ``intrinsicContentSize``
    /// measure them. A run without `.font` or `.foregroundColor` uses the label's
    /// ``font`` and ``textColor``. The first character's `.paragraphStyle` sets the
    /// alignment, line break mode and line spacing (the label's own ``textAlignment`` and
    /// ``lineBreakMode`` otherwise). Setting it sets ``text`` to its string; setting
    /// ``text`` removes it. The label keeps a copy (see <doc:AttributedText>).
    ///
    /// ```swift
    /// let s = NSMutableAttributedString(string: "Total: ", attributes: [.font: Font(size: 17)])
    /// s.append(NSAttributedString(string: "42 €", attributes: [.font: Font.boldSystemFont(ofSize: 17),
    ///                                                          .foregroundColor: Color.systemGreen]))
    /// label.attributedText = s
    /// ```
    public var attributedText: NSAttributedString? {
        get {
            if let styled = attributed.text { return styled.nsAttributedString }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: textColor])
        }
        set { setStyledText(newValue.map { StyledText($0) }) }
    }

    /// Shows `styled` (`nil`: no text), as setting ``attributedText`` does.
    func setStyledText(_ styled: StyledText?) {
        attributed.text = styled.flatMap { $0.isEmpty ? nil : $0 }
        attributed.cachedKey = nil
        attributed.isSettingText = true
        text = styled?.string
        attributed.isSettingText = false
        contentDidChange()
    }

    /// The break mode used for attributed text: the paragraph style's, else the label's;
    /// several lines need wrapping.
    private var attributedBreakMode: LineBreakMode {
        let mode = attributed.text?.paragraph?.lineBreakMode ?? lineBreakMode
        if numberOfLines != 1 && (mode == .byTruncatingTail || mode == .byClipping) { return .byWordWrapping }
        return mode
    }

    /// The attributed lines at `width` (`nil`: unlimited), from the cache when nothing changed.
    func attributedLayout(width: Float?, measurer: TextMeasurer) -> StyledTextLayout {
        guard let styled = attributed.text else { return StyledTextLayout() }
        let key = LabelAttributedStorage.Key(font: font, width: width, lines: numberOfLines, mode: attributedBreakMode,
                                             scale: measurer.renderer?.pixelScale ?? 1)
        if key == attributed.cachedKey { return attributed.cachedLayout }
        let layout = StyledTextLayout(styled, defaultFont: font, maxWidth: width, maxLines: numberOfLines,
                                      lineBreakMode: key.mode, measure: measurer.styled)
        attributed.cachedKey = key
        attributed.cachedLayout = layout
        return layout
    }

    func drawAttributedText(in renderer: Renderer) {
        let layout = attributedLayout(width: bounds.width, measurer: TextMeasurer(renderer: renderer))
        renderer.drawStyledText(layout, color: textColor, in: Rect(origin: .zero, size: bounds.size),
                                alignment: attributed.text?.paragraph?.alignment ?? textAlignment,
                                verticalAlignment: verticalAlignment)
    }

    func attributedSizeThatFits(_ size: Size) -> Size {
        let limit: Float? = size.width.isFinite && size.width > 0 ? size.width : nil
        let s = attributedLayout(width: limit, measurer: TextMeasurer(for: self)).size
        return Size(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }
}
