extension Image {
    /// How a view draws an image, as `UIImage.RenderingMode`.
    public enum RenderingMode: Sendable, Hashable {
        /// As the view decides: original colours, except where a view always tints.
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// The image's alpha as a mask filled with the view's tint colour.
        case alwaysTemplate
    }

    /// The same pixels drawn in `mode`, as `UIImage.withRenderingMode(_:)`; the image
    /// itself when it already has that mode.
    /// A template keeps only the alpha of each pixel (its colour becomes white, which a
    /// view's tint then colours).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        guard mode != renderingMode else { return self }
        var pixels = bitmap
        if mode == .alwaysTemplate {
            var i = 0
            let n = pixels.bytes.count - 3
            while i < n {
                pixels.bytes[i] = 255; pixels.bytes[i + 1] = 255; pixels.bytes[i + 2] = 255
                i += 4
            }
        }
        return Image(bitmap: pixels, name: name, renderingMode: mode)
    }
}
