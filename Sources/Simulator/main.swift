import Demos
import Foundation
import SimulatorKit

// The demo app, started as a UIKit app is: the simulator's command line comes with it.
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(DemoAppDelegate.self))
