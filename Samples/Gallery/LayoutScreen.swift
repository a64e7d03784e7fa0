import Tactile

/// Layout: a panel built only with anchors (leading, trailing, a centred box half the
/// panel's width, a stack row), a recycling `CollectionView` grid of 500 tiles beside it,
/// and a button that lays both out right to left.
@MainActor
final class LayoutScreen: GalleryScreen, CollectionViewDataSource, CollectionViewDelegate {
    final class Tile: CollectionViewCell {
        let label = Label()
        required init(frame: Rect) {
            super.init(frame: frame)
            contentView.backgroundColor = GalleryPalette.blue
            contentView.cornerRadius = 10
            label.textColor = .white
            label.textAlignment = .center
            contentView.addSubview(label)
            let selected = View()
            selected.backgroundColor = GalleryPalette.orange
            selected.cornerRadius = 12
            selectedBackgroundView = selected
        }
        override var isSelected: Bool { didSet { setNeedsLayout() } }
        override func layoutSubviews() {
            super.layoutSubviews()
            contentView.frame = bounds.insetBy(dx: isSelected ? 4 : 0, dy: isSelected ? 4 : 0)
            label.frame = contentView.bounds
        }
    }

    let panel = View()
    let grid: CollectionView
    let status = Label(text: "Tap a tile.")

    override init(frame: Rect) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 64, height: 64)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = EdgeInsets(all: 8)
        grid = CollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(frame: frame)
        stack.isHidden = true
        panel.backgroundColor = .secondarySystemBackground
        panel.cornerRadius = 14
        grid.cornerRadius = 14
        grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = self
        grid.delegate = self
        status.styleName = "caption"
        status.numberOfLines = 0

        func box(_ text: String, _ color: Color) -> Label {
            let l = Label(text: text)
            l.backgroundColor = color
            l.textColor = .white
            l.textAlignment = .center
            l.cornerRadius = 8
            l.clipsToBounds = true
            return l
        }
        let lead = box("leading", GalleryPalette.green), trail = box("trailing", GalleryPalette.purple)
        let centre = box("centerX · width × 0.5", GalleryPalette.indigo)
        let row = StackView(arrangedSubviews: ["A", "B", "C"].map { Button(title: $0) }, axis: .horizontal, spacing: 8)
        row.distribution = .fillEqually
        let flip = Button(title: "Right to left")
        flip.addAction(for: .primaryActionTriggered) { [unowned self] c in
            let rtl = semanticContentAttribute != .forceRightToLeft
            semanticContentAttribute = rtl ? .forceRightToLeft : .unspecified
            c.setTitle(rtl ? "Left to right" : "Right to left", for: .normal)
        }
        for v in [panel, grid] as [View] { v.translatesAutoresizingMaskIntoConstraints = false; addSubview(v) }
        for v in [lead, trail, centre, row, flip, status] as [View] { v.translatesAutoresizingMaskIntoConstraints = false; panel.addSubview(v) }
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            panel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            panel.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.45),
            grid.leadingAnchor.constraint(equalTo: panel.trailingAnchor, constant: 16),
            grid.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            grid.topAnchor.constraint(equalTo: panel.topAnchor),
            grid.bottomAnchor.constraint(equalTo: panel.bottomAnchor),

            lead.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 12),
            lead.topAnchor.constraint(equalTo: panel.topAnchor, constant: 12),
            lead.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.4),
            lead.heightAnchor.constraint(equalToConstant: 36),
            trail.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -12),
            trail.topAnchor.constraint(equalTo: lead.topAnchor),
            trail.widthAnchor.constraint(equalTo: lead.widthAnchor),
            trail.heightAnchor.constraint(equalTo: lead.heightAnchor),
            centre.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            centre.topAnchor.constraint(equalTo: lead.bottomAnchor, constant: 12),
            centre.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5),
            centre.heightAnchor.constraint(equalToConstant: 36),
            row.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 12),
            row.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -12),
            row.topAnchor.constraint(equalTo: centre.bottomAnchor, constant: 12),
            row.heightAnchor.constraint(equalToConstant: 44),
            flip.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 12),
            flip.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
            status.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 12),
            status.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -12),
            status.topAnchor.constraint(equalTo: flip.bottomAnchor, constant: 8),
        ])
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 500 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ListIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        (cell as? Tile)?.label.text = "\(indexPath.item + 1)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ListIndexPath) {
        status.text = "Tile \(indexPath.item + 1) selected · \(collectionView.cellsCreated) cells made for 500 tiles."
    }
}
