import Tactile

/// A `CollectionView` grid of N tiles (a label each) on an 800x480 screen, flicked by the
/// same scripted drag as `ListFlickScene` on a virtual clock: wall time per fling frame,
/// the cells made (which must not grow with N) and the layout's prepare time for N items.
@MainActor
enum CollectionFlickScene {
    struct Result {
        var flingMsPerFrame: Double
        var prepareMs: Double
        var fullRedrawMsPerFrame: Double
        var textRasterizationsDuringFling: Int
        var flingFrames: Int
        var cellsCreated: Int
        var travelled: Float
        var lastFrame: Bitmap
    }

    final class Tile: CollectionViewCell {
        let label = Label()
        required init(frame: Rect) {
            super.init(frame: frame)
            contentView.backgroundColor = Color(r: 60, g: 110, b: 190)
            contentView.cornerRadius = 8
            label.textColor = .white
            label.textAlignment = .center
            contentView.addSubview(label)
        }
        override func layoutSubviews() { super.layoutSubviews(); label.frame = contentView.bounds }
    }

    final class Source: CollectionViewDataSource {
        let n: Int
        init(n: Int) { self.n = n }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { n }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            (cell as? Tile)?.label.text = "\(indexPath.item + 1)"
            return cell
        }
    }

    static func run(n: Int) throws -> Result {
        let size = Size(width: 800, height: 480)
        let output = try OffscreenOutput(size: size)
        let clock = VirtualClock()
        let engine = Engine(output: output, clock: clock)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 88, height: 88)
        layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let grid = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
        grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let source = Source(n: n)
        grid.dataSource = source
        engine.window.rootView = grid
        let prepareStart = BenchClock.now()
        engine.runFrame(force: true)
        let prepareMs = BenchClock.millisecondsSince(prepareStart)

        let dt = 1.0 / 60
        let finger = FingerID(device: 1, finger: 1)
        func touch(_ phase: TouchInput.Phase, _ y: Float) {
            engine.handle(.touch(TouchInput(finger: finger, phase: phase, location: Point(x: 400, y: y))))
        }
        touch(.began, 420)
        engine.runFrame()
        for i in 1...6 {
            clock.advance(by: dt)
            touch(.moved, 420 - Float(i) * 50)
            engine.runFrame()
        }
        touch(.ended, 120)
        let atLift = grid.contentOffset.y
        var flingFrames = 0
        let rasterBefore = engine.renderer.stats.textRasterizations
        let start = BenchClock.now()
        while grid.isDecelerating && flingFrames < 600 {
            clock.advance(by: dt)
            engine.runFrame()
            flingFrames += 1
        }
        let flingMs = BenchClock.millisecondsSince(start) / Double(max(1, flingFrames))
        let raster = engine.renderer.stats.textRasterizations - rasterBefore
        // Full redraws of the screen at rest, for comparison with a fling frame.
        engine.runFrame(force: true)
        let redrawStart = BenchClock.now()
        for _ in 0..<60 {
            engine.window.setNeedsFullRedraw()
            engine.runFrame()
        }
        let redrawMs = BenchClock.millisecondsSince(redrawStart) / 60
        withExtendedLifetime(source) {}
        return Result(flingMsPerFrame: flingMs, prepareMs: prepareMs, fullRedrawMsPerFrame: redrawMs,
                      textRasterizationsDuringFling: raster, flingFrames: flingFrames, cellsCreated: grid.cellsCreated,
                      travelled: grid.contentOffset.y - atLift, lastFrame: engine.readPixels())
    }
}
