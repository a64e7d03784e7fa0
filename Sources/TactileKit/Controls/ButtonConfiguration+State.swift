extension Button.Configuration {
    /// The foreground (title, subtitle, template image) and fill colours for a control
    /// state, as iOS 15 derives them: pressed, the content and fill fade; disabled, the
    /// content turns tertiaryLabel grey and any fill systemFill grey.
    func colors(for state: ControlState) -> (foreground: Color, background: Color?) {
        let tint = Color.tintColor
        var fg: Color
        var bg: Color?
        switch style {
        case .plain:
            fg = baseForegroundColor ?? baseBackgroundColor ?? tint
            bg = nil
        case .tinted:
            let base = baseBackgroundColor ?? tint
            fg = baseForegroundColor ?? base
            bg = Color(light: base.lightAppearance.withAlphaComponent(0.15), dark: base.darkAppearance.withAlphaComponent(0.25))
        case .gray:
            fg = baseForegroundColor ?? tint
            bg = baseBackgroundColor ?? .systemGray5
        case .filled:
            fg = baseForegroundColor ?? .white
            bg = baseBackgroundColor ?? tint
        }
        if let explicit = background.backgroundColor { bg = explicit }
        if state.contains(.disabled) {
            fg = .tertiaryLabel
            if bg != nil { bg = .tertiarySystemFill }
        } else if state.contains(.highlighted) {
            if bg == nil || style == .tinted || style == .gray {
                fg = fg.mapAppearances { $0.withAlphaComponent(Float($0.a) / 255 * 0.5) }
            }
            bg = bg?.mapAppearances { $0.withAlphaComponent(Float($0.a) / 255 * 0.75) }
        }
        return (fg, bg)
    }

    /// The corner radius for a button `height` points tall.
    func cornerRadius(height: Float) -> Float {
        switch cornerStyle {
        case .dynamic: return buttonSize.dynamicCornerRadius
        case .fixed: return background.cornerRadius
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return max(0, height / 2)
        }
    }

    /// This configuration as `button`'s state draws it, as UIKit's `updated(for:)`: the
    /// foreground and fill resolved into ``baseForegroundColor`` and
    /// ``Button/BackgroundConfiguration/backgroundColor``.
    @MainActor
    public func updated(for button: Button) -> Button.Configuration {
        var c = self
        let (fg, bg) = colors(for: button.state)
        c.baseForegroundColor = fg
        c.background.backgroundColor = bg
        return c
    }

    /// The title font in use.
    var resolvedTitleFont: Font { titleFont ?? Font(size: buttonSize.fontSizes.title) }
    /// The subtitle font in use.
    var resolvedSubtitleFont: Font { subtitleFont ?? Font(size: buttonSize.fontSizes.subtitle) }
    var hasTitle: Bool { !(title ?? "").isEmpty }
    var hasSubtitle: Bool { !(subtitle ?? "").isEmpty }
}
