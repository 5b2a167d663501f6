import Foundation
import UIModel

/// The "board" demo: a compositional layout of three sections. A carousel of cards that
/// scales the card in the middle as it pages; a grid of tiles on a rounded section background,
/// with unread badges, that a long press picks up and moves, and that highlights under the
/// pointer; a list of recent files whose rows swipe to delete or to pin.
final class BoardDemoController: UINavigationController {
    init(back: (() -> Void)?) {
        super.init(rootViewController: BoardController(back: back))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// What the board shows, by section.
private enum BoardItem: Hashable {
    case card(String), tile(String), recent(String)
}

private final class BoardController: UICollectionViewController {
    private let back: (() -> Void)?
    private var dataSource: UICollectionViewDiffableDataSource<Int, BoardItem>!
    /// Unread counts of the tiles that have any.
    private let unread = ["Mail": 3, "Chat": 12, "News": 1]
    static let backgroundKind = "board.background"
    static let badgeKind = "board.badge"

    init(back: (() -> Void)?) {
        self.back = back
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
        title = "Board"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let back {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "\u{2039} Gallery", style: .plain, primaryAction: UIAction { _ in back() })
        }
        let layout = makeLayout()
        layout.register(SectionBackground.self, forDecorationViewOfKind: Self.backgroundKind)
        collectionView.collectionViewLayout = layout
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.accessibilityIdentifier = "board"
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [unowned self] section, environment in
            switch section {
            case 0: return carousel()
            case 1: return grid()
            default:
                var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                list.headerMode = .supplementary
                list.trailingSwipeActionsConfigurationProvider = { [unowned self] in deleteAction(at: $0) }
                list.leadingSwipeActionsConfigurationProvider = { _ in
                    let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
                    pin.backgroundColor = .systemOrange
                    return UISwipeActionsConfiguration(actions: [pin])
                }
                return .list(using: list, layoutEnvironment: environment)
            }
        }
    }

    private func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    /// Cards 260 pt wide, a page at a time, the middle one full size and the others smaller.
    private func carousel() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(260), heightDimension: .absolute(150)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 20, trailing: 0)
        section.boundarySupplementaryItems = [header()]
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items where item.representedElementCategory == .cell {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(1 - distance / width * 0.3, 0.85)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    /// Three tiles a row on a rounded background, badges on their corners.
    private func grid() -> NSCollectionLayoutSection {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(24)), elementKind: Self.badgeKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
        section.boundarySupplementaryItems = [header()]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 36, leading: 16, bottom: 0, trailing: 16)
        section.decorationItems = [background]
        return section
    }

    private func deleteAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([item])
            dataSource.apply(snapshot)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func configureDataSource() {
        let cards = UICollectionView.CellRegistration<CardCell, String> { cell, indexPath, name in
            cell.show(name, colour: [UIColor.systemIndigo, .systemTeal, .systemPink, .systemOrange][indexPath.item % 4])
        }
        let tiles = UICollectionView.CellRegistration<TileCell, String> { cell, _, name in cell.show(name) }
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = "Edited today"
            content.image = UIImage(systemName: "doc.text")
            cell.contentConfiguration = content
            cell.accessibilityIdentifier = "board.recent.\(name)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, indexPath, item in
            switch item {
            case .card(let name): cv.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: name)
            case .tile(let name): cv.dequeueConfiguredReusableCell(using: tiles, for: indexPath, item: name)
            case .recent(let name): cv.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: name)
            }
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = ["Featured", "Pinned", "Recent"][min(indexPath.section, 2)]
            view.contentConfiguration = content
        }
        let badges = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: Self.badgeKind) { [unowned self] view, _, indexPath in
            guard case .tile(let name) = dataSource.itemIdentifier(for: indexPath) else { return view.show(0) }
            view.show(unread[name] ?? 0)
        }
        dataSource.supplementaryViewProvider = { cv, kind, indexPath in
            kind == Self.badgeKind ? cv.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
                : cv.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        // Tiles move (the controller's long press picks them up); nothing else does.
        dataSource.reorderingHandlers.canReorderItem = { if case .tile = $0 { true } else { false } }
        var snapshot = NSDiffableDataSourceSnapshot<Int, BoardItem>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(["Morning", "Travel", "Music", "Photos"].map(BoardItem.card), toSection: 0)
        snapshot.appendItems(["Mail", "Chat", "Notes", "News", "Maps", "Music"].map(BoardItem.tile), toSection: 1)
        snapshot.appendItems(["Budget.numbers", "Trip.pages", "Slides.key", "Notes.txt", "Invoice.pdf", "Plan.md", "Poster.png"].map(BoardItem.recent), toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// A tile moves within the grid only.
    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                 atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath.section == originalIndexPath.section ? proposedIndexPath : currentIndexPath
    }
}
