import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// UIKit's image contexts: `UIGraphicsImageRenderer` and the `UIGraphicsBeginImageContext`
/// functions, with the implicit drawing calls that draw into them.
@MainActor
@Suite struct GraphicsImageRendererTests {
    /// A 4x2 picture: red left half, blue right half.
    private func halves() -> Image {
        var b = Bitmap(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { b.setPixel(x: x, y: y, to: x < 2 ? Color(r: 255, g: 0, b: 0) : Color(r: 0, g: 0, b: 255)) } }
        return Image(bitmap: b)
    }

    @Test func anImageRendererDrawsImagesPathsAndFills() {
        let image = GraphicsImageRenderer(size: Size(width: 40, height: 20)).image { context in
            halves().draw(in: Rect(x: 0, y: 0, width: 20, height: 20))
            Color(r: 0, g: 200, b: 0).setFill()
            BezierPath(rect: Rect(x: 24, y: 4, width: 8, height: 8)).fill()
            context.fill(Rect(x: 36, y: 0, width: 4, height: 4))
        }
        #expect(image.size == Size(width: 40, height: 20))
        let b = image.bitmap
        #expect(b.pixel(x: 5, y: 10) == Color(r: 255, g: 0, b: 0), "the image scaled into its rect: left half red")
        #expect(b.pixel(x: 15, y: 10) == Color(r: 0, g: 0, b: 255))
        #expect(b.pixel(x: 28, y: 8) == Color(r: 0, g: 200, b: 0), "the path filled with the fill colour")
        #expect(b.pixel(x: 37, y: 1) == Color(r: 0, g: 200, b: 0), "context.fill uses the fill colour too")
        #expect(b.pixel(x: 37, y: 10).a == 0, "not opaque: the rest stays transparent")
    }

    /// The app2 port's `imageValue(with:scaledTo:)`, renamed only.
    @Test func theBeginEndFunctionsScaleAnImage() {
        func imageValue(with image: Image, scaledTo newSize: Size) -> Image {
            GraphicsBeginImageContextWithOptions(newSize, false, 1.0)
            image.draw(in: Rect(x: 0, y: 0, width: newSize.width, height: newSize.height))
            let newImage = GraphicsGetImageFromCurrentImageContext()
            GraphicsEndImageContext()
            return newImage ?? Image()
        }
        let scaled = imageValue(with: halves(), scaledTo: Size(width: 100, height: 50))
        #expect(scaled.size == Size(width: 100, height: 50))
        #expect(scaled.bitmap.pixel(x: 10, y: 25) == Color(r: 255, g: 0, b: 0) && scaled.bitmap.pixel(x: 90, y: 25) == Color(r: 0, g: 0, b: 255))
        #expect(GraphicsGetImageFromCurrentImageContext() == nil, "no context is left open")
    }

    @Test func contextsNestAndOpaqueOnesStartWhite() {
        let outer = GraphicsImageRenderer(size: Size(width: 10, height: 10), format: {
            let f = GraphicsImageRendererFormat()
            f.opaque = true
            return f
        }()).image { _ in
            let inner = GraphicsImageRenderer(size: Size(width: 4, height: 4)).image { _ in
                Color(r: 0, g: 0, b: 0).setFill()
                BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 4)).fill()
            }
            #expect(inner.bitmap.pixel(x: 1, y: 1) == Color(r: 0, g: 0, b: 0))
            inner.draw(at: Point(x: 6, y: 6))   // into the outer image again
        }
        #expect(outer.bitmap.pixel(x: 2, y: 2) == Color(r: 255, g: 255, b: 255), "opaque: starts white")
        #expect(outer.bitmap.pixel(x: 8, y: 8) == Color(r: 0, g: 0, b: 0), "the inner image drawn into the outer one")
    }

    @Test func badSizesAndCallsOutsideAContextNeitherTrapNorDraw() {
        for size in [Size(width: .nan, height: 5), Size(width: -3, height: .infinity), Size(width: 1e9, height: 1e9)] {
            _ = GraphicsImageRenderer(size: size).image { _ in BezierPath(rect: Rect(x: 0, y: 0, width: 2, height: 2)).fill() }
        }
        let format = GraphicsImageRendererFormat()
        format.scale = .nan
        #expect(format.scale == 1)
        GraphicsEndImageContext()                  // nothing open: reported, ignored
        BezierPath(rect: Rect(x: 0, y: 0, width: 2, height: 2)).fill()   // no context: nothing drawn
        halves().draw(in: Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(GraphicsImageRendererContext.stack.isEmpty)
    }
}
