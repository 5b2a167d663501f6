// The outlets, actions and runtime attributes the app's storyboards and xibs connect by
// name, and the methods its code sends by selector: UIKit finds them with the
// Objective-C runtime, which Linux does not have. Written by uimodel-port from the
// Interface Builder files and the Swift sources; port again after changing an outlet,
// action, selector or file.
import Foundation
import UIModel

final class UIModelInterfaceBuilder: InterfaceBuilderConnecting {
    static func setOutlet(_ name: String, of object: AnyObject, to value: Any?) -> Bool? {
        return nil
    }

    static func action(_ name: String, of target: AnyObject) -> ((Any?) -> Void)? {
        if let o = target as? ComposeViewController {
            switch name {
            case "clearMessage:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UIButton.self) else { return }
                    o.clearMessage(sender)
                }
            case "finish:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UIButton.self) else { return }
                    o.finish(sender)
                }
            case "sendMessage": return { [weak o] sender in
                    guard let o else { return }
                    o.sendMessage()
                }
            default: break
            }
        }
        return nil
    }

    static func setValue(_ value: Any?, forKeyPath name: String, of object: AnyObject) -> Bool? {
        return nil
    }
}
