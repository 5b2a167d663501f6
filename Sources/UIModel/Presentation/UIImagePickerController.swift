import Foundation

/// Hears what the user picked in an image picker, or that they cancelled. Without these, the
/// picker dismisses itself, as UIKit's does.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

/// The system's photo picker: a navigation controller showing the photo library as a grid, a
/// Cancel button, and the picked image handed to the delegate. The simulator's photo library is
/// the app's own images (its asset catalog's image sets that are not templates, and the image
/// files among its resources); there is no camera, as in the iOS Simulator.
///
/// The delegate is the navigation controller's (`UINavigationControllerDelegate`); the picker
/// tells it what was picked when it also adopts `UIImagePickerControllerDelegate`.
@preconcurrency @MainActor open class UIImagePickerController: UINavigationController {
    nonisolated deinit {}

    /// Where the picker takes images from (UIKit's raw values).
    nonisolated public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    nonisolated public enum CameraDevice: Int, Sendable { case rear, front }
    nonisolated public enum CameraCaptureMode: Int, Sendable { case photo, video }
    nonisolated public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    nonisolated public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// The keys of the dictionary the delegate receives (UIKit's raw values).
    nonisolated public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
    }

    /// The uniform type identifier of images, the one media type the library holds here.
    nonisolated static let imageType = "public.image"

    /// Whether the device has that source: the photo library and saved photos, never a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// The media types a source offers: images for the library, nothing for the missing camera.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType] : nil
    }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// The source shown; a source the device lacks (the camera) is refused with a warning, where
    /// UIKit raises.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return reloadGrid() }
            UIKitWarning.log("UIImagePickerController: source type \(sourceType.rawValue) not available (there is no camera); kept \(oldValue)")
            sourceType = oldValue
        }
    }
    /// The kinds of media the picker offers (images, movies).
    ///
    /// Stored, no effect here: the photo library here holds images only.
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Whether the delegate also receives the image as edited (`editedImage`, `cropRect`): the
    /// whole image, as no crop is made here.
    open var allowsEditing = false
    /// The quality movies are recorded and exported at.
    ///
    /// Stored, no effect here: there is no camera and no movie.
    open var videoQuality: QualityType = .typeMedium
    /// The longest movie the camera records.
    ///
    /// Stored, no effect here: there is no camera.
    open var videoMaximumDuration: TimeInterval = 600

    // The camera's settings: kept, with no effect (there is no camera to apply them to).
    open var cameraDevice: CameraDevice = .rear
    /// Whether the camera takes photos or movies.
    ///
    /// Stored, no effect here: there is no camera.
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// The camera's flash.
    ///
    /// Stored, no effect here: there is no camera.
    open var cameraFlashMode: CameraFlashMode = .auto
    /// Whether the camera shows its own controls.
    ///
    /// Stored, no effect here: there is no camera.
    open var showsCameraControls = true
    /// A view shown over the camera's preview.
    ///
    /// Stored, no effect here: there is no camera.
    open var cameraOverlayView: UIView?
    /// The transform of the camera's preview.
    ///
    /// Stored, no effect here: there is no camera.
    open var cameraViewTransform: CGAffineTransform = .identity
    /// There is no camera: logs a warning, as UIKit raises when the source is not the camera.
    open func takePicture() { UIKitWarning.log("UIImagePickerController.takePicture(): there is no camera") }

    private let grid = PhotoLibraryGridController()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpPicker()
    }

    /// A picker shows its own photo library: `rootViewController` is not shown (UIKit's picker
    /// does not take one either).
    public override init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setUpPicker()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUpPicker()
    }

    private func setUpPicker() {
        grid.picker = self
        setViewControllers([grid], animated: false)
    }

    private func reloadGrid() { grid.reload() }

    /// The user picked `name`: the delegate hears it with the image (and, when editing is
    /// allowed, the same image as edited with its whole rectangle as the crop).
    func pick(_ image: UIImage) {
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: CGSize(width: image.size.width * image.scale,
                                                                                   height: image.size.height * image.scale)))
        }
        if let delegate = delegate as? UIImagePickerControllerDelegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    func cancel() {
        if let delegate = delegate as? UIImagePickerControllerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}
