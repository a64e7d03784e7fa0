/// Carries the settings that change the look (``Accessibility``) into the running engines:
/// Dynamic Type re-sizes the fonts of the views that adjust; Bold Text re-measures every
/// text; Increase Contrast and Reduce Transparency redraw. Windows and adjusting views are
/// held weakly. It hooks itself into ``Accessibility`` when the first window or view
/// registers (the core does not know the kit's text views).
@MainActor
package enum AppearanceSettings {
    private final class WeakView { weak var view: View?; init(_ v: View) { view = v } }
    private final class WeakWindow { weak var window: Window?; init(_ w: Window) { window = w } }
    private static var windows: [WeakWindow] = []
    private static var adjusting: [WeakView] = []

    /// The window of an engine that starts (called from `Engine.init`).
    package static func register(_ window: Window) {
        Accessibility.appearanceHook = { apply($0) }
        windows.removeAll { $0.window == nil }
        windows.append(WeakWindow(window))
    }

    /// A view that adjusts its font to the content size category.
    static func track(_ view: View) {
        Accessibility.appearanceHook = { apply($0) }
        adjusting.removeAll { $0.view == nil }
        adjusting.append(WeakView(view))
    }

    static func apply(_ setting: AccessibilitySetting) {
        windows.removeAll { $0.window == nil }
        switch setting {
        case .contentSizeCategory:
            adjusting.removeAll { $0.view == nil }
            for w in adjusting {
                guard let v = w.view, v.accessibilityStorage?.adjustsFont == true else { continue }
                v.adjustFontToContentSize()
            }
        case .boldText:
            for e in windows { if let w = e.window { remeasureText(w) } }
        case .darkerSystemColors, .reduceTransparency, .largerTouchTargets: break
        case .voiceOver, .reduceMotion: return
        }
        for e in windows {
            guard let w = e.window else { continue }
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
