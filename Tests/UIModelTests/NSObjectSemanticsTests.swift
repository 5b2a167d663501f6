import Foundation
import Testing
import UIModel
import UIModelTesting

/// UIKit's classes are NSObjects: equal and hashed by identity unless a subclass overrides
/// `isEqual(_:)` and `hash`, printed as UIKit prints them.
@Suite(.freshRuntime) struct NSObjectSemanticsTests {
    @Test func viewsControllersAndConstraintsCompareByIdentity() {
        let a = UIView(), b = UIView()
        #expect(a == a && a != b)
        #expect(Set<UIView>([a, b, a]).count == 2)
        let first = UIViewController(), second = UIViewController()
        let stack: [UIViewController] = [first, second]
        #expect(stack.firstIndex(of: second) == 1)
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        #expect([c].contains(c) && c != a.heightAnchor.constraint(equalToConstant: 10))
        let recognizer = UITapGestureRecognizer()
        #expect(recognizer.isEqual(recognizer) && !recognizer.isEqual(UITapGestureRecognizer()))
        let objects: [NSObject] = [a, first, c, recognizer, a.layer]
        #expect(objects.allSatisfy { $0.isKind(of: NSObject.self) })
    }

    @Test func aSubclassCanDefineItsOwnEquality() {
        // NSObject's members are not isolated, as in Swift 6 on iOS: the override reads a constant.
        final class KeyedView: UIView {
            let key: Int
            init(key: Int) { self.key = key; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError("not used") }
            nonisolated override func isEqual(_ object: Any?) -> Bool { (object as? KeyedView)?.key == key }
            nonisolated override var hash: Int { key }
        }
        let a = KeyedView(key: 4), b = KeyedView(key: 4)
        #expect(a == b && a !== b)
        #expect(Set([a, b]).count == 1)
    }

    @Test func aViewPrintsAsUIKitPrintsIt() {
        let view = UIView(frame: CGRect(x: 10, y: 20.5, width: 100, height: 50))
        let address = { (o: AnyObject) in "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(o).toOpaque()), radix: 16) }
        #expect(view.description == "<UIView: \(address(view)); frame = (10 20.5; 100 50); layer = <CALayer: \(address(view.layer))>>")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "Hi"
        label.isHidden = true
        label.tag = 3
        #expect(label.description.hasPrefix("<UILabel: \(address(label)); frame = (0 0; 80 20); hidden = YES; text = 'Hi'; tag = 3; layer = <"))
        #expect("\(view)" == view.description)
    }
}
