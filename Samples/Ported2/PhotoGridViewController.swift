import Foundation
import Tactile

struct Photo: Hashable, Identifiable {
    let id = UUID()
    let title: String
    let color: Color
    var isFavorite = false

    static func == (lhs: Photo, rhs: Photo) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

enum PhotoLibrary {
    static func sample() -> [Photo] {
        let names = ["Beach", "Forest", "Harbour", "Desert", "Glacier", "Meadow", "Canyon", "Lagoon",
                     "Summit", "Orchard", "Dunes", "Reef", "Marsh", "Tundra", "Valley", "Island",
                     "Cliffs", "Delta", "Prairie", "Volcano", "Fjord"]
        let colors: [Color] = [.systemBlue, .systemGreen, .systemTeal, .systemOrange, .systemCyan,
                                 .systemMint, .systemRed, .systemIndigo, .systemPurple]
        return names.enumerated().map { index, name in
            Photo(title: name, color: colors[index % colors.count], isFavorite: index % 5 == 1)
        }
    }
}

final class PhotoCell: CollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    private let imageView = ImageView(image: Image(systemName: "photo"))
    private let titleLabel = Label()
    private let favoriteBadge = ImageView(image: Image(systemName: "heart.fill"))

    required init(frame: Rect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
        contentView.layer.borderColor = Color.systemBlue.cgColor

        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .center
        imageView.tintColor = Color.white.withAlphaComponent(0.6)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .caption1)
        titleLabel.textColor = .white
        favoriteBadge.translatesAutoresizingMaskIntoConstraints = false
        favoriteBadge.tintColor = .white

        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(favoriteBadge)
        LayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -6),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            favoriteBadge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            favoriteBadge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
        ])
    }

    override var isSelected: Bool {
        didSet { contentView.layer.borderWidth = isSelected ? 3 : 0 }
    }

    func configure(with photo: Photo) {
        contentView.backgroundColor = photo.color
        titleLabel.text = photo.title
        favoriteBadge.isHidden = !photo.isFavorite
    }
}

final class PhotoGridViewController: CollectionViewController {
    enum Section { case main }

    private var photos = PhotoLibrary.sample()
    private var dataSource: CollectionViewDiffableDataSource<Section, Photo.ID>!
    private let searchController = SearchController(searchResultsController: nil)
    private let columns: Float = 3

    init() {
        let layout = CollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        navigationController?.navigationBar.prefersLargeTitles = true

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Photos"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        // PORT: (missing API) no definesPresentationContext; the results show in place here anyway.

        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        dataSource = CollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: collectionView) {
            [weak self] collectionView, indexPath, id in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier,
                                                          for: indexPath) as! PhotoCell
            if let photo = self?.photo(with: id) {
                cell.configure(with: photo)
            }
            return cell
        }
        applySnapshot(animatingDifferences: false)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? CollectionViewFlowLayout else { return }
        let spacing = layout.minimumInteritemSpacing * (columns - 1)
        let side = floor((collectionView.bounds.width - spacing) / columns)
        layout.itemSize = Size(width: side, height: side)
    }

    private func photo(with id: Photo.ID) -> Photo? {
        photos.first { $0.id == id }
    }

    private func applySnapshot(animatingDifferences: Bool = true) {
        let query = searchController.searchBar.text ?? ""
        let shown = query.isEmpty ? photos : photos.filter { $0.title.localizedCaseInsensitiveContains(query) }
        var snapshot = DiffableDataSourceSnapshot<Section, Photo.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(shown.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    private func toggleFavorite(_ id: Photo.ID) {
        guard let index = photos.firstIndex(where: { $0.id == id }) else { return }
        photos[index].isFavorite.toggle()
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func delete(_ id: Photo.ID) {
        photos.removeAll { $0.id == id }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    // MARK: UICollectionViewDelegate

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ListIndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath), let photo = photo(with: id) else { return }
        navigationController?.pushViewController(PhotoDetailViewController(photo: photo), animated: true)
    }

    override func collectionView(_ collectionView: CollectionView,
                                 contextMenuConfigurationForItemAt indexPath: ListIndexPath,
                                 point: Point) -> ContextMenuConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), let photo = photo(with: id) else { return nil }
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let favorite = Action(title: photo.isFavorite ? "Unfavorite" : "Favorite",
                                    image: Image(systemName: photo.isFavorite ? "heart.slash" : "heart")) { [weak self] _ in
                self?.toggleFavorite(id)
            }
            let share = Action(title: "Share", image: Image(systemName: "square.and.arrow.up")) { _ in }
            let delete = Action(title: "Delete", image: Image(systemName: "trash"),
                                  attributes: .destructive) { [weak self] _ in
                self?.delete(id)
            }
            return Menu(title: "", children: [favorite, share, delete])
        }
    }
}

extension PhotoGridViewController: SearchResultsUpdating {
    func updateSearchResults(for searchController: SearchController) {
        applySnapshot()
    }
}

final class PhotoDetailViewController: ViewController {
    private let photo: Photo

    init(photo: Photo) {
        self.photo = photo
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = photo.title
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground

        let swatch = View()
        swatch.backgroundColor = photo.color
        swatch.layer.cornerRadius = 12
        swatch.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(swatch)
        LayoutConstraint.activate([
            swatch.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            swatch.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            swatch.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            swatch.heightAnchor.constraint(equalTo: swatch.widthAnchor, multiplier: 0.75),
        ])
    }
}
