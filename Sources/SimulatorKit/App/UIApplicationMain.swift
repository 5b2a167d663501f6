import Foundation
import UIModel
import SimulatorCore
import SimulatorRendering

/// UIKit's entry point: runs the app whose delegate class is named `delegateClassName`
/// (`NSStringFromClass(AppDelegate.self)`) in the simulator, with the simulator's command line
/// (`argv`: a window by default, `--headless`, `--script`, ...). A `principalClassName` other
/// than "UIApplication" names a `UIApplication` subclass, which becomes `UIApplication.shared`
/// (one that overrides `sendEvent(_:)`, say). Never returns.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let arguments = (1..<Int(max(argc, 1))).compactMap { argv[$0].map { String(cString: $0) } }
    if let principalClassName, principalClassName != "UIApplication" {
        guard let appClass = NSClassFromString(principalClassName) as? UIApplication.Type else {
            SimulatorCommand.exit(with: SimulatorError.usage(
                "error: UIApplicationMain: principal class \(principalClassName) is not a UIApplication subclass "
                + "(name it as NSStringFromClass(MyApplication.self) does)"))
        }
        UIModelRuntime.current.install(application: appClass.init())
    }
    guard let name = delegateClassName else {
        SimulatorCommand.exit(with: SimulatorError.usage(
            "error: UIApplicationMain: no app delegate class name (there is no Info.plist to name one on Linux)"))
    }
    guard let delegateClass = NSClassFromString(name) as? UIApplicationDelegate.Type else {
        SimulatorCommand.exit(with: SimulatorError.usage(
            "error: UIApplicationMain: \(name) is not a UIApplicationDelegate class with a required init() "
            + "(declare it `final class \(name.split(separator: ".").last ?? Substring(name)): UIResponder, UIApplicationDelegate`)"))
    }
    SimulatorCommand.main(AppLauncher(delegateClass: delegateClass), arguments: arguments)
}

extension UIApplicationDelegate {
    /// `@main` on an app delegate runs the app in the simulator, with the simulator's command line.
    public static func main() {
        SimulatorCommand.main(AppLauncher(delegateClass: Self.self), arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
