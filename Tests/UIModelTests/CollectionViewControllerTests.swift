import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// `UICollectionViewController`: its view is a collection view with the controller as data
/// source and delegate, its subclass's overrides are what the collection view calls, and it
/// clears the selection when it appears again.
@Suite(.serialized, .freshRuntime) struct CollectionViewControllerTests: AnimationTesting {
    final class Grid: UICollectionViewController {
        var selected: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.tag = indexPath.item
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test func theCollectionViewShowsTheSubclassesItemsInItsLayout() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let grid = Grid(collectionViewLayout: layout)
        show(grid)
        app.layoutWindows()
        let collection = try #require(grid.collectionView)
        #expect(collection.collectionViewLayout === layout && grid.collectionViewLayout === layout)
        #expect(collection.dataSource === grid && collection.delegate === grid)
        #expect(!collection.visibleCells.isEmpty && collection.cellForItem(at: IndexPath(item: 3, section: 0))?.tag == 3)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 90, height: 90))

        (collection.delegate as? UICollectionViewDelegate)?.collectionView(collection, didSelectItemAt: IndexPath(item: 2, section: 0))
        #expect(grid.selected == [IndexPath(item: 2, section: 0)])
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        grid.viewWillAppear(false)
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(Grid().collectionViewLayout is UICollectionViewFlowLayout)
    }
}
