import Foundation
import PhotosUI
import Testing
import UIModel
import UIModelTesting

/// The photo picker and the library's access alert, over a library of three photos.
@Suite(.serialized, .freshRuntime) struct PhotoPickerTests {
    var app: UIModelRuntime { .current }
    /// When the next tap starts: each a second after the last.
    final class Clock { var next = 10.0; var frame = 0.0 }
    let clock = Clock()

    final class Library: ImageSource {
        let photos = ["beach": CGSize(width: 300, height: 200), "dog": CGSize(width: 100, height: 100), "hills": CGSize(width: 400, height: 300)]
        func sizeOfImage(named name: String) -> CGSize? { photos[name] }
        func imageAsset(named name: String) -> UIImageAsset? { nil }
        func photoLibraryImageNames() -> [String] { photos.keys.sorted() }
    }

    final class Host: UIViewController, PHPickerViewControllerDelegate {
        var results: [[PHPickerResult]] = []
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            self.results.append(results)
            picker.dismiss(animated: false)
        }
    }

    func show(_ host: Host) -> UIWindow {
        app.runsMainQueue = true
        app.imageSource = Library()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = host
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func frames(_ count: Int = 30) {
        for _ in 0..<count {
            clock.frame += 1.0 / 60
            app.fireDisplayLinks(timestamp: clock.frame, duration: 1.0 / 60)
        }
    }

    func tap(_ identifier: String, in view: UIView) throws {
        func find(_ v: UIView) -> UIView? {
            if v.accessibilityIdentifier == identifier { return v }
            return v.subviews.lazy.compactMap(find).first
        }
        let target = try #require(find(view))
        let point = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil)
        let t = clock.next
        clock.next += 1
        app.handleTouch(.began, at: point, timestamp: t)
        app.handleTouch(.ended, at: point, timestamp: t + 0.05)
    }

    @Test func onePickEndsThePickerWithAnImageProvider() async throws {
        let host = Host()
        let window = show(host)
        let picker = PHPickerViewController(configuration: PHPickerConfiguration(photoLibrary: .shared()))
        picker.delegate = host
        host.present(picker, animated: false)
        window.layoutIfNeeded()
        try tap("dog", in: picker.view)
        let result = try #require(host.results.first?.first)
        #expect(host.results.count == 1 && result.assetIdentifier == "dog" && host.presentedViewController == nil)
        #expect(result.itemProvider.canLoadObject(ofClass: UIImage.self))
        let image: UIImage? = await withCheckedContinuation { continuation in
            result.itemProvider.loadObject(ofClass: UIImage.self) { object, _ in continuation.resume(returning: object as? UIImage) }
            MainActor.assumeIsolated { frames(2) }
        }
        #expect(image?.size == CGSize(width: 100, height: 100))
    }

    @Test func aLimitOfTwoMarksInOrderAndAddEndsIt() throws {
        let host = Host()
        let window = show(host)
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 2
        configuration.selection = .ordered
        configuration.filter = .any(of: [.images, .livePhotos])
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = host
        host.present(picker, animated: false)
        window.layoutIfNeeded()
        for name in ["hills", "beach", "dog"] { try tap(name, in: picker.view) }
        #expect(host.results.isEmpty, "a third pick over the limit is not taken")
        func button(_ title: String, in view: UIView) -> UIButton? {
            if let b = view as? UIButton, b.currentTitle == title { return b }
            return view.subviews.lazy.compactMap { button(title, in: $0) }.first
        }
        try #require(button("Add", in: picker.view)).sendActions(for: .primaryActionTriggered)
        #expect(host.results.first?.map(\.itemProvider.suggestedName) == ["hills", "beach"])
        #expect(host.results.first?.first?.assetIdentifier == nil, "no asset identifiers without a photo library")
    }

    @Test func cancelGivesNoResultsAndAVideoFilterShowsNoPhotos() throws {
        let host = Host()
        let window = show(host)
        var configuration = PHPickerConfiguration()
        configuration.filter = .videos
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = host
        host.present(picker, animated: false)
        window.layoutIfNeeded()
        func label(_ text: String, in view: UIView) -> Bool {
            (view as? UILabel)?.text == text && !view.isHidden || view.subviews.contains { label(text, in: $0) }
        }
        #expect(label("No Photos", in: picker.view))
        func button(_ title: String, in view: UIView) -> UIButton? {
            if let b = view as? UIButton, b.currentTitle == title { return b }
            return view.subviews.lazy.compactMap { button(title, in: $0) }.first
        }
        try #require(button("Cancel", in: picker.view)).sendActions(for: .primaryActionTriggered)
        #expect(host.results.count == 1 && host.results[0].isEmpty)
    }

    @Test func theLibraryAsksOnceForAccess() throws {
        _ = show(Host())
        var answers: [PHAuthorizationStatus] = []
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in MainActor.assumeIsolated { answers.append(status) } }
        frames(30)
        func find(_ view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.accessibilityIdentifier == "alertAction:Limit Access…" { return button }
            return view.subviews.lazy.compactMap(find).first
        }
        try #require(UIApplication.shared.windows.reversed().lazy.compactMap(find).first).sendActions(for: .touchUpInside)
        frames(30)
        #expect(answers == [.limited] && PHPhotoLibrary.authorizationStatus(for: .readWrite) == .limited)
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in MainActor.assumeIsolated { answers.append(status) } }
        #expect(answers == [.limited, .limited])
    }
}
