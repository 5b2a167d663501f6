import Foundation
import Testing
@testable import UIModelPort

/// Declarations that Swift with the Objective-C runtime accepts and Swift on Linux does not:
/// overrides in extensions, `?` on optional requirements, cells' initializers.
@Suite struct PorterDeclarationTests {
    func port(_ sources: [String]) -> [PortResult] {
        var porter = Porter()
        for source in sources { porter.index(source) }
        return sources.enumerated().map { porter.port($1, fileName: "File\($0).swift") }
    }

    @Test func overridesInExtensionsMoveIntoTheClassWithTheirComments() {
        let results = port(["""
            import UIKit

            class ListViewController: UIViewController {
                var items: [String] = []
            }

            // MARK: - Life cycle
            extension ListViewController {
                /// Reloads on the way in.
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }

                func reload() {}
            }
            """, """
            import UIKit

            class BaseViewController: UIViewController {}

            private extension BaseViewController {
                func configure() {}
            }

            final class DetailViewController: BaseViewController {
                override func configure() {}
            }
            """])
        #expect(results[0].source == """
            import UIModel

            class ListViewController: UIViewController {
                var items: [String] = []

                /// Reloads on the way in.
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }
            }

            // MARK: - Life cycle
            extension ListViewController {
                func reload() {}
            }
            """)
        #expect(results[1].source == """
            import UIModel

            class BaseViewController: UIViewController {

                fileprivate func configure() {}
            }

            final class DetailViewController: BaseViewController {
                override func configure() {}
            }
            """, "the extension that only held the overridden method goes; the method keeps its file-private access")
        let again = port([results[0].source, results[1].source])
        #expect(again.allSatisfy { !$0.didChange })
    }

    /// A debugging extension in a file of its own whose `description` moves to the class: the
    /// file's private helpers it calls become internal; the rest keep their access.
    @Test func helpersOfAMemberMovedToAnotherFileStayInReach() {
        let results = port(["""
            import UIKit
            class LayoutConstraint: NSLayoutConstraint {}
            """, """
            import UIKit

            extension LayoutConstraint {
                override var description: String { "<" + describe(self) + suffix + ">" }
                private func unused() {}
            }

            private func describe(_ o: AnyObject) -> String { "constraint" }
            fileprivate let suffix = "!"
            private func untouched() {}
            """])
        #expect(results[1].source == """
            import UIModel

            extension LayoutConstraint {
                private func unused() {}
            }

            func describe(_ o: AnyObject) -> String { "constraint" }
            let suffix = "!"
            private func untouched() {}
            """)
        #expect(results[0].source.contains("override var description: String { \"<\" + describe(self) + suffix + \">\" }"))
        // Moved within one file, the helpers keep their access.
        let single = port(["""
            import UIKit
            class LayoutConstraint: NSLayoutConstraint {}
            extension LayoutConstraint {
                override var description: String { describe(self) }
            }
            private func describe(_ o: AnyObject) -> String { "constraint" }
            """])
        #expect(single[0].source.contains("private func describe"))
    }

    @Test func dataSourcesThatMoveOrCommitGainWhatUIKitInfersFromThat() throws {
        let results = port(["""
            import UIKit

            class ListController: UITableViewController {
                var items = ["a", "b"]
            }

            extension ListController {
                override func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {
                    items.insert(items.remove(at: from.row), at: to.row)
                }
                override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                    items.remove(at: indexPath.row)
                }
            }

            final class Source: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
                func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {}
                func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
            }
            """])
        let text = results[0].source
        #expect(text.contains("    // UIKit shows reorder controls for a data source that moves rows (uimodel-port)\n"
                              + "    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }"))
        #expect(text.contains("    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {\n"
                              + "        guard tableView.dataSource?.tableView(tableView, canEditRowAt: indexPath) ?? true,"))
        // A data source that says whether rows move keeps its answer; one that is not the
        // delegate gets no swipe actions (its table would not ask it).
        #expect(text.components(separatedBy: "canMoveRowAt").count == 3)
        #expect(text.components(separatedBy: "trailingSwipeActionsConfigurationForRowAt").count == 2)
    }

    @Test func collectionSourcesThatMoveItemsLetThemMoveButDiffableOnesDoNot() {
        let results = port(["""
            import UIKit

            class Grid: UICollectionViewController {
                var items = [1, 2]
                override func collectionView(_ collectionView: UICollectionView, moveItemAt from: IndexPath, to: IndexPath) {
                    items.insert(items.remove(at: from.item), at: to.item)
                }
            }

            final class Reordering: UICollectionViewDiffableDataSource<Int, Int> {
                override func collectionView(_ collectionView: UICollectionView, moveItemAt from: IndexPath, to: IndexPath) {
                    super.collectionView(collectionView, moveItemAt: from, to: to)
                }
            }
            """])
        let text = results[0].source
        #expect(text.contains("    // UIKit lets a data source that moves items move them (uimodel-port)\n"
                              + "    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }"))
        #expect(text.components(separatedBy: "canMoveItemAt").count == 2)
    }

    @Test func optionalRequirementsAreCalledWithoutTheQuestionMark() {
        let result = port(["""
            import UIKit

            final class Forwarder: NSObject, UIScrollViewDelegate {
                weak var delegate: UIScrollViewDelegate?
                var onScroll: (() -> Void)?
                var tableViewTapped: ((Int) -> Void)?

                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    delegate?.scrollViewDidScroll?(scrollView)
                    self.onScroll?()
                    self.tableViewTapped?(1)
                    _ = delegate?.viewForZooming?(in: scrollView)
                }
            }
            """])[0].source
        #expect(result.contains("delegate?.scrollViewDidScroll(scrollView)"))
        #expect(result.contains("_ = delegate?.viewForZooming(in: scrollView)"))
        #expect(result.contains("self.onScroll?()") && result.contains("self.tableViewTapped?(1)"), "closure properties keep their ?")
    }

    @Test func insertedDefaultsTakeTheAccessTheirClassNeeds() {
        let results = port(["""
            import UIKit

            open class FeedController: UIViewController, UIScrollViewDelegate {}
            public class Pager: NSObject, UIScrollViewDelegate {}
            class Plain: NSObject, UIScrollViewDelegate {}
            """, """
            import UIKit

            final class TimelineController: FeedController {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            final class PhotoPager: Pager {
                func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
            }
            final class PlainChild: Plain {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """])
        let base = results[0].source
        // An open class's default is open (subclasses in other modules override it), a public
        // class's public, an internal class's internal: a Swift 6 package compiles.
        #expect(base.contains("    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}"))
        #expect(base.contains("    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}"))
        #expect(base.contains("\n    func scrollViewDidScroll(_ scrollView: UIScrollView) {}"))
        #expect(results[1].source.contains("override func scrollViewDidScroll"))
    }

    @Test func respondsToBecomesATypeCheckOnTheTypesThatDeclareTheMethod() {
        let results = port(["""
            import UIKit

            @objc protocol PlayerDelegate {
                @objc optional func playerDidEnd(_ player: Player)
            }
            final class Player {
                weak var delegate: PlayerDelegate?
                weak var rows: UITableViewDelegate?
                func end() {
                    if rows?.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))) == true {}
                    if self.responds(to: #selector(Player.end)) {}
                    delegate?.playerDidEnd?(self)
                }
            }
            final class Screen {}
            extension Screen: PlayerDelegate {}
            extension Screen {
                func playerDidEnd(_ player: Player) {}
            }
            final class Rows: NSObject, UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            """])
        let ported = results[0].source
        #expect(ported.contains("if rows.map({ $0 is Rows }) == true {}"))
        #expect(ported.contains("if (self is Player) {}"))
        #expect(ported.contains("(delegate as? PlayerDelegate_playerDidEnd)?.playerDidEnd(self)"))
        // The extension that declares the method adopts its protocol (the type adopted the delegate elsewhere).
        #expect(ported.contains("extension Screen: PlayerDelegate_playerDidEnd {"))
        #expect(ported.contains("protocol PlayerDelegate_playerDidEnd: PlayerDelegate {\n    func playerDidEnd(_ player: Player)\n}"))
        #expect(results[0].findings.isEmpty)
    }

    @Test func testSuitesThatUseUIKitRunOnTheMainActor() {
        let result = port(["""
            import Testing
            import XCTest
            @testable import MyApp
            import UIKit

            final class LoginTests: XCTestCase {
                func testTitle() {}
            }

            /// The feed's tests.
            @Suite struct FeedTests {
                @Test func loads() {}
            }

            struct ProfileTests {
                @Test(arguments: [1, 2]) func shows(_ count: Int) {}
            }

            @MainActor struct AlreadyIsolated {
                @Test func fine() {}
            }

            struct Helpers {
                func make() {}
            }

            @Test func aFreeTest() {}

            nonisolated struct OffTheMainActor {
                @Test func computes() {}
            }
            """, """
            import XCTest

            final class MathTests: XCTestCase {
                func testSum() {}
            }
            """])
        let ported = result[0].source
        #expect(ported.contains("@MainActor final class LoginTests: XCTestCase"))
        #expect(ported.contains("/// The feed's tests.\n@MainActor @Suite struct FeedTests"))
        #expect(ported.contains("@MainActor struct ProfileTests"))
        #expect(ported.contains("@MainActor @Test func aFreeTest()"))
        #expect(ported.contains("@MainActor struct AlreadyIsolated") && !ported.contains("@MainActor @MainActor"))
        #expect(ported.contains("\nstruct Helpers") && ported.contains("\nnonisolated struct OffTheMainActor"))
        #expect(ported.contains("    @Test func loads()"), "the members stay as they were")
        #expect(result[1].source.contains("\nfinal class MathTests: XCTestCase"), "a file without UIKit is left alone")
        #expect(result[0].changes.contains { $0.description.contains("LoginTests → @MainActor") })
    }

    /// XCTest on Linux calls a test method as a nonisolated `() -> ()`: in a test case the porter
    /// puts on the main actor, synchronous test methods become nonisolated with their body on the
    /// main actor, and `setUp`/`tearDown` bodies reach the main actor too; one its author put there
    /// is reported, method by method.
    @Test func xcTestMethodsRunOnTheMainThreadAsLinuxCallsThem() {
        let result = port(["""
            import UIKit
            import XCTest

            final class CartTests: XCTestCase {
                var cart: UIView?

                override func setUp() {
                    cart = UIView()
                }

                override class func setUp() {}

                func testEmpty() {}

                func testCount() throws { XCTAssertNotNil(try XCTUnwrap(cart)) }

                func testLoads() async {}

                func testWith(_ value: Int) {}

                func makeCart() -> UIView { UIView() }
            }

            @MainActor final class ModernTests: XCTestCase {
                func testSync() {}
                func testAsync() async {}
            }
            """])
        let ported = result[0].source
        #expect(ported.contains("""
                override func setUp() {
                    MainActor.assumeIsolated {
                        cart = UIView()
                    }
                }
            """))
        #expect(ported.contains("    nonisolated func testEmpty() {\n        MainActor.assumeIsolated { }\n    }"))
        #expect(ported.contains("""
                nonisolated func testCount() throws {
                    try MainActor.assumeIsolated {
                        XCTAssertNotNil(try XCTUnwrap(cart))
                    }
                }
            """))
        for unchanged in ["override class func setUp() {}", "    func testLoads() async {}", "    func testWith(_ value: Int) {}",
                          "    func makeCart() -> UIView { UIView() }", "    func testSync() {}"] {
            #expect(ported.contains(unchanged), "\(unchanged)")
        }
        #expect(result[0].findings.count == 1)
        #expect(result[0].findings.first?.message.contains("cannot call testSync(), a synchronous test method of a @MainActor test case") == true)
        #expect(!port([ported])[0].didChange, "ported again, nothing changes")
    }

    @Test func cellsInitializersBecomeRequiredAsUIModelMakesTheirInstances() {
        let results = port(["""
            import UIKit

            class BaseCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class PhotoCell: BaseCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class Tile: UICollectionViewCell {
                public override init(frame: CGRect) { super.init(frame: frame) }
                init(color: UIColor) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """])
        let source = results[0].source
        #expect(source.contains("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n        super.init(style: style, reuseIdentifier: reuseIdentifier)\n    }\n    required init?(coder"))
        #expect(source.components(separatedBy: "required init(style:").count == 3, "the base cell and its subclass")
        #expect(source.contains("    required public init(frame: CGRect) { super.init(frame: frame) }"))
        #expect(source.contains("    init(color: UIColor) { super.init(frame: .zero) }"))
        #expect(port([source]).allSatisfy { !$0.didChange })
    }

    @Test func annotationViewsInitializersBecomeRequired() {
        let source = port(["""
            import MapKit

            final class StopView: MKMarkerAnnotationView {
                override init(annotation: MKAnnotation?, reuseIdentifier: String?) {
                    super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
                    glyphText = "S"
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class BadgeView: MKAnnotationView {
                init(badge: Int) { super.init(annotation: nil, reuseIdentifier: "badge") }
                required init?(coder: NSCoder) { fatalError() }
            }
            """])[0].source
        #expect(source.contains("    required init(annotation: MKAnnotation?, reuseIdentifier: String?) {\n        super.init(annotation: annotation"))
        #expect(source.contains("required init(annotation: MKAnnotation?, reuseIdentifier: String?) {\n        fatalError("),
                "a view with initializers of its own gets the required one, trapping")
        #expect(port([source]).allSatisfy { !$0.didChange })
    }

    @Test func layerInitializersBecomeRequiredAndAMissingOneTraps() {
        let source = port(["""
            import UIKit

            final class RingLayer: CAShapeLayer {
                override init() {
                    super.init()
                    lineWidth = 4
                }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class TintLayer: CALayer {
                let tint: UIColor
                init(tint: UIColor) {
                    self.tint = tint
                    super.init()
                }
            }
            """])[0].source
        #expect(source.contains("    required init() {\n        super.init()\n        lineWidth = 4"))
        // A layer with an initializer of its own does not inherit init(): it gets one that traps,
        // as a call would on iOS.
        #expect(source.contains("    required init() {\n        fatalError(\"init() has not been implemented\")\n    }\n}"))
        #expect(port([source]).allSatisfy { !$0.didChange })
    }
}
