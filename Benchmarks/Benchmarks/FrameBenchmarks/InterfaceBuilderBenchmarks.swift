import Benchmark
import Foundation
import SimulatorKit
import UIModel

/// Storyboards and xibs: reading a 400 KB file (the XML parse and the object index), making a
/// scene of 100 views and 200 constraints (each view's `init(coder:)`, the constraints, the
/// connections, `awakeFromNib`), and laying that scene out at iPhone 15 size. The files are
/// generated in Interface Builder's format.
enum InterfaceBuilderBenchmarks {
    static func register() {
        let big = Data(storyboardSizedXib(minimumBytes: 400_000).utf8)
        Benchmark("interface builder/read a \(big.count / 1000) KB file") { @Sendable benchmark in onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(UINib(data: big, bundle: nil)) }
        } }

        let app = Slot<SimulatorApp>(), nib = Slot<UINib>()
        let scene = Data(sceneXib(views: 100).utf8)
        let setUp: @Sendable () async throws -> Void = {
            try await MainActor.run {
                app.value = try SimulatorApp(rootViewController: UIViewController())
                nib.value = UINib(data: scene, bundle: nil)
            }
        }
        let tearDown: @Sendable () async -> Void = { await MainActor.run { app.value = nil; nib.value = nil } }
        Benchmark("interface builder/make a scene of 100 views and 200 constraints", closure: { @Sendable benchmark in
            onMainActor(benchmark) { benchmark in
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { app.value!.run { blackHole(nib.value!.instantiate(withOwner: nil)) } }
            }
        }, setup: setUp, teardown: tearDown)
        Benchmark("interface builder/lay out a scene of 100 views and 200 constraints", closure: { @Sendable benchmark in
            onMainActor(benchmark) { benchmark in
                var views: [UIView] = []
                app.value!.run {
                    for _ in benchmark.scaledIterations {
                        guard let view = nib.value!.instantiate(withOwner: nil).first as? UIView else { continue }
                        view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
                        views.append(view)
                    }
                }
                benchmark.startMeasurement()
                app.value!.run { for view in views { view.layoutIfNeeded() } }
                benchmark.stopMeasurement()
                precondition(views.allSatisfy { $0.subviews.count == 100 && $0.constraints.count == 200 })
            }
        }, setup: setUp, teardown: tearDown)
    }

    /// A xib whose root view holds `views` labels in a column, each with two constraints to the
    /// one above (its top and leading) — so `views` views and 2 × `views` constraints.
    static func sceneXib(views: Int) -> String {
        var subviews = "", constraints = ""
        for i in 0..<views {
            subviews += """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label \(i)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l\(i)">
                                    <rect key="frame" x="16" y="\(8 * i)" width="200" height="8"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="6"/>
                                    <color key="textColor" systemColor="labelColor"/>
                                    <nil key="highlightedColor"/>
                                </label>

                """
            let above = i == 0 ? "firstItem=\"l0\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\""
                : "firstItem=\"l\(i)\" firstAttribute=\"top\" secondItem=\"l\(i - 1)\" secondAttribute=\"bottom\""
            constraints += """
                                <constraint \(above) id="t\(i)"/>
                                <constraint firstItem="l\(i)" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="\(i % 5)" id="x\(i)"/>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
            \(subviews)            </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
            \(constraints)            </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    /// Scenes of 100 views repeated under one root until the file is `minimumBytes` long: the
    /// size of a large app's storyboard.
    static func storyboardSizedXib(minimumBytes: Int) -> String {
        let one = sceneXib(views: 100)
        let body = one.components(separatedBy: "<objects>")[1].components(separatedBy: "</objects>")[0]
        var objects = ""
        var copy = 0
        while objects.utf8.count < minimumBytes {
            objects += body.replacingOccurrences(of: "id=\"", with: "id=\"c\(copy)-").replacingOccurrences(of: "Item=\"", with: "Item=\"c\(copy)-")
            copy += 1
        }
        return one.components(separatedBy: "<objects>")[0] + "<objects>" + objects + "</objects>\n</document>\n"
    }

    /// A xib whose one object is a subtitle cell, as a storyboard's prototype is.
    static let subtitleCellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="row" textLabel="t" detailTextLabel="d" style="IBUITableViewCellStyleSubtitle" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="t">
                                <rect key="frame" x="20" y="8" width="33" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" contentMode="left" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" id="d">
                                <rect key="frame" x="20" y="31" width="44" height="14.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
}
