import ArgumentParser
import SampleSupport
import Tactile

/// A small touch game on Tactile's game loop: targets appear; tap the orange ones, swipe
/// across the blue ones; an expired target costs a life. The HUD is immediate-mode (score,
/// lives, a Slow button held by one finger while others play, Pause), the pause menu is a
/// retained view tree, and every finger plays on its own.
///
/// `tapgame --headless --script Samples/TapGame/play.script --out out/tapgame` replays a
/// recorded game on a fixed seed and writes PNGs of the frames the script names.
struct TapGameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tapgame")

    @OptionGroup var common: AppOptions

    @Option(help: "The seed of the targets' positions.")
    var seed: UInt64 = 7

    @Flag(help: "Print spawns and pops with their clock times (for writing scripts).")
    var trace = false

    func run() throws {
        let seed = self.seed, trace = self.trace
        try SampleRunner.main(name: "tapgame", options: common) { context in
            TapGameHolder.app = TapGameApp(engine: context.engine, seed: seed, trace: trace)
        }
    }
}

/// Keeps the game alive for the run.
@MainActor
enum TapGameHolder {
    static var app: TapGameApp?
}

TapGameCommand.main()
