import Foundation
import UIModel

/// A capture device: a camera or microphone. The simulator has neither, as the iOS Simulator
/// has no camera: `default(for:)` is nil and discovery finds nothing.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    public enum Position: Int, Sendable { case unspecified = 0, back, front }
    public enum AuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized }
    public enum FlashMode: Int, Sendable { case off = 0, on, auto }
    public enum TorchMode: Int, Sendable { case off = 0, on, auto }
    public enum FocusMode: Int, Sendable { case locked = 0, autoFocus, continuousAutoFocus }

    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }

    /// Finds devices of some types: none in the simulator.
    open class DiscoverySession: NSObject, @unchecked Sendable {
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) { super.init() }
        open var devices: [AVCaptureDevice] { [] }
    }

    private override init() { super.init() }

    /// The device for `mediaType`: nil, as the simulator has no camera or microphone.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    open class func devices(for mediaType: AVMediaType) -> [AVCaptureDevice] { [] }

    private static let permissions = PermissionTable()

    final class PermissionTable: @unchecked Sendable {
        let lock = NSLock()
        var statuses: [AVMediaType: AuthorizationStatus] = [:]
    }

    /// Not determined until asked; then authorized, as the simulator grants it (there is still
    /// nothing to capture).
    open class func authorizationStatus(for mediaType: AVMediaType) -> AuthorizationStatus {
        permissions.lock.withLock { permissions.statuses[mediaType] ?? .notDetermined }
    }

    /// Asks for access to `mediaType`: granted in the app's next turn.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) {
        permissions.lock.withLock { permissions.statuses[mediaType] = .authorized }
        nonisolated(unsafe) let handler = handler
        MediaClock.onMain { handler(true) }
    }

    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        permissions.lock.withLock { permissions.statuses[mediaType] = .authorized }
        return true
    }

    open var uniqueID: String { "" }
    open var localizedName: String { "" }
    open var position: Position { .unspecified }
    open var hasTorch: Bool { false }
    open var hasFlash: Bool { false }
    open var isConnected: Bool { false }
    open func lockForConfiguration() throws { throw AVError(.deviceNotConnected) }
    open func unlockForConfiguration() {}
}

/// An input or output of a capture session.
open class AVCaptureInput: NSObject, @unchecked Sendable {}
open class AVCaptureOutput: NSObject, @unchecked Sendable {}

/// A device's input: made from a device, which the simulator never has.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws {
        throw AVError(.deviceNotConnected, userInfo: [NSLocalizedDescriptionKey: "Cannot use camera"])
    }
}

/// Runs captures from inputs to outputs. With no camera there are no inputs: the session runs
/// and delivers nothing, as on the iOS Simulator.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
    }

    public static let didStartRunningNotification = Notification.Name("AVCaptureSessionDidStartRunningNotification")
    public static let didStopRunningNotification = Notification.Name("AVCaptureSessionDidStopRunningNotification")
    public static let runtimeErrorNotification = Notification.Name("AVCaptureSessionRuntimeErrorNotification")

    open var sessionPreset: Preset = .high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    private let lock = NSLock()
    private var running = false

    public override init() { super.init() }

    open var isRunning: Bool { lock.withLock { running } }
    open var isInterrupted: Bool { false }

    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    open func canAddInput(_ input: AVCaptureInput) -> Bool { false }
    open func addInput(_ input: AVCaptureInput) {}
    open func removeInput(_ input: AVCaptureInput) {}
    /// Outputs are accepted; nothing reaches them without a camera.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
    open func addOutput(_ output: AVCaptureOutput) { if canAddOutput(output) { outputs.append(output) } }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    open func beginConfiguration() {}
    open func commitConfiguration() {}

    open func startRunning() {
        guard !lock.withLock({ defer { running = true }; return running }) else { return }
        NotificationCenter.default.post(name: Self.didStartRunningNotification, object: self)
    }

    open func stopRunning() {
        guard lock.withLock({ defer { running = false }; return running }) else { return }
        NotificationCenter.default.post(name: Self.didStopRunningNotification, object: self)
    }
}

/// A machine-readable code or face found in the picture (none without a camera).
open class AVMetadataObject: NSObject, @unchecked Sendable {
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let code128 = ObjectType(rawValue: "com.intermec.Code128")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let face = ObjectType(rawValue: "face")
    }
    open var type: ObjectType { .qr }
    open var bounds: CGRect { .zero }
    open var time: CMTime { .invalid }
}

open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    open var stringValue: String? { nil }
    open var corners: [CGPoint] { [] }
}

/// Hears of codes the metadata output finds.
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// A connection between an input and an output (there are none here).
open class AVCaptureConnection: NSObject, @unchecked Sendable {}

/// Finds codes in the camera's picture: with no camera its available types are none.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() { super.init() }
    open private(set) weak var metadataObjectsDelegate: AVCaptureMetadataOutputObjectsDelegate?
    open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    open func setMetadataObjectsDelegate(_ objectsDelegate: AVCaptureMetadataOutputObjectsDelegate?, queue objectsCallbackQueue: DispatchQueue?) {
        metadataObjectsDelegate = objectsDelegate
        metadataObjectsCallbackQueue = objectsCallbackQueue
    }
}

/// Takes photos from the camera: with no camera, nothing is captured.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() { super.init() }
}

/// The camera's live picture in a layer: black, as there is no camera.
open class AVCaptureVideoPreviewLayer: CALayer {
    nonisolated deinit {}
    open var session: AVCaptureSession?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect

    public required init() {
        super.init()
        backgroundColor = UIColor.black.cgColor
    }

    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    public override init(layer: Any) { super.init(layer: layer) }
}
