import Foundation

/// Text in a layer, as `CATextLayer`: ``string`` in ``font`` at ``fontSize``, coloured by
/// ``foregroundColor`` (white by default, as Core Animation), from the top of the bounds,
/// aligned by ``alignmentMode``, wrapped at the bounds' width when ``isWrapped``, otherwise
/// one line per paragraph cut as ``truncationMode`` says. Drawn inside the bounds (text
/// beyond them is cut). Lines are rasterised once into the renderer's text cache.
@MainActor
open class TextLayer: Layer {
    /// Horizontal placement, as `CATextLayerAlignmentMode`.
    public enum AlignmentMode: String, Sendable, Hashable {
        case natural, left, right, center, justified
    }

    /// Where a line that does not fit is cut, as `CATextLayerTruncationMode`.
    public enum TruncationMode: String, Sendable, Hashable {
        case none, start, end, middle
    }

    /// The text: a `String` or an `NSAttributedString` (drawn with its plain string); `nil`
    /// or anything else draws nothing.
    public var string: Any? { didSet { changed() } }
    /// The typeface (`nil`: the system font); its size is replaced by ``fontSize``.
    public var font: Font? { didSet { changed() } }
    /// The size in points (36, as Core Animation); NaN or ≤ 0 gives 36, at most 1000.
    public var fontSize: Float = 36 { didSet { fontSize = fontSize.isFinite && fontSize > 0 ? min(fontSize, 1000) : 36; changed() } }
    /// The text colour (opaque white); animatable as `"foregroundColor"`.
    public var foregroundColor: Color? = .white {
        didSet { changed(); extraDidChange("foregroundColor", from: .color(oldValue)) }
    }
    /// Left by default (natural and justified draw as left).
    public var alignmentMode: AlignmentMode = .natural { didSet { changed() } }
    /// `true` wraps lines at the bounds' width (`false` by default).
    public var isWrapped = false { didSet { changed() } }
    /// How a line that does not fit is cut (`.none`: clipped at the bounds).
    public var truncationMode: TruncationMode = .none { didSet { changed() } }

    /// The lines laid out for a width, kept until a property changes.
    private var laidOut: (lines: [String], width: Float, scale: Float, version: Int)?
    private var version = 0

    /// A text layer with no string.
    public override init() { super.init() }

    private func changed() {
        version += 1
        invalidate()
    }

    /// The font drawn with.
    var effectiveFont: Font { (font ?? Font.systemFont(ofSize: fontSize)).withSize(fontSize) }

    /// The plain text shown.
    var text: String? {
        switch string {
        case let s as String: s
        case let s as NSAttributedString: s.string
        case let s as AttributedString: String(s.characters)
        default: nil
        }
    }

    override func extraModelValue(forKey key: String) -> LayerValue? {
        key == "foregroundColor" ? .color(foregroundColor) : nil
    }

    override func makePresentationCopy() -> Layer {
        let t = TextLayer()
        t.string = string
        t.font = font
        t.fontSize = fontSize
        if case .color(let c)? = presentedExtras["foregroundColor"] { t.foregroundColor = c } else { t.foregroundColor = foregroundColor }
        t.alignmentMode = alignmentMode
        t.isWrapped = isWrapped
        t.truncationMode = truncationMode
        return t
    }

    override func drawLayerContent(in r: Renderer, bounds: Rect) {
        super.drawLayerContent(in: r, bounds: bounds)
        guard let text, !text.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        var color = foregroundColor
        if case .color(let c)? = presentedExtras["foregroundColor"] { color = c }
        guard let color, color.a > 0 else { return }
        let font = effectiveFont
        let lines = lines(text, font: font, width: bounds.width, in: r)
        let alignment: TextAlignment = switch alignmentMode {
        case .right: .right
        case .center: .center
        default: .left
        }
        r.save()
        r.clip(to: bounds)
        r.drawTextLines(lines, font: font, color: color, in: bounds, alignment: alignment, verticalAlignment: .top)
        r.restore()
    }

    private func lines(_ text: String, font: Font, width: Float, in r: Renderer) -> [String] {
        if let l = laidOut, l.width == width, l.scale == r.pixelScale, l.version == version { return l.lines }
        let lines: [String]
        if isWrapped {
            lines = r.layoutText(text, font: font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        } else {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                TextLayer.truncate(String($0), mode: truncationMode, width: width) { r.measureText($0, font: font).width }
            }
        }
        laidOut = (lines, width, r.pixelScale, version)
        return lines
    }

    /// `line` cut to `width` with "…" at the start, end or middle (`.none`: unchanged).
    static func truncate(_ line: String, mode: TruncationMode, width: Float, measure: (String) -> Float) -> String {
        guard mode != .none, measure(line) > width else { return line }
        let chars = Array(line)
        func candidate(_ keep: Int) -> String {
            switch mode {
            case .start: return "…" + String(chars[(chars.count - keep)...])
            case .middle:
                let head = (keep + 1) / 2
                return String(chars[..<head]) + "…" + String(chars[(chars.count - (keep - head))...])
            default: return String(chars[..<keep]) + "…"
            }
        }
        var lo = 0, hi = chars.count - 1  // the most characters kept that still fit
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(candidate(mid)) <= width { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }
}
