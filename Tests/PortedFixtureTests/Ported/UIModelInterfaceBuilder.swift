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
        if let o = target as? BadgeView {
            switch name {
            case "handlePan:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UIPanGestureRecognizer.self) else { return }
                    o.handlePan(sender)
                }
            default: break
            }
        }
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
            case "swiped:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UISwipeGestureRecognizer.self) else { return }
                    o.swiped(sender)
                }
            default: break
            }
        }
        if let o = target as? ProfileViewController {
            switch name {
            case "backgroundTapped": return { [weak o] sender in
                    guard let o else { return }
                    o.backgroundTapped()
                }
            case "saveTapped:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UIButton.self) else { return }
                    o.saveTapped(sender)
                }
            default: break
            }
        }
        if let o = target as? SettingsViewController {
            switch name {
            case "cancel:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UIBarButtonItem.self) else { return }
                    o.cancel(sender)
                }
            case "help:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UIBarButtonItem.self) else { return }
                    o.help(sender)
                }
            case "save": return { [weak o] sender in
                    guard let o else { return }
                    o.save()
                }
            default: break
            }
        }
        if let o = target as? TickerViewController {
            switch name {
            case "announce:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: String.self) else { return }
                    o.announce(sender)
                }
            case "hideBanner": return { [weak o] sender in
                    guard let o else { return }
                    o.hideBanner()
                }
            case "step:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: CADisplayLink.self) else { return }
                    o.step(sender)
                }
            case "tick:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: Timer.self) else { return }
                    o.tick(sender)
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
