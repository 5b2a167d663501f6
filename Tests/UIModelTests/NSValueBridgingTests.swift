import Foundation
import Testing
@testable import UIModel

/// The values UIKit hands an app in dictionaries (a keyboard notification's frames, duration and
/// curve) read with `as?` as on iOS, boxed or not.
@Suite struct NSValueBridgingTests {
    @Test func boxedGeometryCastsToItsStructure() {
        let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
            "point": NSValue(cgPoint: CGPoint(x: 3, y: 4)),
            "size": NSValue(cgSize: CGSize(width: 5, height: 6)),
            "transform": NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 3)),
            "insets": NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        ]
        #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == frame)
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(info["point"] as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(info["size"] as? CGSize == CGSize(width: 5, height: 6))
        #expect(info["transform"] as? CGAffineTransform == CGAffineTransform(scaleX: 2, y: 3))
        #expect((info["transform"] as? NSValue)?.cgAffineTransformValue == CGAffineTransform(scaleX: 2, y: 3))
        #expect(info["insets"] as? UIEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
    }

    @Test func aCastToTheWrongStructureIsNil() {
        let boxed: Any = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(boxed as? CGRect == nil)
        #expect(boxed as? CGAffineTransform == nil)
        #expect(boxed as? UIEdgeInsets == nil)
        #expect(NSValue(cgRect: .zero).uiEdgeInsetsValue == .zero)
    }

    @Test func structuresBoxWhenPutInAnObjectiveCValue() {
        let boxed = CGRect(x: 1, y: 2, width: 3, height: 4) as AnyObject
        #expect((boxed as? NSValue)?.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        let insets = UIEdgeInsets(top: 9, left: 8, bottom: 7, right: 6) as AnyObject
        #expect((insets as? NSValue)?.uiEdgeInsetsValue == UIEdgeInsets(top: 9, left: 8, bottom: 7, right: 6))
    }
}
