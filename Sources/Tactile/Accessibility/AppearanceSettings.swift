/// Carries the settings that change the look (``Accessibility``) into the running engines:
/// Dynamic Type re-sizes the fonts of the views that adjust; Bold Text re-measures every
/// text; Increase Contrast and Reduce Transparency redraw. Engines and adjusting views are
/// held weakly.
@MainActor
enum AppearanceSettings {
    private final class WeakEngine { weak var engine: Engine?; init(_ e: Engine) { engine = e } }
    private final class WeakView { weak var view: View?; init(_ v: View) { view = v } }
    private static var engines: [WeakEngine] = []
    private static var adjusting: [WeakView] = []

    /// An engine that starts (called from `Engine.init`).
    static func register(_ engine: Engine) {
        engines.removeAll { $0.engine == nil }
        engines.append(WeakEngine(engine))
    }

    /// A view that adjusts its font to the content size category.
    static func track(_ view: View) {
        adjusting.removeAll { $0.view == nil }
        adjusting.append(WeakView(view))
    }

    static func apply(_ setting: AccessibilitySetting) {
        engines.removeAll { $0.engine == nil }
        switch setting {
        case .contentSizeCategory:
            adjusting.removeAll { $0.view == nil }
            for w in adjusting {
                guard let v = w.view, v.accessibilityStorage?.adjustsFont == true else { continue }
                v.adjustFontToContentSize()
            }
        case .boldText:
            for e in engines { if let w = e.engine?.window { remeasureText(w) } }
        case .darkerSystemColors, .reduceTransparency, .largerTouchTargets: break
        case .voiceOver, .reduceMotion: return
        }
        for e in engines {
            guard let w = e.engine?.window else { continue }
            w.setNeedsLayout()
            w.setNeedsFullRedraw()
        }
    }

    /// After the font faces changed (Bold Text): every text measures and lays out again.
    private static func remeasureText(_ view: View) {
        switch view {
        case let l as Label: l.fontDidChange()
        case let t as TextField:
            // Re-setting the font drops the field's measured runs.
            let f = t.font
            t.font = f.withSize(f.size + 1)
            t.font = f
        case let t as TextView:
            let f = t.font
            t.font = f.withSize(f.size + 1)
            t.font = f
        default: break
        }
        view.invalidateIntrinsicContentSize()
        view.setNeedsLayout()
        view.setNeedsDisplay()
        for s in view.subviews { remeasureText(s) }
    }
}
