import Foundation
import Testing
import UIModel
import UIModelTesting

// UIKit's classes subclassed from another module, as an app's code does (no `@testable`): every
// override below must compile, and UIKit must call it.

/// The calls the subclasses below saw, in order.
@MainActor final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

final class LoggingView: UIView {
    let log: CallLog
    init(log: CallLog) { self.log = log; super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func awakeFromNib() { super.awakeFromNib() }
    override func addSubview(_ view: UIView) { log.add("addSubview"); super.addSubview(view) }
    override func willMove(toSuperview newSuperview: UIView?) { log.add("willMove(toSuperview:)"); super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { log.add("didMoveToSuperview"); super.didMoveToSuperview() }
    override func removeFromSuperview() { log.add("removeFromSuperview"); super.removeFromSuperview() }
    override func layoutSubviews() { log.add("layoutSubviews"); super.layoutSubviews() }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.insetBy(dx: -20, dy: -20).contains(point) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 24) }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { log.add("addGestureRecognizer"); super.addGestureRecognizer(gestureRecognizer) }
    override func endEditing(_ force: Bool) -> Bool { log.add("endEditing"); return super.endEditing(force) }
    /// A view that always lays out by constraints, whatever its creator says.
    override var translatesAutoresizingMaskIntoConstraints: Bool {
        get { false }
        set { super.translatesAutoresizingMaskIntoConstraints = false }
    }
    override var safeAreaLayoutGuide: UILayoutGuide { log.add("safeAreaLayoutGuide"); return super.safeAreaLayoutGuide }
}

final class LoggingController: UIViewController {
    let log: CallLog
    init(log: CallLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() { view = UIView(); log.add("loadView") }
    override func viewDidLoad() { super.viewDidLoad(); log.add("viewDidLoad") }
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        log.add("present")
        super.present(viewControllerToPresent, animated: false, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        log.add("dismiss")
        super.dismiss(animated: false, completion: completion)
    }
    override func addChild(_ childController: UIViewController) { log.add("addChild"); super.addChild(childController) }
}

/// A custom control that draws its own knob: UIKit's tracking methods.
final class KnobControl: UIControl {
    var log: CallLog?
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log?.add("beginTracking"); return true }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log?.add("continueTracking"); return true }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log?.add("endTracking") }
}

final class LoggingCell: UITableViewCell {
    var log: CallLog?
    override func prepareForReuse() { super.prepareForReuse(); log?.add("prepareForReuse") }
    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated); if selected { log?.add("setSelected") } }
}

final class GridLayout: UICollectionViewLayout {
    var prepared = 0
    override func prepare() { super.prepare(); prepared += 1 }
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 300) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.frame = CGRect(x: CGFloat(item % 3) * 100, y: CGFloat(item / 3) * 100, width: 100, height: 100)
            return a
        }
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

final class CountingTapRecognizer: UITapGestureRecognizer {
    var began = 0
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { began += 1; super.touchesBegan(touches, with: event) }
    override func reset() { resets += 1; super.reset() }
}

/// A table screen overriding the table view controller's data source and delegate methods.
final class ListController: UITableViewController {
    var selected: [IndexPath] = []
    var scrolled = 0
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

@Suite(.freshRuntime) struct OverridableSurfaceTests {
    var runtime: UIModelRuntime { .current }

    func window(_ root: UIViewController? = nil) -> UIWindow {
        runtime.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func tap(_ point: CGPoint, at time: TimeInterval) {
        runtime.handleTouch(.began, at: point, timestamp: time)
        runtime.handleTouch(.ended, at: point, timestamp: time + 0.05)
    }

    @Test func aViewsHierarchyAndGeometryOverridesAreCalled() {
        let log = CallLog()
        let parent = LoggingView(log: log)
        let child = LoggingView(log: CallLog())
        parent.addSubview(child)
        child.removeFromSuperview()
        parent.addGestureRecognizer(UITapGestureRecognizer())
        _ = parent.endEditing(true)
        #expect(log.entries == ["addSubview", "addGestureRecognizer", "endEditing"])
        #expect(!parent.translatesAutoresizingMaskIntoConstraints)
        _ = parent.safeAreaLayoutGuide.topAnchor
        #expect(log.entries.last == "safeAreaLayoutGuide")
        log.entries.removeAll()
        #expect(child.sizeThatFits(.zero) == CGSize(width: 42, height: 24))
        child.sizeToFit()
        #expect(child.bounds.size == CGSize(width: 42, height: 24))
        let host = window()
        host.addSubview(parent)
        #expect(host.hitTest(CGPoint(x: 110, y: 50), with: nil) === parent, "point(inside:with:) is asked")
        #expect(log.entries.contains("willMove(toSuperview:)") && log.entries.contains("didMoveToSuperview"))
    }

    @Test func aControllersPresentationAndContainmentOverridesAreCalled() {
        let log = CallLog()
        let controller = LoggingController(log: log)
        _ = window(controller)
        controller.present(UIViewController(), animated: true)
        controller.dismiss(animated: true)
        controller.addChild(UIViewController())
        #expect(log.entries == ["loadView", "viewDidLoad", "present", "dismiss", "addChild"])
    }

    @Test func aCustomControlTracksTheTouch() {
        let log = CallLog()
        let knob = KnobControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        knob.log = log
        let host = window()
        host.addSubview(knob)
        runtime.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 1)
        runtime.handleTouch(.moved, at: CGPoint(x: 60, y: 50), timestamp: 1.02)
        runtime.handleTouch(.ended, at: CGPoint(x: 60, y: 50), timestamp: 1.04)
        #expect(log.entries == ["beginTracking", "continueTracking", "endTracking"])
    }

    @Test func aTableViewControllersOverridesAreItsDataSourceAndDelegate() {
        let list = ListController(style: .plain)
        _ = window(list)
        #expect(list.tableView.numberOfRows(inSection: 0) == 30)
        #expect(list.tableView.visibleCells.first?.textLabel?.text == "Row 0")
        tap(CGPoint(x: 100, y: 125), at: 1)
        #expect(list.selected == [IndexPath(row: 2, section: 0)])
        list.tableView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(list.scrolled > 0)
    }

    @Test func aCellALayoutAndAGestureRecognizerAreSubclassedAsInUIKit() {
        let layout = GridLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        let host = window()
        host.addSubview(collection)
        host.layoutIfNeeded()
        #expect(layout.prepared >= 1)
        let recognizer = CountingTapRecognizer()
        let target = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        target.addGestureRecognizer(recognizer)
        host.addSubview(target)
        tap(CGPoint(x: 50, y: 450), at: 2)
        tap(CGPoint(x: 50, y: 450), at: 3)
        #expect(recognizer.began == 2 && recognizer.resets >= 1, "reset() before the next gesture")
        let log = CallLog()
        let cell = LoggingCell(style: .default, reuseIdentifier: "cell")
        cell.log = log
        cell.setSelected(true, animated: false)
        cell.prepareForReuse()
        #expect(log.entries == ["setSelected", "prepareForReuse"])
    }
}
