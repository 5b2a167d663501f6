import Foundation
import UIModel
import SimulatorRendering

/// What a session's dump holds, as JSON: the time, the device and screen, the traits, the
/// controller and view trees, and the accessibility elements in VoiceOver's order. Read-only:
/// it looks at the app and changes nothing.
struct SessionInspector {
    let session: SimulatorSession

    /// The state a script's "dump" writes: time, screen, traits, controllers, views and the
    /// accessibility elements in VoiceOver's order.
    func dump(time: TimeInterval) -> JSONValue {
        let device = session.device, screenSize = session.screenSize, scale = session.scale, window = session.window
        var o: [String: JSONValue] = [
            "time": .number(time),
            "device": .string(device.fullName),
            "screen": .object(["width": .number(Double(screenSize.width)), "height": .number(Double(screenSize.height)),
                               "scale": .number(Double(scale))]),
            "traits": Self.dump(traits: window?.rootViewController?.traitCollection ?? UIScreen.main.traitCollection),
            "viewControllers": window?.rootViewController.map(Self.dump(controller:)) ?? .null,
            "views": window.map(Self.dump(view:)) ?? .null,
            "accessibility": window.map { AccessibilityHierarchy(root: $0).json } ?? .null,
        ]
        if let scene = (session.appDelegate as? SimulatorScenes)?.currentSceneName { o["scene"] = .string(scene) }
        let bar = UIModelRuntime.current.statusBar
        o["statusBar"] = .object(["hidden": .bool(bar.isStatusBarHidden), "style": .string(Self.styleName(bar.statusBarStyle))])
        return .object(o)
    }

    static func dump(traits t: UITraitCollection) -> JSONValue {
        let idioms: [UIUserInterfaceIdiom: String] = [.phone: "phone", .pad: "pad", .unspecified: "unspecified"]
        let styles: [UIUserInterfaceStyle: String] = [.light: "light", .dark: "dark", .unspecified: "unspecified"]
        return .object([
            "horizontalSizeClass": .string(t.horizontalSizeClass.description),
            "verticalSizeClass": .string(t.verticalSizeClass.description),
            "displayScale": .number(Double(t.displayScale)),
            "userInterfaceIdiom": .string(idioms[t.userInterfaceIdiom] ?? "other"),
            "userInterfaceStyle": .string(styles[t.userInterfaceStyle] ?? "other"),
            "layoutDirection": .string(t.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"),
            "preferredContentSizeCategory": .string(t.preferredContentSizeCategory.shortName),
        ])
    }

    static func dump(controller vc: UIViewController) -> JSONValue {
        var o: [String: JSONValue] = [
            "type": .string(String(describing: type(of: vc))),
            "title": vc.title.map(JSONValue.string) ?? .null,
            "children": .array(vc.children.map(dump(controller:))),
            "presented": vc.presentedViewController.map(dump(controller:)) ?? .null,
        ]
        if vc.presentingViewController != nil, vc.parent == nil, let pc = vc.presentationController {
            o["presentationStyle"] = .string(styleNames[pc.adaptedStyle] ?? "other")
        }
        if let split = vc as? UISplitViewController {
            o["collapsed"] = .bool(split.isCollapsed)
            o["displayMode"] = .string(split.displayMode.description)
        }
        return .object(o)
    }

    static func styleName(_ style: UIStatusBarStyle) -> String {
        switch style {
        case .default: "default"
        case .lightContent: "lightContent"
        case .darkContent: "darkContent"
        }
    }

    /// Top, left, bottom, right.
    static func dump(insets i: UIEdgeInsets) -> JSONValue {
        .array([i.top, i.left, i.bottom, i.right].map { .number(Double($0)) })
    }

    /// x, y, width, height.
    static func dump(rect r: CGRect) -> JSONValue {
        .array([r.minX, r.minY, r.width, r.height].map { .number(Double($0)) })
    }

    static let styleNames: [UIModalPresentationStyle: String] = [
        .fullScreen: "fullScreen", .pageSheet: "pageSheet", .formSheet: "formSheet", .currentContext: "currentContext",
        .custom: "custom", .overFullScreen: "overFullScreen", .overCurrentContext: "overCurrentContext", .popover: "popover",
    ]

    static func dump(view: UIView) -> JSONValue {
        var o: [String: JSONValue] = [
            "type": .string(String(describing: type(of: view))),
            "frame": dump(rect: view.convert(view.bounds, to: nil)),
            "alpha": .number(Double(view.alpha)),
            "hidden": .bool(view.isHidden),
            "safeAreaInsets": dump(insets: view.safeAreaInsets),
        ]
        if let id = view.accessibilityIdentifier { o["accessibilityIdentifier"] = .string(id) }
        if let label = view as? UILabel { o["text"] = label.text.map(JSONValue.string) ?? .null }
        if let button = view as? UIButton {
            o["text"] = button.currentTitle.map(JSONValue.string) ?? .null
            o["highlighted"] = .bool(button.isHighlighted)
        }
        if let imageView = view as? UIImageView, let image = imageView.image {
            o["image"] = .string(image.name)
            if image.renderingMode == .alwaysTemplate {
                let c = imageView.tintColor.resolvedColor(with: imageView.traitCollection)
                o["tintColor"] = .array([c.red, c.green, c.blue, c.alpha].map { .number((Double($0) * 1000).rounded() / 1000) })
            }
        }
        if let field = view as? UITextField { o["text"] = .string(field.text ?? ""); o["editing"] = .bool(field.isEditing) }
        if let scrollView = view as? UIScrollView {
            let offset = scrollView.contentOffset, size = scrollView.contentSize
            o["contentOffset"] = .array([offset.x, offset.y].map { .number(Double($0)) })
            o["contentSize"] = .array([size.width, size.height].map { .number(Double($0)) })
            o["adjustedContentInset"] = dump(insets: scrollView.adjustedContentInset)
            o["dragging"] = .bool(scrollView.isDragging)
            o["decelerating"] = .bool(scrollView.isDecelerating)
        }
        if !view.subviews.isEmpty { o["subviews"] = .array(view.subviews.map(dump(view:))) }
        return .object(o)
    }
}
