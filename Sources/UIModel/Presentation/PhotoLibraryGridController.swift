import Foundation

/// An image picker's photo library: its images in a grid of square thumbnails, four to a row
/// with 2 pt between them (the Photos grid's), under the title "Photos" with a Cancel button.
final class PhotoLibraryGridController: UIViewController {
    nonisolated deinit {}
    weak var picker: UIImagePickerController?
    private(set) var names: [String] = []
    private let scrollView = UIScrollView(frame: .zero)
    private var thumbnails: [UIImageView] = []

    /// Four columns with 2 pt between them: the iPhone Photos grid's.
    static let columns = 4
    static let spacing: CGFloat = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.picker?.cancel()
        })
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        reload()
    }

    /// Shows the photo library as the app's image source lists it now.
    func reload() {
        guard isViewLoaded else { return }
        names = UIModelRuntime.current.resources.imageSource?.photoLibraryImageNames() ?? []
        thumbnails.forEach { $0.removeFromSuperview() }
        thumbnails = names.compactMap { name in
            guard let image = UIImage(named: name) else { return nil }
            let thumbnail = UIImageView(image: image)
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.isUserInteractionEnabled = true
            thumbnail.isAccessibilityElement = true
            thumbnail.accessibilityTraits = [.image, .button]
            thumbnail.accessibilityIdentifier = name
            thumbnail.accessibilityLabel = name
            thumbnail.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.picker?.pick(image) }))
            scrollView.addSubview(thumbnail)
            return thumbnail
        }
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let columns = CGFloat(Self.columns)
        let side = ((scrollView.bounds.width - (columns - 1) * Self.spacing) / columns).rounded(.down)
        for (i, thumbnail) in thumbnails.enumerated() {
            let row = CGFloat(i / Self.columns), column = CGFloat(i % Self.columns)
            thumbnail.frame = CGRect(x: column * (side + Self.spacing), y: row * (side + Self.spacing), width: side, height: side)
        }
        let rows = (thumbnails.count + Self.columns - 1) / Self.columns
        scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: CGFloat(rows) * (side + Self.spacing))
    }
}
