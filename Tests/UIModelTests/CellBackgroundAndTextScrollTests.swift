import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A cell's background view, and a text view scrolling a range into view.
@Suite(.serialized, .freshRuntime) struct CellBackgroundAndTextScrollTests {
    @Test func aCellsBackgroundViewFillsItBehindTheSelectedBackground() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let background = UIView(), selected = UIView()
        cell.selectedBackgroundView = selected
        cell.backgroundView = background
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(background.frame == cell.bounds && background.superview === cell)
        let order = cell.subviews.firstIndex { $0 === background }.flatMap { b in cell.subviews.firstIndex { $0 === selected }.map { (b, $0) } }
        #expect(order.map { $0.0 < $0.1 } == true, "the background is behind the selected background")
        #expect(cell.subviews.firstIndex { $0 === background }! < cell.subviews.firstIndex { $0 === cell.contentView }!)
        cell.backgroundView = nil
        #expect(background.superview == nil)
    }

    @Test func aTextViewScrollsARangeIntoView() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = (1...40).map { "Line \($0)" }.joined(separator: "\n")
        view.layoutIfNeeded()
        let last = (view.text as NSString).range(of: "Line 40")
        view.scrollRangeToVisible(last)
        #expect(view.contentOffset.y > 0)
        let rect = view.caretRect(at: last.location)
        #expect(rect.minY >= view.contentOffset.y && rect.maxY <= view.contentOffset.y + view.bounds.height)
        view.scrollRangeToVisible(NSRange(location: 0, length: 0))
        let first = view.caretRect(at: 0)
        #expect(view.contentOffset.y <= first.minY && view.contentOffset.y < rect.minY - view.bounds.height)
    }
}
