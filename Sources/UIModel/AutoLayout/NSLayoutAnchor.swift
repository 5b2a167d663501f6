import Foundation

/// One attribute of a view or layout guide, for making constraints (UIKit's `NSLayoutAnchor`).
/// The type parameter keeps x-axis, y-axis and dimension anchors apart, as in UIKit.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    nonisolated deinit {}
    // `@exclusivity(unchecked)` below: accesses on the layout path skip the runtime's exclusivity
    // check; none overlaps another (see LayoutEngine's note).
    @exclusivity(unchecked) public private(set) weak var item: AnyObject?
    public let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// UIKit's standard spacing between two sibling views' edges (the "system spacing" of
/// `constraint(equalToSystemSpacingAfter:multiplier:)`; 8 points on iOS).
let systemSpacing: CGFloat = 8

@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    nonisolated deinit {}
    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    nonisolated deinit {}
    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    nonisolated deinit {}
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
