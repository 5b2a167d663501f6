import Foundation
@testable import SimulatorCore
@testable import SimulatorKit
@testable import SimulatorRendering
import Testing

/// The window's Option-drag: the second finger mirrors the pointer, or keeps its spacing with Shift.
@Suite struct TwoFingerMouseTests {
    let screen = CGSize(width: 400, height: 800)

    @Test func theSecondFingerMirrorsThePointerThroughTheMiddle() {
        let pair = TwoFingerMouse(pointer: CGPoint(x: 150, y: 350), screen: screen, together: false)
        #expect(pair.secondFinger(pointer: CGPoint(x: 150, y: 350), screen: screen) == CGPoint(x: 250, y: 450))
        // Dragging away from the middle spreads the fingers.
        #expect(pair.secondFinger(pointer: CGPoint(x: 100, y: 300), screen: screen) == CGPoint(x: 300, y: 500))
    }

    @Test func withShiftThePairMovesTogether() {
        let pair = TwoFingerMouse(pointer: CGPoint(x: 150, y: 350), screen: screen, together: true)
        #expect(pair.secondFinger(pointer: CGPoint(x: 170, y: 300), screen: screen) == CGPoint(x: 270, y: 400))
    }
}
