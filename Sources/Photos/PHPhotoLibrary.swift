import Foundation
import UIModel

/// Whether the app may use the photo library.
nonisolated public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
    /// The user chose which photos the app sees.
    case limited
}

/// What the app asks to do with the library.
nonisolated public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1, readWrite
}

/// The device's photo library: the simulator's sample photos and the app's images, which the
/// photo pickers (`PHPickerViewController`, `UIImagePickerController`) offer. Asking for access
/// shows the system's alert once; the answer is remembered for the app's run.
nonisolated open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()

    /// The library.
    open class func shared() -> PHPhotoLibrary { library }

    /// The app's access for `accessLevel`.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        guard UIModelRuntime.isOnMainActor else { return .notDetermined }
        return MainActor.assumeIsolated { PhotoAccess.current.status(for: accessLevel) }
    }

    @available(*, deprecated, message: "Use authorizationStatus(for:)")
    open class func authorizationStatus() -> PHAuthorizationStatus { authorizationStatus(for: .readWrite) }

    /// Asks with the system's alert the first time; the handler gets the answer on the main actor.
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        let ask: @MainActor @Sendable () -> Void = { PhotoAccess.current.request(accessLevel, answered: handler) }
        if UIModelRuntime.isOnMainActor { MainActor.assumeIsolated(ask) } else { Task { @MainActor in ask() } }
    }

    @available(*, deprecated, message: "Use requestAuthorization(for:handler:)")
    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        requestAuthorization(for: .readWrite, handler: handler)
    }

    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        await withCheckedContinuation { continuation in
            requestAuthorization(for: accessLevel) { continuation.resume(returning: $0) }
        }
    }
}

/// One app's answers to the photo-library alerts.
@MainActor final class PhotoAccess {
    nonisolated deinit {}
    private var readWrite: PHAuthorizationStatus = .notDetermined
    private var addOnly: PHAuthorizationStatus = .notDetermined
    private var waiting: [PHAccessLevel: [(PHAuthorizationStatus) -> Void]] = [:]

    static var current: PhotoAccess { UIModelRuntime.current.frameworkState { PhotoAccess() } }

    func status(for level: PHAccessLevel) -> PHAuthorizationStatus {
        switch level {
        case .readWrite: readWrite
        case .addOnly: addOnly == .notDetermined && readWrite == .authorized ? .authorized : addOnly
        }
    }

    func request(_ level: PHAccessLevel, answered: @escaping (PHAuthorizationStatus) -> Void) {
        guard status(for: level) == .notDetermined else { return answered(status(for: level)) }
        waiting[level, default: []].append(answered)
        guard waiting[level]?.count == 1 else { return }
        let app = SystemAlert.appName
        let (title, key, buttons, answers): (String, String, [String], [PHAuthorizationStatus]) = level == .readWrite
            ? ("“\(app)” Would Like to Access Your Photos", "NSPhotoLibraryUsageDescription",
               ["Limit Access…", "Allow Full Access", "Don’t Allow"], [.limited, .authorized, .denied])
            : ("“\(app)” Would Like to Add to your Photos", "NSPhotoLibraryAddUsageDescription", ["Don’t Allow", "OK"], [.denied, .authorized])
        let purpose = Bundle.main.object(forInfoDictionaryKey: key) as? String
        SystemAlert.present(title: title, message: purpose, buttons: buttons, preferred: 1) { [self] index in
            let status = answers[index]
            if level == .readWrite { readWrite = status } else { addOnly = status }
            let handlers = waiting[level] ?? []
            waiting[level] = nil
            for handler in handlers { handler(status) }
        }
    }
}

/// A Live Photo: a still and its short movie. The simulator's library has none, so the pickers
/// never give one; one made in code shows its still in a `PHLivePhotoView`.
nonisolated open class PHLivePhoto: NSObject, @unchecked Sendable {
    /// The photo's size in pixels.
    public let size: CGSize
    /// The still it shows.
    package let still: UIImage?

    public override init() {
        size = .zero
        still = nil
    }

    package init(still: UIImage) {
        size = CGSize(width: still.size.width * still.scale, height: still.size.height * still.scale)
        self.still = still
    }
}
