import Foundation
import Testing
@testable import UIModel
import InterfaceBuilderFiles

/// A view a test's xib names as its custom class, found by its module-qualified name.
final class IBReadingBadge: UIView {
    private(set) var decodedLabel: String?
    required init?(coder: NSCoder) {
        decodedLabel = coder.decodeObject(forKey: "userLabel") as? String
        super.init(coder: coder)
    }
    override init(frame: CGRect) { super.init(frame: frame) }
}

/// Reading storyboards and xibs: the element tree with its lines, the values Interface Builder
/// writes, the classes elements make, the coder objects are made with, and clear errors.
@Suite(.serialized, .freshRuntime) struct InterfaceBuilderReadingTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root-view">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label text="Hello" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="title-label">
                            <rect key="frame" x="16" y="20" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/>
                            <color key="textColor" systemColor="labelColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <view userLabel="Badge" customClass="IBReadingBadge" customModule="SomeXcodeTarget" customModuleProvider="target" id="badge">
                            <rect key="frame" x="300" y="20" width="40" height="40"/>
                            <color key="backgroundColor" name="Brand"/>
                        </view>
                        <view customClass="NoSuchView" id="mystery">
                            <color key="backgroundColor" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
            <resources>
                <namedColor name="Brand">
                    <color red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """

    func document(_ text: String = xib, name: String = "Card.xib") throws -> IBDocument {
        try IBDocument(data: Data(text.utf8), fileName: name)
    }

    func object(_ doc: IBDocument, _ id: String) throws -> IBElement { try #require(doc.object(withID: id)) }
    func value(_ element: IBElement, _ key: String) throws -> IBElement { try #require(element.child(forKey: key)) }
    func same(_ a: AnyClass?, _ b: AnyClass) -> Bool { a.map { ObjectIdentifier($0) == ObjectIdentifier(b) } ?? false }

    /// The porter's report and the simulator agree on which elements make objects.
    @Test func theElementsTheReportCountsAreTheOnesUIModelMakes() {
        let made = Set(IBClasses.elementClasses.keys).union(IBClasses.frameworkElementClasses.keys)
        #expect(IBElementNames.objects.subtracting(made) == ["tableViewCellContentView", "collectionViewCellContentView"])
        #expect(made.isSubset(of: IBElementNames.objects))
    }

    @Test func aXibsObjectsAndTheirLinesAreRead() throws {
        let doc = try document()
        #expect(doc.kind == .xib)
        #expect(doc.topLevelObjects.map(\.name) == ["placeholder", "view"])
        let label = try object(doc, "title-label")
        #expect(label.name == "label" && label["text"] == "Hello")
        #expect(label.line == 9)
        #expect(doc.object(withID: "root-view")?.contents(of: "subviews").count == 3)
    }

    @Test func geometryMasksColoursAndFontsReadAsUIKitValues() throws {
        let doc = try document()
        let root = try object(doc, "root-view")
        #expect(IBValues.rect(try value(root, "frame")) == CGRect(x: 0, y: 0, width: 390, height: 120))
        #expect(IBValues.autoresizingMask(try value(root, "autoresizingMask")) == [.flexibleWidth, .flexibleBottomMargin])
        #expect(IBValues.color(try value(root, "backgroundColor"), in: doc) == .color(.white))

        let label = try object(doc, "title-label")
        let font = IBValues.font(try value(label, "fontDescription"))
        #expect(font == UIFont.systemFont(ofSize: 20, weight: .semibold))
        // A system colour is the dynamic colour itself: white in dark mode.
        guard case .color(let text)? = IBValues.color(try value(label, "textColor"), in: doc) else {
            Issue.record("no text colour"); return
        }
        #expect(text.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(IBValues.color(try value(label, "highlightedColor"), in: doc) == ColorValueNone.none)

        let badge = try object(doc, "badge")
        #expect(IBValues.color(try value(badge, "backgroundColor"), in: doc) == .color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)),
                "a catalog colour, from the file's resources")
        let mystery = try object(doc, "mystery")
        #expect(IBValues.color(try value(mystery, "backgroundColor"), in: doc)
                == .color(UIColor(displayP3Red: 0.5, green: 0.25, blue: 1, alpha: 1)))
    }

    @Test func elementsMakeUIKitsClassesOrTheirCustomClass() throws {
        let doc = try document()
        let labelElement = try object(doc, "title-label"), badgeElement = try object(doc, "badge"), mysteryElement = try object(doc, "mystery")
        let label = try #require(IBClasses.resolve(labelElement, in: doc, appModules: []))
        #expect(same(label.type, UILabel.self) && label.warning == nil)
        // The Xcode target's module is another name here: the app's modules are tried too.
        let badge = try #require(IBClasses.resolve(badgeElement, in: doc, appModules: ["UIModelTests"]))
        #expect(same(badge.type, IBReadingBadge.self) && badge.warning == nil)
        let mystery = try #require(IBClasses.resolve(mysteryElement, in: doc, appModules: ["UIModelTests"]))
        #expect(same(mystery.type, UIView.self))
        #expect(mystery.warning == "Card.xib:19: Unknown class NoSuchView in Interface Builder file.")
        #expect(IBClasses.resolve(try object(doc, "-1"), in: doc, appModules: []) == nil, "placeholders make nothing")
    }

    @Test func aCustomClassIsMadeWithACoderThatCarriesItsElement() throws {
        let doc = try document()
        let element = try object(doc, "badge")
        let resolved = IBClasses.resolve(element, in: doc, appModules: ["UIModelTests"])?.type
        let type = try #require(resolved as? UIView.Type)
        let coder = IBCoder(element: element, context: IBInstantiation(document: doc, bundle: .main, appModules: []))
        let view = try #require(type.init(coder: coder) as? IBReadingBadge)
        #expect(view.decodedLabel == "Badge")
        // UIView's init(coder:) took the file's frame before the subclass's init went on.
        #expect(view.frame == CGRect(x: 300, y: 20, width: 40, height: 40))
        #expect(coder.containsValue(forKey: "frame") && !coder.containsValue(forKey: "tag"))
        #expect(coder.decodeInteger(forKey: "tag") == 0 && coder.decodeBool(forKey: "hidden") == false)
    }

    @Test func aStoryboardsScenesAndInitialControllerAreRead() throws {
        let doc = try document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="detail-view"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, name: "Main.storyboard")
        #expect(doc.kind == .storyboard && doc.scenes.count == 2 && doc.initialViewControllerID == "nav")
        #expect(doc.object(withID: "detail")?["storyboardIdentifier"] == "Detail")
        #expect(same(IBClasses.resolve(try object(doc, "nav"), in: doc, appModules: [])?.type, UINavigationController.self))
    }

    func readError(_ text: String, name: String) -> IBDocument.ReadError? {
        do {
            _ = try IBDocument(data: Data(text.utf8), fileName: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func badFilesAreErrorsThatNameTheFileAndLine() {
        let unclosed = readError("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</document>", name: "Broken.xib")
        #expect(unclosed?.file == "Broken.xib" && unclosed?.line == 4)
        #expect(unclosed?.message.hasPrefix("not well-formed XML") == true)
        #expect(readError("<plist version=\"1.0\"><dict/></plist>", name: "Info.xib")?.description
                == "Info.xib:1: not an Interface Builder file: its root element is <plist>, not <document>")
        #expect(readError("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>", name: "Mac.xib")?.message.contains("not an iOS storyboard or xib") == true)
        #expect(readError("", name: "Empty.xib")?.file == "Empty.xib")
    }
}

private typealias ColorValueNone = IBValues.ColorValue
