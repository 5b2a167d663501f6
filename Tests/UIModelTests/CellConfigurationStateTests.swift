import Foundation
import Testing
@testable import UIModel

@Suite(.serialized, .freshRuntime) struct CellConfigurationStateTests: AnimationTesting {
    final class Items: NSObject, UICollectionViewDataSource {
        var states: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.configurationUpdateHandler = { [weak self] cell, state in
                cell.backgroundColor = state.isSelected ? .systemBlue : .systemGray5
                if indexPath.item == 1 { self?.states.append(state.isSelected ? "selected" : state.isHighlighted ? "highlighted" : "normal") }
            }
            return cell
        }
    }

    @Test func aCellsHandlerRunsBeforeItShowsAndOnEveryStateChange() throws {
        let items = Items()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = items
        makeView().window!.addSubview(cv)
        cv.layoutIfNeeded()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.backgroundColor == .systemGray5 && items.states.last == "normal")
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(cell.backgroundColor == .systemBlue && items.states.last == "selected")
        #expect(cell.configurationState.isSelected)
    }

    @Test func aTableCellsStateHasEditingAndCustomKeys() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var seen: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state) }
        cell.setEditing(true, animated: false)
        cell.setHighlighted(true, animated: false)
        #expect(seen.last?.isEditing == true && seen.last?.isHighlighted == true)
        var state = cell.configurationState
        let archived = UIConfigurationStateCustomKey("archived")
        state[archived] = true
        #expect(state[archived] == AnyHashable(true) && cell.configurationState[archived] == nil)
    }
}
