/// The process-wide accessibility settings the renderer applies by itself: Bold Text (the
/// system face drawn bold, `FontLibrary`) and Increase Contrast (system colours drawn in
/// their high-contrast variants, `Color.contrastAdjusted`). They are stored here so that the
/// graphics layer names nothing above it; ``Accessibility`` is their one public face
/// (``Accessibility/isBoldTextEnabled``, ``Accessibility/isDarkerSystemColorsEnabled``) and
/// tells observers when they change.
@MainActor
package enum DrawingSettings {
    /// Bold Text.
    package static var boldText = false
    /// Increase Contrast.
    package static var increaseContrast = false
}
