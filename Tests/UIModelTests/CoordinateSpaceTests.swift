import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Coordinate spaces: views' and the screen's, converting through the screen.
@Suite(.serialized, .freshRuntime) struct CoordinateSpaceTests {
    var app: UIModelRuntime { .current }

    @Test func coordinateSpacesConvertThroughTheScreen() {
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
        let outer = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 6, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        window.makeKeyAndVisible()
        let screen = UIScreen.main.coordinateSpace
        #expect(screen.bounds == UIScreen.main.bounds)
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 26, y: 138))
        #expect(inner.convert(CGPoint(x: 26, y: 138), from: screen) == CGPoint(x: 1, y: 2))
        #expect(screen.convert(CGRect(x: 26, y: 138, width: 10, height: 10), to: inner) == CGRect(x: 1, y: 2, width: 10, height: 10))
        #expect(screen.convert(CGPoint(x: 25, y: 136), from: inner) == CGPoint(x: 50, y: 272))
        // Between views through the protocol: the same as between views.
        let space: any UICoordinateSpace = outer
        #expect(inner.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: space) == inner.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: outer))
        #expect(window.windowScene?.coordinateSpace.bounds ?? UIScreen.main.coordinateSpace.bounds == UIScreen.main.bounds)
    }
}
