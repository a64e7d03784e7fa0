import Testing
@testable import Tactile
@testable import TactileGraphics
import TactileTesting

/// The draw list between the drawing calls and the backends: commands recorded with their
/// state and drawn at a flush give the pixels the calls would give drawn one by one.
@MainActor
@Suite struct DrawListTests {
    /// A random scene of every drawing call, clips (rounded too), translations, opacity,
    /// appearance and images; with `flushEach`, drawn one call at a time.
    static func drawScene(_ r: Renderer, seed: UInt64, image: Image, flushEach: Bool) {
        var g = SeededGenerator(seed: seed)
        func f(_ lo: Float, _ hi: Float) -> Float { Float.random(in: lo..<hi, using: &g) }
        func color() -> Color {
            let c = Color(r: UInt8(g.below(256)), g: UInt8(g.below(256)), b: UInt8(g.below(256)), a: UInt8([255, 255, 180, 90][g.below(4)]))
            return g.chance(0.2) ? Color(light: c, dark: Color(r: 200, g: 30, b: 30)) : c
        }
        func rect() -> Rect { Rect(x: f(-20, 150), y: f(-20, 90), width: f(0, 90), height: f(0, 60)) }
        r.beginFrame()
        r.clear(Color(r: 30, g: 30, b: 40))
        var depth = 0
        for _ in 0..<80 {
            switch g.below(15) {
            case 0: r.fill(rect(), color: color())
            case 1: r.fillRoundedRect(rect(), radii: CornerRadii(topLeft: f(0, 20), topRight: f(0, 20), bottomRight: f(0, 20), bottomLeft: f(0, 20)), color: color())
            case 2: r.strokeRoundedRect(rect(), radii: CornerRadii(all: f(0, 15)), width: f(0.5, 6), color: color())
            case 3: r.drawLine(from: Point(x: f(0, 160), y: f(0, 100)), to: Point(x: f(0, 160), y: f(0, 100)), width: f(0.5, 4), color: color())
            case 4: r.fillTriangle(Point(x: f(0, 160), y: f(0, 100)), Point(x: f(0, 160), y: f(0, 100)), Point(x: f(0, 160), y: f(0, 100)), color: color())
            case 5: r.drawText(["Hello", "Draw list", "ÄÖÜ 123", "x"][g.below(4)], font: .system(size: f(9, 22)), color: color(), at: Point(x: f(-10, 140), y: f(-10, 90)))
            case 6: r.draw(image, in: rect(), contentMode: [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center][g.below(4)], tint: g.chance(0.5) ? .white : color())
            case 7: r.draw(image, source: Rect(x: f(0, 8), y: f(0, 8), width: f(1, 16), height: f(1, 16)), in: rect())
            case 8: r.replace(rect(), with: color())
            case 9, 10:
                if depth < 6 { r.save(); depth += 1 }
                r.translate(by: Point(x: f(-10, 10), y: f(-10, 10)))
                let clip = Rect(x: f(-10, 50), y: f(-10, 30), width: f(80, 170), height: f(50, 110))
                r.clip(to: clip, radii: g.chance(0.5) ? CornerRadii(all: f(0, 20)) : .zero)
                if g.chance(0.3) { r.multiplyOpacity(f(0.2, 1)) }
                if g.chance(0.2) { r.drawsDarkAppearance.toggle() }
            case 11, 13: if depth > 0 { r.restore(); depth -= 1 }
            case 12: r.drawText("squeezed", font: .system(size: 14), color: color(), centeredAt: Point(x: f(0, 160), y: f(0, 100)), verticalScale: f(0.1, 1))
            default: if g.chance(0.5) { r.flush() }
            }
            if flushEach { r.flush() }
        }
        while depth > 0 { r.restore(); depth -= 1 }
        r.present()
    }

    static let image: Image = {
        var bytes: [UInt8] = []
        for y in 0..<16 { for x in 0..<16 { bytes += [UInt8(x * 16), UInt8(y * 16), 128, UInt8(255 - x * 8)] } }
        return Image(bitmap: Bitmap(width: 16, height: 16, bytes: bytes)!)
    }()

    func frame(seed: UInt64, flushEach: Bool, scale: Float, batched: Bool) throws -> Bitmap {
        let out = try OffscreenOutput(size: Size(width: 160, height: 100), pixelScale: scale)
        if batched { out.renderer.renderStrategy = .batched }
        Self.drawScene(out.renderer, seed: seed, image: Self.image, flushEach: flushEach)
        return out.readPixels()
    }

    /// Recorded, then drawn at flushes, the scene's bytes equal those of the calls drawn one
    /// at a time: each command keeps the origin, clip, opacity and appearance it was made with.
    @Test(arguments: [(UInt64(1), Float(1)), (2, 1), (3, 2), (4, 1), (5, 2), (6, 1.5)])
    func deferredDrawingEqualsDrawingEachCall(seed: UInt64, scale: Float) throws {
        for batched in [false, true] {
            let listed = try frame(seed: seed, flushEach: false, scale: scale, batched: batched)
            let each = try frame(seed: seed, flushEach: true, scale: scale, batched: batched)
            let differing = zip(listed.bytes, each.bytes).filter { $0 != $1 }.count + abs(listed.bytes.count - each.bytes.count)
            #expect(differing == 0, "seed \(seed) scale \(scale) batched \(batched)")
            if !batched { try? listed.writePNG(to: TestOutput.path("draw-list-seed\(seed).png")) }
        }
    }

    /// Commands wait in the list until a flush; consecutive ones under one clip share it; the
    /// storage is kept for the next frame.
    @Test func commandsWaitForAFlushAndShareClips() throws {
        let out = try OffscreenOutput(size: Size(width: 40, height: 20))
        let r = out.renderer
        r.beginFrame()
        r.clear(.white)
        for i in 0..<10 { r.fill(Rect(x: Float(i * 4), y: 0, width: 4, height: 10), color: .red) }
        #expect(r.drawList.count == 11)
        #expect(r.drawList.clips.count == 1)
        r.clip(to: Rect(x: 0, y: 10, width: 20, height: 10))
        r.fill(Rect(x: 0, y: 0, width: 40, height: 20), color: .blue)
        #expect(r.drawList.clips.count == 2)
        r.present()
        #expect(r.drawList.isEmpty)
        let capacity = r.drawList.ops.capacity
        let px = out.readPixels()
        #expect(px.pixel(x: 30, y: 5) == .red)
        #expect(px.pixel(x: 10, y: 15) == .blue)
        #expect(px.pixel(x: 30, y: 15) == .white)
        r.beginFrame()
        for i in 0..<10 { r.fill(Rect(x: Float(i * 4), y: 0, width: 4, height: 10), color: .green) }
        r.present()
        #expect(r.drawList.ops.capacity == capacity)
    }

    /// A frame drawing more distinct lines than the text cache keeps: a line evicted while
    /// commands using it wait is drawn before it is freed.
    @Test func linesEvictedWhileWaitingAreDrawnFirst() throws {
        func draw(capacity: Int) throws -> Bitmap {
            let out = try OffscreenOutput(size: Size(width: 200, height: 160))
            out.renderer.textCache.capacity = capacity
            out.renderer.beginFrame()
            out.renderer.clear(.white)
            for i in 0..<8 {
                out.renderer.drawText("Line \(i) of eight", font: .system(size: 14), color: .black, at: Point(x: 4, y: Float(i * 19)))
            }
            out.renderer.present()
            return out.readPixels()
        }
        let small = try draw(capacity: 2), large = try draw(capacity: 1024)
        #expect(small.bytes.count == large.bytes.count)
        #expect(zip(small.bytes, large.bytes).allSatisfy { $0 == $1 })
    }

    /// While the list is drawn the text cache evicts nothing (a line looked up again during
    /// the replay must not free a line a later command draws); it trims once the list is drawn.
    @Test func theCacheHoldsEvictionsWhileTheListIsDrawn() throws {
        let out = try OffscreenOutput(size: Size(width: 200, height: 160))
        let r = out.renderer, cache = r.textCache
        cache.capacity = 2
        r.beginFrame()
        cache.holdEvictions()
        for i in 0..<5 {
            r.drawText("Held \(i)", font: .system(size: 14), color: .black, at: Point(x: 4, y: Float(i * 19)))
        }
        #expect(cache.currentEntries.count == 5)
        let evicted = cache.evictions
        cache.releaseHeldEvictions()
        #expect(cache.currentEntries.count == 2)
        #expect(cache.evictions == evicted + 3)
        r.drawText("After", font: .system(size: 14), color: .black, at: Point(x: 4, y: 120))
        r.flush()
        #expect(!cache.holdsEvictions)
    }

    /// The recording backend reads the list: records are there when read, before a present.
    @Test func recordsIncludeCommandsNotYetDrawn() throws {
        let out = try OffscreenOutput(size: Size(width: 40, height: 20))
        let r = out.renderer
        let recorder = DrawRecorder()
        r.recorder = recorder
        r.beginFrame()
        r.translate(by: Point(x: 5, y: 2))
        r.fill(Rect(x: 1, y: 1, width: 10, height: 5), color: .red)
        #expect(recorder.records.map(\.command) == [.fill(Rect(x: 6, y: 3, width: 10, height: 5), .red)])
        #expect(r.drawList.isEmpty)
        r.drawText("Hi", font: .system(size: 12), color: .black, at: .zero)
        r.recorder = nil  // detaching draws (and records) what waits
        #expect(recorder.texts == ["Hi"])
    }
}
