import Foundation
import Testing
@testable import UIModel
import UIModelTesting

private final class ShakeController: UIViewController {
    var heard: [String] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { heard.append("began \(motion.rawValue)") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append("ended \(motion.rawValue) \(event?.type == .motion) \(event?.subtype == .motionShake)")
    }
}

private final class ShakeField: UITextField {
    var shakes = 0
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shakes += 1 }
}

/// A shake of the device: motionBegan and motionEnded for the first responder, else the front
/// controller, along the responder chain.
@Suite(.serialized, .freshRuntime) struct MotionEventTests: AnimationTesting {
    @Test func aShakeReachesTheFrontControllerWithoutAFirstResponder() {
        let controller = ShakeController()
        show(controller)
        app.shake(timestamp: CACurrentMediaTime())
        #expect(controller.heard == ["began 1", "ended 1 true true"])
    }

    @Test func theFirstResponderHearsItFirstAndUnhandledPartsGoUpTheChain() {
        let controller = ShakeController()
        show(controller).layoutIfNeeded()
        let field = ShakeField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        controller.view.addSubview(field)
        _ = field.becomeFirstResponder()
        app.shake(timestamp: CACurrentMediaTime())
        // The field handles the end; the beginning it does not handle passes to its controller.
        #expect(field.shakes == 1)
        #expect(controller.heard == ["began 1"])
    }
}
