/// A view that shows an image, as `UIImageView`: stretched, fitted, filled (cropped to
/// the bounds and corner radius) or centred, optionally tinted.
///
/// A tint multiplies the image's colours: a white template image takes the tint's colour.
@MainActor
open class ImageView: View, StyleApplying {
    private var tintSlot = StyleSlot<Color?>(nil)

    /// The image; `nil` shows nothing.
    public var image: Image? {
        didSet { if image !== oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    }

    /// How the image fills the bounds.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// A colour multiplied into the image; `nil` draws it as it is, except a template image
    /// (``Image/RenderingMode/alwaysTemplate``), which takes UIKit's default tint, systemBlue.
    public override var tintColor: Color! {
        get { tintSlot.value() }
        set { if tintSlot.setByCode(newValue) { setNeedsDisplay() } }
    }

    /// Creates an image view with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view sized to `image`.
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view with an image file (PNG, JPEG); throws
    /// ``TactileError/imageLoadFailed(path:reason:)`` naming the file.
    public convenience init(contentsOfFile path: String) throws {
        self.init(image: try Image(contentsOfFile: path))
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        guard let image else { return }
        let b = Rect(origin: .zero, size: bounds.size)
        let target = Renderer.imageRect(size: image.size, in: b, contentMode: contentMode)
        if b.contains(target) && cornerRadii.isZero {
            renderer.draw(image, in: b, contentMode: contentMode, tint: drawTint(for: image))
        } else {
            // Images larger than the view, or under rounded corners, are cut by the bounds and corners.
            renderer.save()
            renderer.clip(to: b, radii: cornerRadii)
            renderer.draw(image, in: b, contentMode: contentMode, tint: drawTint(for: image))
            renderer.restore()
        }
    }

    private func drawTint(for image: Image) -> Color {
        tintColor ?? (image.renderingMode == .alwaysTemplate ? .tintColor : .white)
    }

    /// The image's size.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size (scaled down to fit `size` when that is given), keeping its aspect.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let s = image?.size, s.width > 0, s.height > 0 else { return .zero }
        var k: Float = 1
        if size.width.isFinite && size.width > 0 { k = min(k, size.width / s.width) }
        if size.height.isFinite && size.height > 0 { k = min(k, size.height / s.height) }
        return Size(width: (s.width * k).rounded(), height: (s.height * k).rounded())
    }

    // MARK: Theme

    /// The tint colour.
    open class var styleProperties: [StyleBinding] {
        View.viewStyleProperties + [StyleBinding(.tintColor, \ImageView.tintSlot) { $0.setNeedsDisplay() }]
    }

    open class var styleTypeNames: [String] { ["View", "ImageView"] }

    // MARK: Debugging

    /// The image's name: `image="logo.png"` (nothing without an image).
    open override var debugTreeDescription: String {
        DebugText.join([super.debugTreeDescription, image.map { DebugText.quoted("image", $0.name) } ?? ""])
    }
}
