import Foundation
import Testing
@testable import UIModel
import InterfaceBuilderFiles

/// Storyboards as an app's target keeps them: scenes made with their classes' `init(coder:)`,
/// prototype and static cells, outlets and actions through the generated
/// `UIModelInterfaceBuilder`, and segues in UIKit's order.
@Suite(.serialized, .freshRuntime) struct StoryboardTests: AnimationTesting {
    func notes() -> UIStoryboard { UIStoryboard(name: "Notes", bundle: .module) }

    func centre(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }

    func tap(_ p: CGPoint) {
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
        run(seconds: 1)
    }

    @Test func theInitialControllerIsANavigationControllerWithItsRoot() throws {
        let nav = try #require(notes().instantiateInitialViewController() as? UINavigationController)
        let list = try #require(nav.topViewController as? NoteListController)
        #expect(list.title == "Notes")
        #expect(list.navigationItem.largeTitleDisplayMode == .always)
        #expect(list.navigationItem.rightBarButtonItem?.title == UIBarButtonItem(systemItem: .add).title)
        #expect(list.storyboard != nil)
        #expect(list.style == .insetGrouped)
        #expect(!list.isViewLoaded)
    }

    @Test func prototypeCellsAreDequeuedWithTheirStyleAndSegueToTheDetail() throws {
        let nav = try #require(notes().instantiateInitialViewController() as? UINavigationController)
        show(nav).layoutIfNeeded()
        let list = try #require(nav.topViewController as? NoteListController)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.reuseIdentifier == "NoteCell")
        #expect(cell.textLabel?.text == "Ideas")
        #expect(cell.detailTextLabel?.text == "A phone simulator")
        #expect(cell.accessoryType == .disclosureIndicator)
        tap(centre(cell))
        // The segue is prepared before the delegate hears of the selection, with the cell as sender.
        #expect(list.prepared.count == 1)
        #expect(list.prepared.first?.identifier == "showNote")
        #expect(list.prepared.first?.sender as? UITableViewCell === cell)
        #expect(list.selectedBeforePrepare == [IndexPath(row: 1, section: 0)])
        let detail = try #require(nav.topViewController as? NoteDetailController)
        #expect(detail.outletsInViewDidLoad.0 != nil && detail.outletsInViewDidLoad.1 != nil)
        #expect(detail.titleLabel.text == "Ideas")
        #expect(detail.titleLabel.accessibilityIdentifier == "noteTitle")
        #expect(detail.titleLabel.font == UIFont.preferredFont(forTextStyle: .title1))
    }

    @Test func constraintsPinTheDetailToTheSafeAreaAndPlaceholdersAreLeftOut() throws {
        let detail = try #require(notes().instantiateViewController(withIdentifier: "NoteDetail") as? NoteDetailController)
        let nav = UINavigationController(rootViewController: detail)
        show(nav).layoutIfNeeded()
        let safeTop = detail.view.safeAreaLayoutGuide.layoutFrame.minY
        #expect(detail.titleLabel.frame.minY == safeTop + 20)
        #expect(detail.titleLabel.frame.minX == 20)
        #expect(detail.titleLabel.frame.width == detail.view.bounds.width - 40)
        #expect(detail.deleteButton.frame.minY == detail.titleLabel.frame.maxY + 16)
        #expect(!detail.view.constraints.contains { $0.firstAttribute == .height && $0.constant == 44 })
        #expect(detail.deleteButton.layer.cornerRadius == 8)
        #expect(detail.deleteButton.titleColor(for: .normal) == .systemRed)
        tap(centre(detail.deleteButton))
        #expect(detail.deletions == 1)
    }

    @Test func aBarButtonItemPresentsAndAnUnwindSegueReturns() throws {
        let nav = try #require(notes().instantiateInitialViewController() as? UINavigationController)
        show(nav).layoutIfNeeded()
        let list = try #require(nav.topViewController as? NoteListController)
        list.performSegue(withIdentifier: "compose", sender: nil)
        run(seconds: 1)
        let compose = try #require(nav.presentedViewController as? ComposeController)
        #expect(compose.modalPresentationStyle == .formSheet)
        let done = try #require(compose.view.subviews.first as? UIButton)
        #expect(done.configuration?.title == "Done")
        tap(centre(done))
        #expect(list.unwound == ["saved"])
        #expect(nav.presentedViewController == nil)
    }

    @Test func aStaticTableShowsItsSectionsAndConnectsItsControls() throws {
        let settings = try #require(notes().instantiateViewController(withIdentifier: "Settings") as? SettingsController)
        show(UINavigationController(rootViewController: settings)).layoutIfNeeded()
        let table = settings.tableView!
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "About")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Notes 1.0")
        #expect(settings.nameCell.textLabel?.text == "Name")
        #expect(settings.nameCell.detailTextLabel?.text == "Ada")
        let toggle = try #require(settings.remindersSwitch)
        #expect(toggle.isOn)
        #expect(toggle.window != nil)
        // The switch sits at its cell's trailing margin, as its constraints say.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(abs(toggle.frame.maxX - (cell.contentView.bounds.width - cell.contentView.layoutMargins.right)) < 0.5)
        tap(centre(toggle))
        #expect(settings.reminderChanges == [false])
    }

    @Test func unknownNamesGiveUIKitsMessages() {
        let missing = UIStoryboard(name: "Nowhere", bundle: .module)
        #expect(UIKitWarning.history.contains { $0.hasPrefix("Could not find a storyboard named 'Nowhere' in bundle") })
        #expect(missing.instantiateInitialViewController() == nil)
        let vc = notes().instantiateViewController(withIdentifier: "Nope")
        #expect(UIKitWarning.history.contains { $0.contains("doesn't contain a view controller with identifier 'Nope'") })
        vc.performSegue(withIdentifier: "none", sender: nil)
        #expect(UIKitWarning.history.contains { $0.contains("has no segue with identifier 'none'") })
    }

    @Test func aCreatorMakesTheControllerWithTheScenesCoder() throws {
        var coderSeen: NSCoder?
        let detail = notes().instantiateViewController(identifier: "NoteDetail") { coder -> NoteDetailController? in
            coderSeen = coder
            let made = NoteDetailController(coder: coder)
            made?.note = "From the creator"
            return made
        }
        #expect(coderSeen != nil)
        detail.loadViewIfNeeded()
        #expect(detail.titleLabel.text == "From the creator")
    }
}

/// Xibs: UINib and Bundle.loadNibNamed with File's Owner, custom classes, outlet collections,
/// runtime attributes and `awakeFromNib`.
@Suite(.serialized, .freshRuntime) struct NibTests: AnimationTesting {
    @Test func aNibConnectsFilesOwnerAndWakesItsObjects() throws {
        let owner = ProfileController(nibName: "ProfileCard", bundle: .module)
        owner.loadViewIfNeeded()
        let card = try #require(owner.view as? CardView)
        #expect(card.frameSeenInInit == CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(card.layer.borderWidth == 1)
        #expect(card.awoke)
        #expect(card.layer.cornerRadius == 12)
        #expect(owner.nameLabel.text == "Grace Hopper")
        #expect(owner.nameLabel.textAlignment == .center)
        #expect(owner.nameLabel.font == .boldSystemFont(ofSize: 20))
        #expect(owner.badges.map(\.backgroundColor) == [.systemBlue, .systemGreen])
        #expect(UIKitWarning.history.contains { $0.contains("ProfileCard.xib:") && $0.contains("<mysteryWidget> is not supported yet") })
        let window = show(owner)
        window.layoutIfNeeded()
        #expect(owner.badges[1].frame == CGRect(x: 64, y: 60, width: 40, height: 40).offsetBy(dx: 0, dy: 0) || owner.badges[1].frame.minX == owner.badges[0].frame.maxX + 8)
    }

    @Test func loadNibNamedReturnsTheTopLevelObjects() throws {
        let owner = ProfileController(nibName: nil, bundle: nil)
        let objects = try #require(Bundle.module.loadNibNamed("ProfileCard", owner: owner))
        #expect(objects.count == 2)
        #expect(objects.first is CardView)
        #expect(objects.last is UITapGestureRecognizer)
        #expect(owner.nameLabel != nil)
        #expect(Bundle.module.loadNibNamed("Absent", owner: nil) == nil)
        #expect(UIKitWarning.history.contains { $0.contains("Could not load NIB in bundle") && $0.contains("with name 'Absent'") })
    }
}

/// Constraints that differ by size class, as Interface Builder's variations write them.
@Suite(.serialized, .freshRuntime) struct SizeClassVariationTests: AnimationTesting {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="400"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="lead"/>
                        <constraint firstItem="box" firstAttribute="width" constant="100" id="narrow"/>
                        <constraint firstItem="box" firstAttribute="width" constant="300" id="wide"/>
                        <constraint firstItem="box" firstAttribute="height" constant="50" id="tall"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="wide"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="constraints">
                            <include reference="wide"/>
                            <exclude reference="narrow"/>
                        </mask>
                    </variation>
                </view>
            </objects>
        </document>
        """

    @Test func theSizeClassesChooseTheConstraintsAndSwitchThemLive() throws {
        let view = try #require(UINib(data: Data(Self.xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let box = try #require(view.subviews.first)
        let host = makeView()
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        host.addSubview(view)
        host.traitOverrides.horizontalSizeClass = .compact
        app.layoutWindows()
        #expect(box.frame.width == 100)
        #expect(!UIKitWarning.history.contains { $0.contains("variation") })
        host.traitOverrides.horizontalSizeClass = .regular
        app.layoutWindows()
        #expect(box.frame.width == 300)
        host.traitOverrides.horizontalSizeClass = .compact
        app.layoutWindows()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}

/// A segue from a cell's detail button, made from a storyboard in memory.
@Suite(.serialized, .freshRuntime) struct AccessorySegueTests: AnimationTesting {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="list" customClass="NoteListController" customModule="UIModelTests" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" style="plain" id="t">
                                <prototypes>
                                    <tableViewCell accessoryType="detailButton" reuseIdentifier="NoteCell" textLabel="l" style="IBUITableViewCellStyleDefault" id="c">
                                        <tableViewCellContentView key="contentView" tableViewCell="c" id="cv">
                                            <subviews>
                                                <label text="x" id="l">
                                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="info" kind="show" trigger="accessoryAction" identifier="info" id="a"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="list" id="d"/>
                                    <outlet property="delegate" destination="list" id="g"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="info" sceneMemberID="viewController">
                            <view key="view" id="iv"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theDetailButtonPerformsTheCellsAccessorySegue() throws {
        let document = try IBDocument(data: Data(Self.storyboard.utf8), fileName: "Info.storyboard")
        let storyboard = UIStoryboard(document: document, bundle: .main, name: "Info")
        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        show(nav).layoutIfNeeded()
        let list = try #require(nav.topViewController as? NoteListController)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        // Interface Builder's size of zero for a Basic cell's label: the style's font.
        #expect(cell.textLabel?.font.pointSize == 17)
        // The accessory column: the info button of a detail-button cell.
        let button = try #require(cell.subviews.first { $0 is CellAccessoryView })
        let t = CACurrentMediaTime()
        let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
        run(seconds: 1)
        #expect(list.prepared.map(\.identifier) == ["info"])
        #expect(list.prepared.first?.sender as? UITableViewCell === cell)
        #expect(list.selectedBeforePrepare.isEmpty, "the row is not selected")
        #expect(nav.viewControllers.count == 2)
    }
}

/// Containers from a storyboard in memory: embed segues (and a cycle of them), a tab bar
/// controller's tabs, a controller's default nib, a header nib, an outlet of the wrong type.
@Suite(.serialized, .freshRuntime) struct StoryboardContainerTests: AnimationTesting {
    static func storyboard(_ scenes: String, initial: String) throws -> UIStoryboard {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="\(initial)">
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
        return UIStoryboard(document: try IBDocument(data: Data(text.utf8), fileName: "Containers.storyboard"), bundle: .main, name: "Containers")
    }

    static func scene(_ id: String, _ body: String, element: String = "viewController", attributes: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects><\(element) id="\(id)" \(attributes) sceneMemberID="viewController">\(body)</\(element)></objects></scene>
        """
    }

    /// A table view controller drawn as a plain view controller scene whose view is a table,
    /// with no data source or delegate connected: the controller is both, as UIKit's is.
    @Test func aTableWithoutConnectionsAnswersToItsController() throws {
        let board = try Self.storyboard(
            Self.scene("list", "<tableView key=\"view\" dataMode=\"prototypes\" style=\"plain\" id=\"tv\"/>",
                       attributes: "customClass=\"NoteListController\" customModule=\"UIModelTests\""),
            initial: "list")
        let list = try #require(board.instantiateInitialViewController() as? NoteListController)
        list.loadViewIfNeeded()
        #expect(list.tableView.dataSource === list)
        #expect(list.tableView.delegate === list)
    }

    @Test func tabsComeFromRelationshipsAndAContainerViewEmbedsItsChildBeforeViewDidLoad() throws {
        let board = try Self.storyboard(
            Self.scene("tabs", """
                <connections>
                    <segue destination="first" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections>
                """, element: "tabBarController")
            + Self.scene("first", """
                <view key="view" id="v1"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews>
                    <containerView id="box"><rect key="frame" x="10" y="100" width="200" height="100"/>
                        <connections><segue destination="child" kind="embed" identifier="embedChild" id="e1"/></connections>
                    </containerView>
                </subviews></view>
                <tabBarItem key="tabBarItem" title="First" image="star" id="t1"/>
                """, attributes: "customClass=\"NoteListController\" customModule=\"UIModelTests\"")
            + Self.scene("second", "<view key=\"view\" id=\"v2\"/><tabBarItem key=\"tabBarItem\" systemItem=\"favorites\" id=\"t2\"/>")
            + Self.scene("child", "<view key=\"view\" id=\"v3\"><color key=\"backgroundColor\" systemColor=\"systemRedColor\"/></view>"),
            initial: "tabs")
        let tabs = try #require(board.instantiateInitialViewController() as? UITabBarController)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["First", "Favorites"])
        let first = try #require(tabs.viewControllers?.first as? NoteListController)
        first.loadViewIfNeeded()
        let child = try #require(first.children.first)
        #expect(first.prepared.map(\.identifier) == ["embedChild"])
        #expect(child.view.superview?.frame == CGRect(x: 10, y: 100, width: 200, height: 100))
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(child.parent === first)
    }

    @Test func aCycleOfEmbedSeguesStopsWithAMessage() throws {
        let board = try Self.storyboard(Self.scene("loop", """
            <view key="view" id="lv"><subviews><containerView id="c">
                <connections><segue destination="loop" kind="embed" id="e"/></connections>
            </containerView></subviews></view>
            """), initial: "loop")
        let loop = try #require(board.instantiateInitialViewController())
        loop.loadViewIfNeeded()
        #expect(loop.children.isEmpty)
        #expect(UIKitWarning.history.contains { $0.contains("embed segues form a cycle through loop") })
    }

    @Test func anOutletOfTheWrongTypeSaysSoAndTheRestLoads() throws {
        let board = try Self.storyboard(Self.scene("detail", """
            <view key="view" id="dv"><subviews>
                <view id="plain"/>
                <label text="Hi" id="label"/>
            </subviews></view>
            <connections>
                <outlet property="titleLabel" destination="plain" id="o1"/>
                <outlet property="deleteButton" destination="label" id="o2"/>
            </connections>
            """, attributes: "customClass=\"NoteDetailController\" customModule=\"UIModelTests\""), initial: "detail")
        let detail = try #require(board.instantiateInitialViewController() as? NoteDetailController)
        detail.loadViewIfNeeded()
        #expect(detail.titleLabel == nil && detail.view.subviews.count == 2)
        #expect(UIKitWarning.history.contains { $0.contains("the outlet 'titleLabel' of NoteDetailController cannot hold a UIView") })
    }

    @Test func aConstraintToTheLegacyTopLayoutGuideIsOneToTheSafeArea() throws {
        let board = try Self.storyboard(Self.scene("legacy", """
            <layoutGuides><viewControllerLayoutGuide type="top" id="top"/></layoutGuides>
            <view key="view" id="lv"><rect key="frame" x="0" y="0" width="393" height="852"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"/></subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c1"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="lv" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="box" firstAttribute="width" constant="50" id="c3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                </constraints>
            </view>
            """), initial: "legacy")
        let controller = try #require(board.instantiateInitialViewController())
        show(controller).layoutIfNeeded()
        let box = try #require(controller.view.subviews.first)
        #expect(box.frame.minY == controller.view.safeAreaInsets.top + 8)
    }

    @Test func aControllerLoadsTheNibNamedAfterItsClass() throws {
        let controller = ProfileCardController(nibName: nil, bundle: .module)
        controller.loadViewIfNeeded()
        #expect(controller.view is CardView)
        #expect(controller.nibName == nil)
    }

    @Test func aHeaderComesFromItsNib() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <tableViewHeaderFooterView reuseIdentifier="Header" id="h">
                        <rect key="frame" x="0" y="0" width="320" height="40"/>
                        <view key="contentView" id="hc">
                            <subviews><label text="Section" id="hl"><rect key="frame" x="16" y="10" width="100" height="20"/></label></subviews>
                        </view>
                    </tableViewHeaderFooterView>
                </objects>
            </document>
            """
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UINib(data: Data(xib.utf8), bundle: nil), forHeaderFooterViewReuseIdentifier: "Header")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Header"))
        #expect(header.reuseIdentifier == "Header")
        #expect((header.contentView.subviews.first as? UILabel)?.text == "Section")
    }

    /// An image the xib names that is not in the xib's bundle but in the app's own images (its
    /// asset catalog) is found there, as on iOS, where both are the app's bundle.
    @Test func anImageFromTheAppsCatalogIsFound() throws {
        final class AppImages: ImageSource {
            func sizeOfImage(named name: String) -> CGSize? { name == "avatar" ? CGSize(width: 48, height: 48) : nil }
            func imageAsset(named name: String) -> UIImageAsset? { nil }
        }
        UIModelRuntime.current.resources.imageSource = AppImages()
        let objects = try #require(Bundle.module.loadNibNamed("Avatar", owner: nil))
        let imageView = try #require(objects.compactMap { $0 as? UIImageView }.first)
        #expect(imageView.image?.size == CGSize(width: 48, height: 48))
    }
}

/// A controller named after the xib ("ProfileCard" + "Controller"), made without a nib name.
final class ProfileCardController: UIViewController {}

/// Values that differ by size class: a label's font and lines, applied live.
@Suite(.serialized, .freshRuntime) struct SizeClassPropertyVariationTests: AnimationTesting {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <label text="Hello" numberOfLines="1" id="title">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <color key="textColor" systemColor="labelColor"/>
                    <variation key="widthClass=regular" numberOfLines="2">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                    </variation>
                </label>
            </objects>
        </document>
        """

    @Test func aLabelTakesItsSizeClassesFontAndLinesAndGivesThemBack() throws {
        let label = try #require(UINib(data: Data(Self.xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UILabel)
        #expect(label.font == .systemFont(ofSize: 17) && label.numberOfLines == 1)
        let host = makeView()
        host.traitOverrides.horizontalSizeClass = .regular
        host.addSubview(label)
        app.layoutWindows()
        #expect(label.font == .boldSystemFont(ofSize: 30) && label.numberOfLines == 2)
        host.traitOverrides.horizontalSizeClass = .compact
        app.layoutWindows()
        #expect(label.font == .systemFont(ofSize: 17) && label.numberOfLines == 1)
        #expect(!UIKitWarning.history.contains { $0.contains("variation") })
    }
}

/// Views installed by size class: a sidebar only in regular width, with its constraints.
@Suite(.serialized, .freshRuntime) struct SizeClassInstalledViewTests: AnimationTesting {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="400"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="sidebar"/>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="main"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sidebar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                        <constraint firstItem="sidebar" firstAttribute="top" secondItem="root" secondAttribute="top" id="s2"/>
                        <constraint firstItem="sidebar" firstAttribute="width" constant="100" id="s3"/>
                        <constraint firstItem="sidebar" firstAttribute="height" constant="100" id="s4"/>
                        <constraint firstItem="main" firstAttribute="leading" secondItem="sidebar" secondAttribute="trailing" id="m1"/>
                        <constraint firstItem="main" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="m2"/>
                        <constraint firstItem="main" firstAttribute="top" secondItem="root" secondAttribute="top" id="m3"/>
                        <constraint firstItem="main" firstAttribute="width" constant="50" id="m4"/>
                        <constraint firstItem="main" firstAttribute="height" constant="50" id="m5"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="sidebar"/>
                        </mask>
                        <mask key="constraints">
                            <exclude reference="m1"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="subviews">
                            <include reference="sidebar"/>
                        </mask>
                        <mask key="constraints">
                            <include reference="m1"/>
                            <exclude reference="m2"/>
                        </mask>
                    </variation>
                </view>
            </objects>
        </document>
        """

    @Test func aViewIsInstalledOnlyForItsSizeClassWithItsConstraints() throws {
        let root = try #require(UINib(data: Data(Self.xib.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let main = try #require(root.subviews.first)
        #expect(root.subviews.count == 1, "the sidebar is not installed by default")
        let host = makeView()
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        host.traitOverrides.horizontalSizeClass = .regular
        host.addSubview(root)
        app.layoutWindows()
        #expect(root.subviews.count == 2)
        let sidebar = root.subviews[0]
        #expect(sidebar.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(main.frame.minX == 100)
        host.traitOverrides.horizontalSizeClass = .compact
        app.layoutWindows()
        #expect(sidebar.superview == nil)
        #expect(main.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(!UIKitWarning.history.contains { $0.contains("no common ancestor") || $0.contains("variation") })
    }
}

/// A segue subclass that marks its destination instead of transitioning.
final class RecordingSegue: UIStoryboardSegue {
    override func perform() { destination.title = "performed \(identifier ?? "")" }
}

/// Custom segues, gesture recognizers that trigger segues, popovers anchored to a view, split
/// views' columns and the legacy top layout guide, from a storyboard in memory.
@Suite(.serialized, .freshRuntime) struct StoryboardSegueKindTests: AnimationTesting {
    @Test func aCustomSegueFromATapPerformsItsOwnTransition() throws {
        let board = try StoryboardContainerTests.storyboard(
            StoryboardContainerTests.scene("home", """
                <view key="view" id="hv"><rect key="frame" x="0" y="0" width="393" height="852"/>
                    <gestureRecognizers/>
                    <connections><outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g"/></connections>
                </view>
                <layoutGuides><viewControllerLayoutGuide type="top" id="topGuide"/></layoutGuides>
                """, attributes: "customClass=\"NoteListController\" customModule=\"UIModelTests\"")
                .replacingOccurrences(of: "</objects>", with: """
                    <tapGestureRecognizer id="tap"><connections>
                        <segue destination="other" kind="custom" customClass="RecordingSegue" customModule="UIModelTests" identifier="custom" id="cs"/>
                    </connections></tapGestureRecognizer>
                    </objects>
                    """)
            + StoryboardContainerTests.scene("other", "<view key=\"view\" id=\"ov\"/>"),
            initial: "home")
        let home = try #require(board.instantiateInitialViewController() as? NoteListController)
        show(home).layoutIfNeeded()
        let tap = try #require(home.view.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(tap.view === home.view)
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 200, y: 400), timestamp: t)
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 400), timestamp: t + 0.05)
        run(seconds: 0.5)
        #expect(home.prepared.map(\.identifier) == ["custom"])
        #expect(home.prepared.first?.destination.title == "performed custom")
        #expect(home.presentedViewController == nil)
    }

    @Test func aPopoverSegueAnchorsToItsViewAndASplitViewTakesItsColumns() throws {
        let board = try StoryboardContainerTests.storyboard(
            StoryboardContainerTests.scene("split", """
                <connections>
                    <segue destination="master" kind="relationship" relationship="masterViewController" id="m"/>
                    <segue destination="detail" kind="relationship" relationship="detailViewController" id="d"/>
                </connections>
                """, element: "splitViewController")
            + StoryboardContainerTests.scene("master", """
                <view key="view" id="mv"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews>
                    <button buttonType="system" id="anchor"><rect key="frame" x="20" y="100" width="80" height="40"/>
                        <state key="normal" title="Info"/>
                        <connections><segue destination="pop" kind="popoverPresentation" popoverAnchorView="anchor" identifier="pop" id="ps"/></connections>
                    </button>
                </subviews></view>
                """, attributes: "customClass=\"NoteListController\" customModule=\"UIModelTests\"")
            + StoryboardContainerTests.scene("detail", "<view key=\"view\" id=\"dv\"/>")
            + StoryboardContainerTests.scene("pop", "<view key=\"view\" id=\"pv\"/>"),
            initial: "split")
        let split = try #require(board.instantiateInitialViewController() as? UISplitViewController)
        #expect(split.viewControllers.count == 2)
        let master = try #require(split.viewControllers.first as? NoteListController)
        master.loadViewIfNeeded()
        let anchor = try #require(master.view.subviews.first as? UIButton)
        master.performSegue(withIdentifier: "pop", sender: anchor)
        let pop = try #require(master.prepared.first?.destination)
        #expect(pop.modalPresentationStyle == .popover)
        #expect(pop.popoverPresentationController?.sourceView === anchor)
    }
}
