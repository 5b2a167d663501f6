import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// `UIDevice`: what the simulated device reports, and its orientation as the host turns it.
@Suite(.freshRuntime) struct DeviceTests {
    @Test func theDeviceReportsThePhoneOrPadTheHostSetUp() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.systemName == "iOS" && device.systemVersion == UIDevice.modeledSystemVersion)
        #expect(device.userInterfaceIdiom == .phone && device.model == "iPhone" && device.name == "iPhone")
        UIModelRuntime.current.setIdiom(.pad, style: .light)
        #expect(device.userInterfaceIdiom == .pad && device.model == "iPad")
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled, "no proximity sensor")
    }

    @Test func orientationChangesArePostedOnlyWhileGenerated() {
        final class Heard { var count = 0 }
        let heard = Heard()
        let device = UIDevice.current
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil) { _ in
            MainActor.assumeIsolated { heard.count += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIModelRuntime.current.setDeviceOrientation(.landscapeLeft)
        #expect(device.orientation == .landscapeLeft && heard.count == 0)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        UIModelRuntime.current.setDeviceOrientation(.portrait)
        UIModelRuntime.current.setDeviceOrientation(.portrait)
        #expect(heard.count == 1, "once per change")
        device.endGeneratingDeviceOrientationNotifications()
        UIModelRuntime.current.setDeviceOrientation(.landscapeLeft)
        #expect(heard.count == 1 && !device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func theSceneTurnsItsInterfaceAgainstTheDevice() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.makeKeyAndVisible()
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, persistentIdentifier: "test"),
                                  connectionOptions: UIScene.ConnectionOptions())
        #expect(scene.interfaceOrientation == .portrait)
        _ = UIModelRuntime.current.setScreenSize(CGSize(width: 852, height: 393), scale: 3)
        UIModelRuntime.current.setDeviceOrientation(.landscapeLeft)
        #expect(scene.interfaceOrientation == .landscapeRight, "the device's landscape left is the interface's right")
        UIModelRuntime.current.setDeviceOrientation(.faceUp)
        #expect(scene.interfaceOrientation == .landscapeRight, "face up: by the screen's shape")
        #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
        #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    }
}
