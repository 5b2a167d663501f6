import Foundation

/// A class's name as the Objective-C runtime gives it, which UIKit's descriptions print: UIKit's
/// own unqualified ("UILabel"), an app's with its module ("MyApp.ListViewController").
package func runtimeClassName(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    return name.hasPrefix("UIModel.") ? String(name.dropFirst("UIModel.".count)) : name
}
