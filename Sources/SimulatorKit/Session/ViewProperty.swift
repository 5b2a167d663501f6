import Foundation
import UIModel

/// A numeric view property a script can trace, by its UIKit key path ("frame.origin.y").
public enum ViewProperty {
    static let readers: [String: (UIView) -> CGFloat] = [
        "frame.origin.x": { $0.frame.origin.x }, "frame.origin.y": { $0.frame.origin.y },
        "frame.size.width": { $0.frame.size.width }, "frame.size.height": { $0.frame.size.height },
        "frame.minX": { $0.frame.minX }, "frame.minY": { $0.frame.minY },
        "frame.maxX": { $0.frame.maxX }, "frame.maxY": { $0.frame.maxY },
        "center.x": { $0.center.x }, "center.y": { $0.center.y },
        "bounds.origin.x": { $0.bounds.origin.x }, "bounds.origin.y": { $0.bounds.origin.y },
        "bounds.size.width": { $0.bounds.size.width }, "bounds.size.height": { $0.bounds.size.height },
        "alpha": { $0.alpha },
        "transform.a": { $0.transform.a }, "transform.b": { $0.transform.b }, "transform.c": { $0.transform.c },
        "transform.d": { $0.transform.d }, "transform.tx": { $0.transform.tx }, "transform.ty": { $0.transform.ty },
        "layer.cornerRadius": { $0.layer.cornerRadius },
    ]

    public static var names: [String] { readers.keys.sorted() }

    public static func value(of view: UIView, _ property: String) -> CGFloat? { readers[property].map { $0(view) } }
}
