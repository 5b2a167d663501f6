import Foundation
import Photos
import Testing
import UIModel
import UIModelTesting

/// The library's photos as assets: fetched once the app may read them, sorted and limited,
/// found by the identifiers a picker gives, and drawn at the sizes asked for.
@Suite(.serialized, .freshRuntime) struct PhotoAssetTests {
    var app: UIModelRuntime { .current }

    final class Library: ImageSource {
        let photos = ["beach": CGSize(width: 300, height: 200), "dog": CGSize(width: 100, height: 100), "hills": CGSize(width: 400, height: 300)]
        func sizeOfImage(named name: String) -> CGSize? { photos[name] }
        func imageAsset(named name: String) -> UIImageAsset? { nil }
        func photoLibraryImageNames() -> [String] { photos.keys.sorted() }
    }

    var frame = 0.0
    mutating func frames(_ count: Int = 30) {
        for _ in 0..<count {
            frame += 1.0 / 60
            app.fireDisplayLinks(timestamp: frame, duration: 1.0 / 60)
        }
    }

    mutating func allowFullAccess() throws {
        app.runsMainQueue = true
        app.imageSource = Library()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        #expect(PHAsset.fetchAssets(with: .image, options: nil).count == 0, "nothing before the user answers")
        frames()
        func find(_ view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.accessibilityIdentifier == "alertAction:Allow Full Access" { return button }
            return view.subviews.lazy.compactMap(find).first
        }
        try #require(UIApplication.shared.windows.reversed().lazy.compactMap(find).first, "the first fetch asks").sendActions(for: .touchUpInside)
        frames()
    }

    @Test mutating func photosAreFetchedSortedAndFoundByIdentifier() throws {
        try allowFullAccess()
        let all = PHAsset.fetchAssets(with: .image, options: nil)
        #expect(all.count == 3 && all.firstObject?.localIdentifier == "beach" && all[2].localIdentifier == "hills")
        #expect(all[0].pixelWidth == 300 && all[0].pixelHeight == 200 && all[0].mediaType == .image)
        #expect(all[0].creationDate! > all[1].creationDate!, "each photo a day older than the one before")
        #expect(PHAsset.fetchAssets(with: .video, options: nil).count == 0)
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(keyPath: \PHAsset.creationDate!, ascending: true)]
        options.fetchLimit = 2
        let oldest = PHAsset.fetchAssets(with: options)
        #expect((0..<oldest.count).map { oldest[$0].localIdentifier } == ["hills", "dog"])
        let picked = PHAsset.fetchAssets(withLocalIdentifiers: ["dog", "missing", "beach"], options: nil)
        #expect(picked.count == 2 && picked.index(of: all[0]) == 1, "in the order asked, unknown ones left out")
        var seen: [String] = []
        all.enumerateObjects { asset, index, stop in
            seen.append(asset.localIdentifier)
            if index == 1 { stop.pointee = true }
        }
        #expect(seen == ["beach", "dog"])
    }

    @Test mutating func imagesAreFittedFilledAndAnsweredOnTheMainQueue() throws {
        try allowFullAccess()
        let beach = try #require(PHAsset.fetchAssets(with: .image, options: nil).firstObject)
        let synchronous = PHImageRequestOptions()
        synchronous.isSynchronous = true
        var sizes: [CGSize] = []
        let manager = PHImageManager.default()
        for mode in [PHImageContentMode.aspectFit, .aspectFill] {
            manager.requestImage(for: beach, targetSize: CGSize(width: 100, height: 100), contentMode: mode, options: synchronous) { image, info in
                sizes.append(image?.size ?? .zero)
                #expect((info?[PHImageResultIsDegradedKey] as? NSNumber)?.boolValue == false)
            }
        }
        manager.requestImage(for: beach, targetSize: PHImageManagerMaximumSize, contentMode: .default, options: synchronous) { image, _ in
            sizes.append(image?.size ?? .zero)
        }
        #expect(sizes == [CGSize(width: 100, height: 67), CGSize(width: 150, height: 100), CGSize(width: 300, height: 200)])
        var answered = 0
        PHCachingImageManager().requestImage(for: beach, targetSize: CGSize(width: 50, height: 50), contentMode: .aspectFill, options: nil) { _, _ in
            answered += 1
        }
        let cancelled = manager.requestImage(for: beach, targetSize: CGSize(width: 50, height: 50), contentMode: .aspectFill, options: nil) { _, _ in
            answered += 10
        }
        manager.cancelImageRequest(cancelled)
        #expect(answered == 0, "answered in the next turn")
        frames(2)
        #expect(answered == 1, "the cancelled request is not answered")
    }
}
