import Foundation
import UIModel
import SimulatorRendering

/// A numeric view property a script can trace, by its UIKit key path ("frame.origin.y"), read
/// from the presentation layer as the script format says of traces.
public enum ViewProperty {
    /// Readers of the presentation layer: what is drawn this frame, animations included.
    static let readers: [String: (CALayer) -> CGFloat] = [
        "frame.origin.x": { $0.frame.origin.x }, "frame.origin.y": { $0.frame.origin.y },
        "frame.size.width": { $0.frame.size.width }, "frame.size.height": { $0.frame.size.height },
        "frame.minX": { $0.frame.minX }, "frame.minY": { $0.frame.minY },
        "frame.maxX": { $0.frame.maxX }, "frame.maxY": { $0.frame.maxY },
        "center.x": { $0.position.x }, "center.y": { $0.position.y },
        "bounds.origin.x": { $0.bounds.origin.x }, "bounds.origin.y": { $0.bounds.origin.y },
        // A scroll view's contentOffset is its bounds' origin.
        "contentOffset.x": { $0.bounds.origin.x }, "contentOffset.y": { $0.bounds.origin.y },
        "bounds.size.width": { $0.bounds.size.width }, "bounds.size.height": { $0.bounds.size.height },
        "alpha": { CGFloat($0.opacity) },
        "transform.a": { $0.affineTransform().a }, "transform.b": { $0.affineTransform().b },
        "transform.c": { $0.affineTransform().c }, "transform.d": { $0.affineTransform().d },
        "transform.tx": { $0.affineTransform().tx }, "transform.ty": { $0.affineTransform().ty },
        "layer.cornerRadius": { $0.cornerRadius },
    ]

    public static var names: [String] { readers.keys.sorted() }

    /// The property's presentation value (its model value when nothing animates it).
    public static func value(of view: UIView, _ property: String) -> CGFloat? {
        readers[property].map { $0(view.layer.presentation() ?? view.layer) }
    }
}
