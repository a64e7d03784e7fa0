/// A view whose font follows the content size category, as `UIContentSizeCategoryAdjusting`:
/// ``Label``, ``Button`` (its title), ``TextField`` and ``TextView``.
@MainActor
public protocol ContentSizeCategoryAdjusting: AnyObject {
    /// When `true` and the font came from ``Font/preferredFont(forTextStyle:)``, the font
    /// is re-made at the new size whenever ``Accessibility/preferredContentSizeCategory``
    /// changes (and at once, when set), and the view's intrinsic size with it.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension Label: ContentSizeCategoryAdjusting {
    public var adjustsFontForContentSizeCategory: Bool {
        get { accessibilityStorage?.adjustsFont ?? false }
        set { setAdjustsFont(newValue) }
    }
}

extension TextField: ContentSizeCategoryAdjusting {
    public var adjustsFontForContentSizeCategory: Bool {
        get { accessibilityStorage?.adjustsFont ?? false }
        set { setAdjustsFont(newValue) }
    }
}

extension TextView: ContentSizeCategoryAdjusting {
    public var adjustsFontForContentSizeCategory: Bool {
        get { accessibilityStorage?.adjustsFont ?? false }
        set { setAdjustsFont(newValue) }
    }
}

extension Button: ContentSizeCategoryAdjusting {
    /// Whether the title's font follows the content size category (the title label's
    /// ``Label/adjustsFontForContentSizeCategory``; UIKit sets it on `titleLabel`).
    public var adjustsFontForContentSizeCategory: Bool {
        get { titleLabel.adjustsFontForContentSizeCategory }
        set { titleLabel.adjustsFontForContentSizeCategory = newValue }
    }
}

extension View {
    func setAdjustsFont(_ on: Bool) {
        guard on != (accessibilityStorage?.adjustsFont ?? false) else { return }
        accessibility.adjustsFont = on
        if on {
            AppearanceSettings.track(self)
            adjustFontToContentSize()
        }
    }

    /// Re-sizes a Dynamic Type font to the current category (nothing for other fonts).
    func adjustFontToContentSize() {
        let category = Accessibility.preferredContentSizeCategory
        func resized(_ f: Font) -> Font? {
            guard let style = f.textStyle else { return nil }
            let size = style.size(for: category)
            return size != f.size ? f.withSize(size) : nil
        }
        switch self {
        case let l as Label:
            guard let f = resized(l.font) else { return }
            l.font = f
            l.invalidateIntrinsicContentSize()
        case let t as TextField:
            guard let f = resized(t.font) else { return }
            t.font = f
            t.invalidateIntrinsicContentSize()
        case let t as TextView:
            guard let f = resized(t.font) else { return }
            t.font = f
            t.invalidateIntrinsicContentSize()
        default: return
        }
        // Stacks and buttons size themselves from their subviews: their own natural size
        // changed too (Auto Layout keeps an intrinsic-size constraint per view).
        var v = superview
        while let s = v, s.layoutDependsOnSubviewSizes {
            s.invalidateIntrinsicContentSize()
            v = s.superview
        }
        superview?.setNeedsLayout()
    }
}
