import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit

/// `renderer` in tactile.json (and `TACTILE_RENDERER`) names a kind or an SDL render driver.
@Suite struct RendererDriverConfigurationTests {
    @Test func aDriverNameSelectsThatDriver() throws {
        let names = WindowOutput.renderDriverNames
        #expect(names.contains("software"), "SDL always has its software renderer: \(names)")
        for name in names where name != "software" {
            let c = try DisplayConfiguration(json: #"{"renderer": "\#(name.uppercased())"}"#)
            #expect(c.rendererDriver == name && c.renderer == .accelerated)
        }
    }

    @Test func kindsClearADriverName() throws {
        var base = DisplayConfiguration()
        base.rendererDriver = "opengl"
        let c = try DisplayConfiguration(json: #"{"renderer": "software"}"#, base: base)
        #expect(c.rendererDriver == nil && c.renderer == .software)
    }

    @Test func anUnknownDriverListsTheOnesThisSDLHas() {
        for bad in ["metal-ish", "", "opengl; rm -rf /"] {
            do {
                _ = try DisplayConfiguration(json: #"{"renderer": "\#(bad)"}"#)
                Issue.record("'\(bad)' was accepted")
            } catch let TactileError.configuration(key, message) {
                #expect(key == "renderer")
                #expect(message.contains("\"software\""), "the message should list the drivers: \(message)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }
}
