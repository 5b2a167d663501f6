import Foundation

/// A space points and rectangles convert between: a view's bounds, or a screen's (the screen
/// or window scene's `coordinateSpace`), as `convert(_:to:)` with a `UIView` does between views.
@preconcurrency @MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return ScreenCoordinateSpace.convert(onScreen: pointOnScreen(point), to: coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return pointFromScreen(ScreenCoordinateSpace.convert(point, onScreenFrom: coordinateSpace))
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return ScreenCoordinateSpace.convert(onScreen: rectOnScreen(rect), to: coordinateSpace)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return rectFromScreen(ScreenCoordinateSpace.convert(rect, onScreenFrom: coordinateSpace))
    }

    /// Screen coordinates: the window's, moved by where the window sits on the screen (a view
    /// outside any window: its root's).
    func pointOnScreen(_ point: CGPoint) -> CGPoint {
        let p = convert(point, to: nil)
        return CGPoint(x: p.x + (window?.frame.minX ?? 0), y: p.y + (window?.frame.minY ?? 0))
    }

    func pointFromScreen(_ point: CGPoint) -> CGPoint {
        convert(CGPoint(x: point.x - (window?.frame.minX ?? 0), y: point.y - (window?.frame.minY ?? 0)), from: nil)
    }

    func rectOnScreen(_ rect: CGRect) -> CGRect {
        convert(rect, to: nil).offsetBy(dx: window?.frame.minX ?? 0, dy: window?.frame.minY ?? 0)
    }

    func rectFromScreen(_ rect: CGRect) -> CGRect {
        convert(rect.offsetBy(dx: -(window?.frame.minX ?? 0), dy: -(window?.frame.minY ?? 0)), from: nil)
    }
}

/// A screen's coordinate space: its bounds, in which windows sit at their frames.
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    nonisolated deinit {}
    unowned let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }

    /// A point on the screen in `space`: a view's, a screen's (the same), or what another space
    /// says it is from a screen.
    static func convert(onScreen point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return view.pointFromScreen(point) }
        if space is ScreenCoordinateSpace { return point }
        return space.convert(point, from: UIScreen.main.coordinateSpace)
    }

    static func convert(_ point: CGPoint, onScreenFrom space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return view.pointOnScreen(point) }
        if space is ScreenCoordinateSpace { return point }
        return space.convert(point, to: UIScreen.main.coordinateSpace)
    }

    static func convert(onScreen rect: CGRect, to space: any UICoordinateSpace) -> CGRect {
        if let view = space as? UIView { return view.rectFromScreen(rect) }
        if space is ScreenCoordinateSpace { return rect }
        return space.convert(rect, from: UIScreen.main.coordinateSpace)
    }

    static func convert(_ rect: CGRect, onScreenFrom space: any UICoordinateSpace) -> CGRect {
        if let view = space as? UIView { return view.rectOnScreen(rect) }
        if space is ScreenCoordinateSpace { return rect }
        return space.convert(rect, to: UIScreen.main.coordinateSpace)
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { Self.convert(onScreen: point, to: coordinateSpace) }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { Self.convert(point, onScreenFrom: coordinateSpace) }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { Self.convert(onScreen: rect, to: coordinateSpace) }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { Self.convert(rect, onScreenFrom: coordinateSpace) }
}
