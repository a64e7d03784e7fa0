/// A control that shows a title and/or an image and sends an action when tapped, as
/// `UIButton`.
///
/// Titles, title colours, backgrounds and images are set per state; a state without its
/// own value uses the normal one. Pressed, a button darkens (its background, or its title
/// when it has no background) unless ``adjustsAppearanceWhenHighlighted`` is off or a
/// highlighted value was set. Title and state changes repaint only the button.
///
/// ```swift
/// let ok = Button()
/// ok.setTitle("OK", for: .normal)
/// ok.setBackgroundColor(.systemBlue, for: .normal)
/// ok.addAction(for: .primaryActionTriggered) { _ in save() }
/// ```
@MainActor
open class Button: Control, SizeToFitObserving {
    /// The label showing the current title (hidden when there is none).
    public let titleLabel = Label()
    /// The view showing the current image (hidden when there is none).
    public let imageView = ImageView()

    private var titles: [ControlState: String] = [:]
    /// Attributed titles per state (Button+AttributedTitle.swift).
    var attributedTitles: [ControlState: StyledText] = [:]
    private var images: [ControlState: Image] = [:]
    private var titleColors = StyleSlot<Color?>(nil)
    private var backgroundColors = StyleSlot<Color?>(nil)
    var contentInsetsSlot = StyleSlot(EdgeInsets.zero)
    private var titleInsetsSlot = StyleSlot(EdgeInsets.zero)
    private var imageInsetsSlot = StyleSlot(EdgeInsets.zero)
    private var darkeningSlot = StyleSlot(Float(0.2))
    private var minimumHeightSlot = StyleSlot(Float(0))
    var isUpdatingAppearance = false
    /// ``configuration`` and its handler, views and primary action (nil until used).
    var configurationStorage: ButtonConfigurationStorage?

    /// Creates a button with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        titleLabel.isStyledByOwner = true
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        imageView.isHidden = true
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
        addSubview(titleLabel)
        updateAppearance()
    }

    /// Creates a button showing `title`.
    public convenience init(title: String) {
        self.init(frame: .zero)
        setTitle(title, for: .normal)
    }

    open override var sendsPrimaryActionOnTap: Bool { true }

    // MARK: Per-state content

    /// Sets the title for a state (`nil` removes it; other states fall back to normal's).
    public func setTitle(_ title: String?, for state: ControlState) {
        guard titles[state] != title else { return }
        titles[state] = title
        updateAppearance()
    }

    /// The title set for exactly `state`.
    public func title(for state: ControlState) -> String? { titles[state] }

    /// The title shown now (the attributed title's text when the state has one).
    public var currentTitle: String? { currentStyledTitle?.string ?? lookup(titles) }

    /// Sets the title colour for a state.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        if titleColors.setCode(color, for: state) { updateAppearance() }
    }

    /// The title colour set for `state` (by code, else by the theme), without fallback.
    public func titleColor(for state: ControlState) -> Color? { titleColors.exactValue(for: state) ?? nil }

    /// Sets the background colour for a state.
    public func setBackgroundColor(_ color: Color?, for state: ControlState) {
        if backgroundColors.setCode(color, for: state) { updateAppearance() }
    }

    /// The background colour set for `state` (by code, else by the theme), without fallback.
    public func backgroundColor(for state: ControlState) -> Color? { backgroundColors.exactValue(for: state) ?? nil }

    /// Sets the image for a state.
    public func setImage(_ image: Image?, for state: ControlState) {
        guard images[state] !== image else { return }
        images[state] = image
        updateAppearance()
    }

    /// The image set for exactly `state`.
    public func image(for state: ControlState) -> Image? { images[state] }

    /// The image shown now.
    public var currentImage: Image? { lookup(images) }

    /// The background: setting it is `setBackgroundColor(_:for: .normal)`, so the pressed
    /// look and per-state colours keep working.
    open override var backgroundColor: Color? {
        get { super.backgroundColor }
        set {
            if isUpdatingAppearance { super.backgroundColor = newValue; return }
            setBackgroundColor(newValue, for: .normal)
        }
    }

    private func lookup<T>(_ table: [ControlState: T]) -> T? {
        for s in state.lookupOrder { if let v = table[s] { return v } }
        return nil
    }

    // MARK: Layout properties

    /// Space between the edges and the content (image and title); zero by default, as
    /// `UIButton` (a theme or ``StyledButton`` adds padding). While it is zero, a title gets
    /// UIKit's 6 points above and below its line in ``intrinsicContentSize``. NaN and
    /// infinite edges become 0.
    public var contentEdgeInsets: EdgeInsets {
        get { contentInsetsSlot.value() }
        set { if contentInsetsSlot.setByCode(newValue.sanitized) { invalidateIntrinsicContentSize() } }
    }

    /// Space around the title within the content area (a left inset shifts the title right).
    public var titleEdgeInsets: EdgeInsets {
        get { titleInsetsSlot.value() }
        set { if titleInsetsSlot.setByCode(newValue.sanitized) { invalidateIntrinsicContentSize() } }
    }

    /// Space around the image within the content area.
    public var imageEdgeInsets: EdgeInsets {
        get { imageInsetsSlot.value() }
        set { if imageInsetsSlot.setByCode(newValue.sanitized) { invalidateIntrinsicContentSize() } }
    }

    /// Where the image and title sit horizontally (`.left`: the title starts at
    /// `contentEdgeInsets.left + titleEdgeInsets.left`).
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Where the image and title sit vertically in the content area, as UIKit's
    /// `contentVerticalAlignment`: centred (default), against the top or bottom, or filling it.
    public var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// UIKit's padding above and below a title when ``contentEdgeInsets`` is zero.
    static let titleVerticalPadding: Float = 6
    /// Set by ``View/sizeToFit()``: a title-only button keeps UIKit's 6-point padding from
    /// the top or bottom edge when its content is aligned there (iOS: y = 6, or 6 above the
    /// bottom, in a 200x100 button sized to fit first; 0 without the sizeToFit).
    private var titlePaddedBySizeToFit = false

    package func willSizeToFit() { titlePaddedBySizeToFit = true }
    /// UIKit's size of a button with neither title nor image.
    static let emptySize = Size(width: 30, height: 34)

    /// Whether pressing darkens the button when no highlighted colour was set.
    public var adjustsAppearanceWhenHighlighted: Bool = true {
        didSet { if adjustsAppearanceWhenHighlighted != oldValue { updateAppearance() } }
    }

    /// How much the pressed look darkens, 0...1 (0.2 by default).
    public var pressedDarkening: Float {
        get { darkeningSlot.value() }
        set { darkeningSlot.set(newValue.isFinite ? min(1, max(0, newValue)) : 0.2, by: .code); updateAppearance() }
    }

    /// The least height ``intrinsicContentSize`` reports (touch targets: 44 and up).
    public var minimumHeight: Float {
        get { minimumHeightSlot.value() }
        set { if minimumHeightSlot.setByCode(newValue.isFinite ? max(0, newValue) : 0) { invalidateIntrinsicContentSize() } }
    }

    // MARK: Appearance

    open override func stateDidChange() {
        if configurationStateDidChange() { return }
        updateAppearance()
    }

    /// The background for the current state, with the pressed look applied.
    open func resolvedBackgroundColor() -> Color? {
        resolved(backgroundColors)
    }

    /// The title colour for the current state, with the pressed and disabled looks applied.
    open func resolvedTitleColor() -> Color {
        let base = titleColors.value(for: state) ?? .white
        if !isEnabled && titleColor(for: .disabled) == nil { return base.withAlphaComponent(Float(base.a) / 255 * 0.45) }
        if isHighlighted && resolvedBackgroundColor() == nil && adjustsAppearanceWhenHighlighted
            && titleColor(for: .highlighted) == nil {
            return base.darkened(by: max(pressedDarkening, 0.3))
        }
        return base
    }

    /// A per-state colour with the default pressed (darker) and disabled (faded) looks
    /// where no colour was set for those states.
    func resolved(_ values: StyleSlot<Color?>) -> Color? {
        guard var c = values.value(for: state) else { return nil }
        if isHighlighted && adjustsAppearanceWhenHighlighted && values.exactValue(for: .highlighted) == nil
            && values.exactValue(for: state) == nil {
            c = c.darkened(by: pressedDarkening)
        }
        if !isEnabled && values.exactValue(for: .disabled) == nil {
            c = c.withAlphaComponent(Float(c.a) / 255 * 0.5)
        }
        return c
    }

    /// Pushes the current state's title, colours and image into the subviews. Subclasses
    /// with their own per-state looks override it and call `super`.
    open func updateAppearance() {
        if let c = configurationStorage?.configuration { applyConfiguration(c); return }
        isUpdatingAppearance = true
        backgroundColor = resolvedBackgroundColor()
        isUpdatingAppearance = false
        let title = currentTitle
        if showAttributedTitle() {
        } else if titleLabel.text != title || titleLabel.attributed.text != nil {
            titleLabel.text = title
            titleLabel.isHidden = (title ?? "").isEmpty
            setNeedsLayout()
        }
        titleLabel.textColor = resolvedTitleColor()
        applyTitleShadow()
        let image = currentImage
        if imageView.image !== image {
            imageView.image = image
            imageView.isHidden = image == nil
            setNeedsLayout()
        }
        imageView.alpha = isEnabled ? 1 : 0.45
    }

    // MARK: Layout

    /// The area for the image and title: the bounds minus ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: Rect) -> Rect {
        Rect(origin: .zero, size: bounds.size).inset(by: contentEdgeInsets)
    }

    private var imageNaturalSize: Size {
        guard let image = currentImage else { return .zero }
        return image.size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let c = configurationStorage?.configuration { layoutConfiguration(c); return }
        let content = contentRect(forBounds: bounds)
        let ti = titleEdgeInsets, ii = imageEdgeInsets
        var img = imageNaturalSize
        let imgMaxH = max(0, content.height - ii.vertical)
        if contentVerticalAlignment == .fill, currentImage != nil {
            img.height = imgMaxH
        } else if img.height > imgMaxH, img.height > 0 {
            img = Size(width: img.width * imgMaxH / img.height, height: imgMaxH)
        }
        let imgW = currentImage == nil ? 0 : img.width + ii.horizontal
        let hasTitle = !(currentTitle ?? "").isEmpty
        let titleRoom = max(0, content.width - imgW - ti.horizontal)
        var titleW: Float = 0
        if hasTitle {
            titleW = contentHorizontalAlignment == .fill ? titleRoom : min(titleRoom, titleLabel.sizeThatFits(Size(width: 0, height: 0)).width)
        }
        let titleBoxW = hasTitle ? titleW + ti.horizontal : 0
        let group = imgW + titleBoxW
        var x: Float
        switch contentHorizontalAlignment {
        case .center: x = content.minX + (content.width - group) / 2
        case .left, .fill: x = content.minX
        case .right: x = content.maxX - group
        }
        x = x.rounded()
        if currentImage != nil {
            let y: Float
            switch contentVerticalAlignment {
            case .center: y = content.minY + ii.top + (content.height - ii.vertical - img.height) / 2
            case .top, .fill: y = content.minY + ii.top
            case .bottom: y = content.maxY - ii.bottom - img.height
            }
            imageView.frame = Rect(x: x + ii.left, y: y.rounded(), width: img.width, height: img.height)
            x += imgW
        }
        if hasTitle {
            // Centred and filling, the label takes the whole height and centres its line;
            // against the top or bottom, it is one line tall at that edge.
            let room = max(0, content.height - ti.vertical)
            let line = min(room, titleLabel.sizeThatFits(Size(width: titleW, height: 0)).height)
            let pad = titlePaddedBySizeToFit && currentImage == nil && contentEdgeInsets == .zero
                ? min(Button.titleVerticalPadding, max(0, (room - line) / 2)) : 0
            let frame: Rect
            switch contentVerticalAlignment {
            case .center, .fill: frame = Rect(x: x + ti.left, y: content.minY + ti.top, width: titleW, height: room)
            case .top: frame = Rect(x: x + ti.left, y: content.minY + ti.top + pad, width: titleW, height: line)
            case .bottom: frame = Rect(x: x + ti.left, y: content.maxY - ti.bottom - line - pad, width: titleW, height: line)
            }
            titleLabel.frame = frame
        }
    }

    /// The size of the content plus ``contentEdgeInsets``, at least ``minimumHeight`` tall,
    /// as `UIButton`'s: 30x34 with no content; a title is its width by its line height plus
    /// 6 points above and below (only while ``contentEdgeInsets`` is zero: insets replace
    /// that padding, as in UIKit); an image is its own size; image and title sit side by
    /// side, as tall as the taller. Title and image insets add to the content (UIKit
    /// ignores them here, clipping the title; Tactile grows the button instead).
    /// A button lays out its title and image by their natural sizes.
    open override var layoutDependsOnSubviewSizes: Bool { true }

    open override var intrinsicContentSize: Size {
        if let c = configurationStorage?.configuration { return configurationIntrinsicSize(c) }
        let ci = contentEdgeInsets, ti = titleEdgeInsets, ii = imageEdgeInsets
        let hasTitle = !(currentTitle ?? "").isEmpty
        var w: Float = 0, h: Float = 0
        if let image = currentImage {
            w += image.size.width + ii.horizontal
            h = max(h, image.size.height + ii.vertical)
        }
        if hasTitle {
            let t = titleLabel.sizeThatFits(Size(width: 0, height: 0))
            let padding = ci == .zero ? 2 * Button.titleVerticalPadding : 0
            w += t.width + ti.horizontal
            h = max(h, t.height + padding + ti.vertical)
        }
        if currentImage == nil && !hasTitle { (w, h) = (Button.emptySize.width, Button.emptySize.height) }
        let width = max(0, w + ci.horizontal).rounded(.up), height = max(0, h + ci.vertical).rounded(.up)
        return Size(width: width, height: max(minimumHeight, height)).sanitized
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }


    // MARK: Theme

    /// Per-state title and background colours, insets, pressed darkening, minimum height,
    /// and the title's font (size or file).
    open override class var styleProperties: [StyleBinding] {
        super.styleProperties + [
            StyleBinding(.titleColor, \Button.titleColors) { $0.updateAppearance() },
            StyleBinding(.backgroundColor, \Button.backgroundColors) { $0.updateAppearance() },
            StyleBinding(.contentInsets, \Button.contentInsetsSlot) { $0.invalidateIntrinsicContentSize() },
            StyleBinding(.titleInsets, \Button.titleInsetsSlot) { $0.invalidateIntrinsicContentSize() },
            StyleBinding(.imageInsets, \Button.imageInsetsSlot) { $0.invalidateIntrinsicContentSize() },
            StyleBinding(.pressedDarkening, \Button.darkeningSlot) { $0.updateAppearance() },
            StyleBinding(.minimumHeight, \Button.minimumHeightSlot) { $0.invalidateIntrinsicContentSize() },
            StyleBinding(.fontSize, \Button.titleLabel.fontSlot, convert: { b, n in b.titleLabel.font.withSize(n) },
                         didChange: { $0.titleLabel.fontDidChange(); $0.invalidateIntrinsicContentSize() }),
            StyleBinding(.font, \Button.titleLabel.fontSlot, convert: { b, path in Label.loadFont(path, size: b.titleLabel.font.size, for: "button") },
                         didChange: { $0.titleLabel.fontDidChange(); $0.invalidateIntrinsicContentSize() }),
        ]
    }

    open override class var styleTypeNames: [String] { ["View", "Control", "Button"] }

    // MARK: Debugging

    /// The current title and image name, then the state: `title="OK" highlighted`.
    open override var debugTreeDescription: String {
        DebugText.join([
            currentTitle.map { DebugText.quoted("title", $0) } ?? "",
            currentImage.map { DebugText.quoted("image", $0.name) } ?? "",
            super.debugTreeDescription,
        ])
    }
}
