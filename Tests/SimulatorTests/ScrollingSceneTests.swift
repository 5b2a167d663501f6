import Foundation
import SimulatorKit
import SnapshotTesting
import UIModelSnapshotTesting
import Testing
import UIModel

/// A grouped settings list: three sections of value rows with disclosure indicators.
final class SettingsList: NSObject, UITableViewDataSource {
    static let sections = [("General", ["About", "Software Update", "Storage", "Background Refresh", "Date & Time", "Keyboard"]),
                           ("Display", ["Appearance", "Text Size", "Bold Text", "Night Shift"]),
                           ("Privacy", ["Location", "Tracking", "Contacts", "Calendars", "Photos"])]
    func numberOfSections(in tableView: UITableView) -> Int { Self.sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.sections[section].1.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.sections[section].0 }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 2 ? "Apps that asked to use your data appear here." : nil
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        var c = UIListContentConfiguration.valueCell()
        c.text = Self.sections[indexPath.section].1[indexPath.row]
        c.secondaryText = indexPath.row == 0 ? "On" : nil
        cell.contentConfiguration = c
        cell.accessoryType = indexPath.section == 1 && indexPath.row == 0 ? .checkmark : .disclosureIndicator
        return cell
    }
}

@Suite(.serialized) struct ScrollingSceneTests {
    /// The whole table, taller than the 300 pt it is given, in one image.
    @Test func aFullContentSnapshotOfAGroupedTable() throws {
        let list = SettingsList()
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: style)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
            table.dataSource = list
            assertSnapshot(of: table, as: .fullContent(), named: style == .grouped ? "grouped" : "inset-grouped")
            #expect(table.bounds.height > 700 && table.bounds.height == table.contentSize.height)
            #expect(table.visibleCells.count == 15)
        }
    }

    @Test func aFullContentSnapshotNeedsAScrollView() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Rendering fails with a message (on standard error) and an empty frame.
        let frame = Snapshotting<UIView, SnapshotFrame>.fullContent().snapshot(plain)
        var made: SnapshotFrame?
        frame.run { made = $0 }
        #expect(made.map { (try? $0.image()) == nil || (try? $0.image())?.width == 0 } == true)
    }

    /// The demo: a fling coasts along the formula, a pull at the top rubber-bands, the carousel pages.
    @Test func theScrollingDemoFlingsBandsAndPages() throws {
        let app = try SimulatorApp(TestSupport.demoApp, device: .iPhoneSE, scene: "scrolling", resources: TestSupport.resources)
        let table = try #require(app.view(identifier: "scrolling.table") as? UITableView)
        let carousel = try #require(app.view(identifier: "scrolling.carousel") as? UIScrollView)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        // Pulled down at the top, the table shows less than the finger moved.
        try app.down(at: CGPoint(x: 160, y: 400))
        for y in stride(from: 410, through: 560, by: 10) { try app.move(to: CGPoint(x: 160, y: y)); try app.advance(frames: 1) }
        let pulled = -table.contentOffset.y
        #expect(pulled > 40 && pulled < 140)
        assertSnapshot(of: app, as: .image, named: "mid-rubber-band")
        try app.up(at: CGPoint(x: 160, y: 560))
        try app.advance(by: 2)
        #expect(table.contentOffset.y == 0)
        // A fling up coasts on and comes to rest; the rows on screen are the only cells.
        try app.drag(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), duration: 0.1)
        try app.advance(by: 0.3)
        #expect(table.isDecelerating)
        try app.advance(by: 6)
        #expect(!table.isDecelerating && table.contentOffset.y > 600)
        #expect(table.visibleCells.count <= 8)
        // The carousel turns one page for a flick.
        try app.drag(from: CGPoint(x: 280, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.05)
        try app.advance(by: 2)
        #expect(carousel.contentOffset.x == carousel.bounds.width)
        #expect((app.view(identifier: "scrolling.page") as? UILabel)?.text == "Page 2 of 5")
        // The wheel scrolls the table under the pointer.
        let before = table.contentOffset.y
        try app.scroll(at: CGPoint(x: 160, y: 450), by: CGVector(dx: 0, dy: -40))
        #expect(table.contentOffset.y == before - 40)
    }

    /// The demo's notes delete with a full swipe to the left; the rows below slide up.
    @Test func aFullSwipeDeletesANote() throws {
        let app = try SimulatorApp(TestSupport.demoApp, device: .iPhoneSE, scene: "scrolling", resources: TestSupport.resources)
        let table = try #require(app.view(identifier: "scrolling.table") as? UITableView)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let p = second.convert(CGPoint(x: second.bounds.maxX - 20, y: second.bounds.midY), to: nil)
        try app.drag(from: p, to: CGPoint(x: 10, y: p.y), duration: 0.3)
        try app.advance(by: 0.1)
        assertSnapshot(of: app, as: .image, named: "deleting")
        try app.advance(by: 1)
        #expect(table.numberOfRows(inSection: 0) == 29)  // 30 notes a section
        let text = (table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
        #expect(text == "Note 3")
    }

    /// "Photos": a grid in a collection view; a photo opens zoomable (a pinch, a double tap);
    /// pulling the grid down scrolls it to its top first, then dismisses it.
    @Test func thePhotoGridZoomsAPhotoAndPullsDownToDismiss() throws {
        let app = try SimulatorApp(TestSupport.demoApp, device: .iPhone15, scene: "scrolling", resources: TestSupport.resources)
        try app.tap(identifier: "scrolling.photos")
        try app.advance(by: 1.2)
        let grid = try #require(app.view(identifier: "photos.grid") as? UICollectionView)
        let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.width == 129 && first.frame.height == 129)  // three columns of (393 − 2·2) / 3
        #expect(grid.visibleCells.count <= 3 * 7)

        // A photo opens fitted; a pinch zooms around the fingers, a double tap zooms back out.
        try app.tap(identifier: "photo.4")
        try app.advance(by: 1)
        let viewer = try #require(app.view(identifier: "viewer.scroll") as? UIScrollView)
        let fitted = viewer.minimumZoomScale
        #expect(abs(fitted - 393.0 / 300) < 1e-9 && viewer.zoomScale == fitted)
        try app.pinch(at: CGPoint(x: 196, y: 426), from: 60, to: 240, duration: 0.4)
        try app.advance(by: 0.5)
        #expect(viewer.zoomScale > 3 * fitted && viewer.zoomScale <= viewer.maximumZoomScale)
        assertSnapshot(of: app, as: .image, named: "photo-zoomed")
        try app.tap(at: CGPoint(x: 196, y: 426))
        try app.advance(by: 0.1)
        try app.tap(at: CGPoint(x: 196, y: 426))
        try app.advance(by: 0.6)
        #expect(viewer.zoomScale == fitted)
        try app.tap(identifier: "viewer.close")
        try app.advance(by: 1)
        #expect(app.view(identifier: "viewer.scroll") == nil)

        // Scrolled down, a pull first scrolls the grid back to its top, then takes the sheet down.
        try app.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.6)
        try app.advance(by: 3)
        #expect(grid.contentOffset.y > 200)
        let photos = try #require(app.view(identifier: "photos"))
        try app.down(at: CGPoint(x: 200, y: 150))
        var y: CGFloat = 150
        while grid.contentOffset.y > 0 {
            y += 10
            try app.move(to: CGPoint(x: 200, y: y))
            try app.advance(frames: 1)
            #expect((photos.layer.presentation() ?? photos.layer).frame.minY < 10)
        }
        for _ in 0..<30 {
            y += 10
            try app.move(to: CGPoint(x: 200, y: y))
            try app.advance(frames: 1)
        }
        #expect(grid.contentOffset.y == 0)
        #expect(photos.layer.presentation()?.frame.minY ?? 0 > 100)
        try app.up(at: CGPoint(x: 200, y: y))
        try app.advance(by: 1)
        #expect(app.view(identifier: "photos") == nil)
        #expect(app.view(identifier: "scrolling.table") != nil)
    }
}
