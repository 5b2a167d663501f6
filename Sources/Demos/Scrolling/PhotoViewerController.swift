import Foundation
import UIModel

/// A photo in a zoomable scroll view: it opens fitted to the screen; pinch (Option-drag in the
/// window) between fitted and four times the photo's own size, or double-tap to zoom in on a
/// point and back out. While smaller than the screen the photo stays centred.
final class PhotoViewerController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView(image: UIImage(named: "landscape"))
    private let caption = UILabel()
    private var closeButton: UIButton!
    let number: Int
    /// The scale a double tap zooms to, relative to the fitted scale.
    static let doubleTapZoom: CGFloat = 3
    /// How far past the photo's own size a pinch may zoom.
    static let maximumScale: CGFloat = 4

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .black
        view.accessibilityIdentifier = "viewer"
        scrollView.delegate = self
        scrollView.accessibilityIdentifier = "viewer.scroll"
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        imageView.accessibilityIdentifier = "viewer.image"
        imageView.frame = CGRect(origin: .zero, size: imageView.image?.size ?? CGSize(width: 300, height: 200))
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size
        view.addSubview(scrollView)
        caption.text = "Photo \(number)"
        caption.textColor = .white
        caption.font = .systemFont(ofSize: 15, weight: .medium)
        closeButton = UIButton(type: .system, primaryAction: UIAction(title: "Close") { [weak self] _ in
            self?.dismiss(animated: true)
        })
        closeButton.tintColor = .white
        closeButton.accessibilityIdentifier = "viewer.close"
        for v in [caption, closeButton] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            caption.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            caption.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            closeButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            closeButton.centerYAnchor.constraint(equalTo: caption.centerYAnchor),
        ])
        let doubleTap = UITapGestureRecognizer { [weak self] g in self?.doubleTapped(g) }
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard scrollView.frame != view.bounds else { return }
        scrollView.frame = view.bounds
        fitPhoto()
    }

    /// The photo fits the screen at the minimum scale; the view opens there.
    private func fitPhoto() {
        let size = imageView.bounds.size, bounds = scrollView.bounds.size
        guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let fit = min(bounds.width / size.width, bounds.height / size.height)
        scrollView.minimumZoomScale = fit
        scrollView.maximumZoomScale = max(fit, Self.maximumScale)
        scrollView.zoomScale = fit
        centerPhoto()
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) { centerPhoto() }

    /// Insets that centre the photo while it is smaller than the screen.
    private func centerPhoto() {
        let b = scrollView.bounds.size, c = scrollView.contentSize
        let dx = max((b.width - c.width) / 2, 0), dy = max((b.height - c.height) / 2, 0)
        let inset = UIEdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
        if scrollView.contentInset != inset { scrollView.contentInset = inset }
    }

    /// Zooms in on the tapped point, or back out to fitted.
    private func doubleTapped(_ g: UIGestureRecognizer) {
        let fitted = scrollView.minimumZoomScale
        if scrollView.zoomScale > fitted * 1.01 {
            scrollView.setZoomScale(fitted, animated: true)
            return
        }
        let scale = min(fitted * Self.doubleTapZoom, scrollView.maximumZoomScale)
        let p = g.location(in: imageView), b = scrollView.bounds.size
        let size = CGSize(width: b.width / scale, height: b.height / scale)
        scrollView.zoom(to: CGRect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height),
                        animated: true)
    }
}
