import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A table's and a collection view's `backgroundView`: behind everything, over the visible
/// area, not scrolling.
@Suite(.serialized, .freshRuntime) struct ListBackgroundViewTests: AnimationTesting {
    @Test func aTablesBackgroundViewStaysBehindTheRowsAndDoesNotScroll() {
        let rows = NamedRows([(0..<40).map { "r\($0)" }])
        let window = makeView().window!
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        let message = UILabel()
        message.text = "Nothing here"
        table.backgroundView = message
        window.addSubview(table)
        app.layoutWindows()
        #expect(table.subviews.first === message && message.frame == table.bounds)
        table.contentOffset.y = 200
        app.layoutWindows()
        #expect(message.frame == CGRect(x: 0, y: 200, width: 320, height: 480) && table.subviews.first === message)
        table.backgroundView = nil
        #expect(message.superview == nil)
    }

    @Test func aCollectionViewsBackgroundViewIsSizedAndBehindItsCellsAndBackgrounds() {
        let source = Squares([Array(0..<6)])
        let window = makeView().window!
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.showsSeparators = true
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "square")
        cv.dataSource = source
        let picture = UIView()
        cv.backgroundView = picture
        window.addSubview(cv)
        app.layoutWindows()
        #expect(picture.frame == cv.bounds && cv.subviews.first === picture)
        // The section's card and the cells are above it.
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cv.subviews.firstIndex(of: cell)! > 0)
        #expect(cv.subviews.dropFirst().contains { ($0 as? UICollectionReusableView)?.sitsBehindCells == true })
    }
}
