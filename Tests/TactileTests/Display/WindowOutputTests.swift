import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Opening a window: video drivers tried in order, a missing display named, and a window
/// that drew text and canvases closing cleanly (SDL's video subsystem is process-wide, hence
/// the serialised driver tests).
@MainActor
@Suite(.serialized) struct VideoDriverFallbackTests {
    @Test func everyFailedAttemptIsNamed() {
        var c = DisplayConfiguration()
        c.videoDrivers = ["KMSDRM", "no-such-driver"]
        do {
            _ = try WindowOutput(configuration: c)
            Issue.record("a window opened with no usable driver")
        } catch let TactileError.noDisplay(tried) {
            #expect(tried.count == 2)
            #expect(tried[0].contains("KMSDRM") && tried[1].contains("no-such-driver"))
            #expect(TactileError.noDisplay(tried: tried).description.contains("KMSDRM"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func fallsBackToTheNextDriverAndRendererKind() throws {
        var c = DisplayConfiguration()
        c.videoDrivers = ["no-such-driver", "offscreen"]
        c.size = Size(width: 320, height: 200)
        c.renderer = .software
        c.showCursor = false
        let out = try WindowOutput(configuration: c)
        #expect(out.videoDriver == "offscreen" && out.isSoftware)
        #expect(out.outputSize == Size(width: 320, height: 200))
        #expect(!out.isCursorVisible)
    }

    @Test func aMissingDisplayIsNamed() {
        var c = DisplayConfiguration()
        c.videoDrivers = ["offscreen"]
        c.displayIndex = 5
        do {
            _ = try WindowOutput(configuration: c)
            Issue.record("opened on a display that does not exist")
        } catch let TactileError.noDisplay(tried) {
            #expect(tried.count == 1 && tried[0].contains("display 5 does not exist"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

@MainActor
@Suite struct WindowLifetimeTests {
    /// A window with an accelerated-or-software renderer (SDL's offscreen driver) that drew
    /// text and canvases closes without touching freed textures.
    @Test func windowWithTexturesClosesCleanly() throws {
        var c = DisplayConfiguration()
        c.videoDrivers = ["offscreen"]
        c.size = Size(width: 240, height: 120)
        c.rotation = .clockwise90
        do {
            let app = try Application(configuration: c)
            let label = TickingLabel()
            app.window.rootView = screen(with: label, at: Rect(x: 0, y: 0, width: 100, height: 40))
            #expect(app.engine.runFrame(force: true))
            label.value = 5
            #expect(app.engine.runFrame())
            #expect(app.renderer.textCache.count >= 1)
        }
        // Closed: another window can open on the same driver.
        let again = try WindowOutput(configuration: c)
        #expect(again.videoDriver == "offscreen")
    }
}
