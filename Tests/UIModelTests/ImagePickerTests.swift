import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// The image picker: the app's images as the photo library, no camera, the delegate told.
@Suite(.serialized, .freshRuntime) struct ImagePickerTests: AnimationTesting {
    /// Two photos and an icon the picker must not offer.
    final class Library: ImageSource {
        func sizeOfImage(named name: String) -> CGSize? { ["beach": CGSize(width: 300, height: 200), "dog": CGSize(width: 100, height: 100)][name] }
        func imageAsset(named name: String) -> UIImageAsset? { nil }
        func photoLibraryImageNames() -> [String] { ["beach", "dog"] }
    }

    final class Profile: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: [UIImagePickerController.InfoKey: Any]?
        var cancelled = false
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked = info
            picker.dismiss(animated: false)
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancelled = true
            picker.dismiss(animated: false)
        }
    }

    func thumbnails(_ picker: UIImagePickerController) -> [UIImageView] {
        func all(_ v: UIView) -> [UIImageView] { ((v as? UIImageView).map { [$0] } ?? []) + v.subviews.flatMap(all) }
        return all(picker.view).filter { $0.accessibilityIdentifier != nil && $0.isUserInteractionEnabled }
    }

    @Test func theLibraryIsTheAppsImagesAndThereIsNoCamera() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary) && !UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        #expect(picker.sourceType == .photoLibrary, "the camera is refused with a warning")
        #expect(UIKitWarning.history.contains { $0.contains("not available") })
    }

    @Test func pickingAPhotoTellsTheDelegateWithTheImage() throws {
        app.resources.imageSource = Library()
        let profile = Profile()
        show(profile)
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.delegate = profile
        profile.present(picker, animated: false)
        app.layoutWindows()
        #expect(picker.viewControllers.first?.title == "Photos")
        let grid = thumbnails(picker)
        #expect(grid.map(\.accessibilityIdentifier) == ["beach", "dog"])
        // Four to a row, 2 pt apart, across the width.
        let side = ((picker.view.bounds.width - 6) / 4).rounded(.down)
        #expect(grid[1].frame == CGRect(x: side + 2, y: 0, width: side, height: side))
        let point = grid[0].convert(CGPoint(x: 10, y: 10), to: nil)
        app.handleTouch(.began, at: point, timestamp: 1)
        app.handleTouch(.ended, at: point, timestamp: 1.05)
        let info = try #require(profile.picked)
        #expect((info[.originalImage] as? UIImage)?.size == CGSize(width: 300, height: 200))
        #expect(info[.mediaType] as? String == "public.image" && info[.editedImage] is UIImage)
        #expect(info[.cropRect] as? CGRect == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(profile.presentedViewController == nil)
    }

    @Test func cancelTellsTheDelegateAndWithoutOneThePickerGoesAway() throws {
        app.resources.imageSource = Library()
        let profile = Profile()
        show(profile)
        let picker = UIImagePickerController()
        picker.delegate = profile
        profile.present(picker, animated: false)
        app.layoutWindows()
        let cancel = try #require(picker.viewControllers.first?.navigationItem.rightBarButtonItem)
        cancel.primaryAction?.perform(sender: cancel, event: nil)
        #expect(profile.cancelled && profile.presentedViewController == nil)
        // No delegate: the picker dismisses itself.
        let alone = UIImagePickerController()
        profile.present(alone, animated: false)
        app.layoutWindows()
        alone.viewControllers.first?.navigationItem.rightBarButtonItem?.primaryAction.map { $0.perform(sender: nil, event: nil) }
        run(seconds: 1)
        #expect(profile.presentedViewController == nil)
    }
}
