internal import CSDL2

/// A picture of a view taken by the renderer, kept in a texture until released: what a
/// cross-dissolve transition fades out while the view's new content shows beneath it.
@MainActor
package final class RenderSnapshot {
    let texture: OpaquePointer
    /// The texture's size in pixels.
    let pixelSize: Size
    private weak var renderer: Renderer?

    init(texture: OpaquePointer, pixelSize: Size, renderer: Renderer) {
        self.texture = texture
        self.pixelSize = pixelSize
        self.renderer = renderer
    }

    deinit {
        // With its renderer gone, SDL freed the texture along with it.
        if MainQueue.isOnMainActor {
            MainActor.assumeIsolated {
                if let renderer, !renderer.isReleased { renderer.flush(); SDL_DestroyTexture(texture) }
            }
        } else {
            MainActorCleanup.releasedOffMainActor("RenderSnapshot")
        }
    }
}

extension Renderer {
    /// Draws `body` (in a `size`-point space whose origin is its top-left) into a new texture
    /// and returns it; `nil` for an empty or non-finite size or when SDL cannot make one.
    package func snapshot(size: Size, _ body: () -> Void) -> RenderSnapshot? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let s = pixelScale
        let w = Int32(min(4094, (size.width * s).rounded(.up))), h = Int32(min(4094, (size.height * s).rounded(.up)))
        guard w > 0, h > 0, let tex = TextureFactory.make(on: sdlRenderer, access: SDL_TEXTUREACCESS_TARGET, width: w, height: h,
                                                         purpose: "snapshot") else { return nil }
        let px = Size(width: Float(w), height: Float(h))
        drawing(into: tex, size: px) {
            SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
            SDL_RenderClear(sdlRenderer)
            body()
        }
        return RenderSnapshot(texture: tex, pixelSize: px, renderer: self)
    }

    /// Draws a snapshot over `rect` (points) with `opacity` times the current opacity.
    package func draw(_ snapshot: RenderSnapshot, in rect: Rect, opacity: Float) {
        let a = max(0, min(1, opacity.isFinite ? opacity : 0)) * state.opacity
        guard a > 0 else { return }
        // 1:1, on whole pixels, as it was taken.
        let s = pixelScale
        let x = ((state.origin.x + rect.minX) * s).rounded(), y = ((state.origin.y + rect.minY) * s).rounded()
        guard x.isFinite, y.isFinite else { return }
        drawTexture(snapshot.texture, source: Rect(origin: .zero, size: snapshot.pixelSize),
                    destinationPixels: Rect(x: x, y: y, width: snapshot.pixelSize.width, height: snapshot.pixelSize.height),
                    tint: Color(r: 255, g: 255, b: 255, a: UInt8((a * 255).rounded())))
    }
}
