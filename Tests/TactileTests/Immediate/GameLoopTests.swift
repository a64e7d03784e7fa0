import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct GameLoopTests {
    func harness() -> (Harness, ImmediateCountingGame, GamePlane) {
        let h = Harness(root: PassthroughView(), size: Size(width: 200, height: 100))
        let game = ImmediateCountingGame()
        let layer = h.engine.addGamePlane(game)
        return (h, game, layer)
    }

    @Test func sixtyUpdatesASecondAtSixtyHertz() {
        let (h, game, _) = harness()
        #expect(h.engine.isContinuous)
        h.advance(by: 1)
        #expect(game.updates == 60)
        #expect(abs(game.lastDT - 1.0 / 60) < 1e-12)
    }

    @Test func rateIsIndependentOfTheFrameRate() {
        let (h, game, layer) = harness()
        layer.timestep.rate = 120
        h.advance(by: 1)
        #expect(game.updates == 120)
        game.updates = 0
        layer.timestep.rate = 30
        h.frameInterval = 1.0 / 144
        h.advance(by: 2)
        #expect(game.updates == 60)
    }

    @Test func pausedTimeIsNotSimulated() {
        let (h, game, layer) = harness()
        h.advance(by: 0.5)
        #expect(game.updates == 30)
        layer.pause()
        #expect(!h.engine.isContinuous)
        h.advance(by: 3)
        #expect(game.updates == 30)
        layer.resume()
        h.advance(by: 0.5)
        #expect(game.updates == 60)
    }

    @Test func aStallIsCappedNotSpiralling() {
        var step = FixedTimestep(rate: 60)
        #expect(step.advance(by: 5) == step.maximumStepsPerFrame)
        #expect(step.droppedTime > 0)
    }

    @Test func interpolationIsTheRemainderOfAStep() {
        var step = FixedTimestep(rate: 50)
        #expect(step.advance(by: 0.03) == 1)
        #expect(abs(step.interpolation - 0.5) < 1e-9)
        #expect(step.advance(by: 0.01) == 1)
        #expect(step.interpolation < 1e-6)
        #expect(step.advance(by: .nan) == 0)
        #expect(step.advance(by: -1) == 0)
    }

    @Test func frameStatisticsAreAvailable() {
        let (h, _, layer) = harness()
        for _ in 0..<30 {
            h.clock.advance(by: 1.0 / 60)
            h.runFrame()
        }
        #expect(abs(layer.frameStatistics.framesPerSecond - 60) < 0.01)
        #expect(h.engine.frameIndex >= 30)
    }
}
