// The outlets, actions and runtime attributes the app's storyboards and xibs connect by
// name: UIKit finds them with the Objective-C runtime, which Linux does not have.
// Written by uimodel-port from the Interface Builder files and the Swift sources; port
// again after changing an outlet, action or file.
import Foundation
import UIModel

final class UIModelInterfaceBuilder: InterfaceBuilderConnecting {
    static func setOutlet(_ name: String, of object: AnyObject, to value: Any?) -> Bool? {
        if let o = object as? GardenSettingsController {
            switch name {
            case "remindersSwitch": return InterfaceBuilderValue.assign(value, to: &o.remindersSwitch)
            case "timeCell": return InterfaceBuilderValue.assign(value, to: &o.timeCell)
            default: break
            }
        }
        if let o = object as? PlantDetailController {
            switch name {
            case "nameLabel": return InterfaceBuilderValue.assign(value, to: &o.nameLabel)
            case "statusLabel": return InterfaceBuilderValue.assign(value, to: &o.statusLabel)
            case "waterButton": return InterfaceBuilderValue.assign(value, to: &o.waterButton)
            default: break
            }
        }
        return nil
    }

    static func action(_ name: String, of target: AnyObject) -> ((Any?) -> Void)? {
        if let o = target as? GardenSettingsController {
            switch name {
            case "remindersChanged:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UISwitch.self) else { return }
                    o.remindersChanged(sender)
                }
            default: break
            }
        }
        if let o = target as? PlantDetailController {
            switch name {
            case "water:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UIButton.self) else { return }
                    o.water(sender)
                }
            default: break
            }
        }
        if let o = target as? PlantListController {
            switch name {
            case "closeSettings:": return { [weak o] sender in
                    guard let o else { return }
                    guard let sender = InterfaceBuilderValue.sender(sender, as: UIStoryboardSegue.self) else { return }
                    o.closeSettings(sender)
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
