import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// A browse screen as an app builds one with a compositional layout: a header and a carousel
/// that pages a group at a time, centred, over a two-column grid.
private final class BrowseController: UIViewController, UICollectionViewDataSource {
    final class Tile: UICollectionViewCell {
        let title = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 12
            title.translatesAutoresizingMaskIntoConstraints = false
            title.textColor = .white
            title.font = .preferredFont(forTextStyle: .headline)
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Header: UICollectionReusableView {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .preferredFont(forTextStyle: .title2)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: leadingAnchor), label.centerYAnchor.constraint(equalTo: centerYAnchor)])
        }
        required init?(coder: NSCoder) { nil }
    }

    let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal]

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(Tile.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(Header.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    private func layout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: "header", alignment: .top)
            let item: NSCollectionLayoutItem
            let group: NSCollectionLayoutGroup
            if section == 0 {
                item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180)), subitems: [item])
            } else {
                item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)), subitems: [item])
            }
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.boundarySupplementaryItems = [header]
            if section == 0 {
                layoutSection.orthogonalScrollingBehavior = .groupPagingCentered
                layoutSection.interGroupSpacing = 10
                layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
            } else {
                layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
            }
            return layoutSection
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 8 : 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
        cell.contentView.backgroundColor = colors[(indexPath.item + indexPath.section) % colors.count]
        cell.title.text = indexPath.section == 0 ? "Featured \(indexPath.item + 1)" : "Item \(indexPath.item + 1)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! Header
        header.label.text = indexPath.section == 0 ? "Featured" : "All items"
        return header
    }
}

@Suite(.serialized) struct CompositionalLayoutSnapshotTests {
    @Test func aCarouselPagesAGroupAtATimeOverAGrid() throws {
        let app = try SimulatorApp(rootViewController: BrowseController(), device: .iPhone15)
        assertSnapshot(of: app, as: .image, named: "browse")
        // A flick across the carousel brings the next group to the middle; the grid stays.
        try app.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 120, y: 150), duration: 0.08)
        try app.advance(by: 1.5)
        assertSnapshot(of: app, as: .image, named: "browse-carousel-paged")
        #expect(app.warnings.isEmpty)
    }
}
