import Foundation
import UIModel

/// The scrolling demo's photo grid, presented from its "Photos" button: a collection view with a
/// flow layout of square tiles, three to a row on a phone (more on wider screens). A tap opens
/// the photo in a zoomable viewer. Dragging down while the grid is at its top dismisses the
/// grid interactively; anywhere else the drag scrolls the grid (`PullDownToDismiss`).
final class PhotoGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let titleLabel = UILabel()
    private var doneButton: UIButton!
    /// Called when "Done" is tapped.
    var onDone: (() -> Void)?

    static let photoCount = 60
    /// Tiles are at least this wide; as many fit in a row as can.
    static let minimumTileWidth: CGFloat = 110
    static let spacing: CGFloat = 2
    static let barHeight: CGFloat = 52
    static let tileColors: [UIColor] = [.systemTeal, .systemIndigo, .systemOrange, .systemGreen, .systemPink, .systemYellow, .systemBlue]

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "photos"
        titleLabel.text = "Photos"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        doneButton = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in self?.onDone?() })
        doneButton.accessibilityIdentifier = "photos.done"
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        grid.delegate = self
        grid.backgroundColor = .systemBackground
        grid.accessibilityIdentifier = "photos.grid"
        for v in [grid, titleLabel, doneButton] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Self.barHeight / 2),
            doneButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            doneButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            grid.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Self.barHeight),
            grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            grid.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.photoCount }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.show(number: indexPath.item + 1, color: Self.tileColors[indexPath.item % Self.tileColors.count])
        cell.accessibilityIdentifier = "photo.\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = collectionView.bounds.width
        let columns = max(Int((width + Self.spacing) / (Self.minimumTileWidth + Self.spacing)), 1)
        let side = ((width - Self.spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        return CGSize(width: max(side, 1), height: max(side, 1))
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { Self.spacing }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { Self.spacing }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        let viewer = PhotoViewerController(number: indexPath.item + 1)
        viewer.modalPresentationStyle = .fullScreen
        present(viewer, animated: true)
    }
}

/// A photo tile: a coloured square with its number.
final class PhotoCell: UICollectionViewCell {
    private let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 20, weight: .bold)
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(number: Int, color: UIColor) {
        label.text = "\(number)"
        contentView.backgroundColor = color
    }
}

/// Dismisses a presented controller as its scroll view is pulled down from the top: the pan
/// recognises beside the scroll view's own; while the content is scrolled down the scroll view
/// has the drag, and once it reaches its top a downward drag takes over, keeps the content
/// pinned there and drives the dismissal (the modal demo's `SwipeUpInteractiveTransition`
/// pattern, inside a scrolling modal). Releasing past half, or flicking down, finishes.
final class PullDownToDismiss: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate, UIScrollViewDelegate {
    /// The drag distance that dismisses completely.
    static let dragDistance: CGFloat = 400
    /// A release this fast downwards (points per second) finishes whatever the distance.
    static let flickVelocity: CGFloat = 800
    private(set) var interacting = false
    /// Where the finger was (in the window) when the dismissal took over.
    private var engagedAt: CGFloat = 0
    private var bouncedBefore = true
    /// Where the finger was at the last callback.
    private var lastY: CGFloat = 0
    private weak var controller: UIViewController?
    private weak var scrollView: UIScrollView?
    private let pan = UIPanGestureRecognizer()

    func wire(to controller: UIViewController, scrollView: UIScrollView) {
        self.controller = controller
        self.scrollView = scrollView
        pan.delegate = self
        pan.addTarget { [weak self] g in self?.handle(g as! UIPanGestureRecognizer) }
        controller.view.addGestureRecognizer(pan)
    }

    /// The offset at which the scroll view shows its top.
    private func top(of s: UIScrollView) -> CGFloat { -s.adjustedContentInset.top }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === scrollView?.panGestureRecognizer
    }

    private func handle(_ g: UIPanGestureRecognizer) {
        guard let scrollView else { return }
        let y = g.location(in: nil).y
        defer { lastY = y }
        switch g.state {
        case .began, .changed:
            if !interacting {
                // The scroll view keeps the drag until it shows its top and the finger pulls down.
                guard g.state == .changed, scrollView.contentOffset.y <= top(of: scrollView), y > lastY else { return }
                interacting = true
                engagedAt = y
                // The content neither bands nor coasts while the dismissal has the drag.
                bouncedBefore = scrollView.bounces
                scrollView.bounces = false
                controller?.dismiss(animated: true)
            }
            pinTop(scrollView)
            update(min(max((y - engagedAt) / Self.dragDistance, 0), 1))
        case .ended, .cancelled:
            guard interacting else { return }
            interacting = false
            scrollView.bounces = bouncedBefore
            let finishing = g.state == .ended && (percentComplete > 0.5 || g.velocity(in: nil).y > Self.flickVelocity)
            completionSpeed = max(1 - percentComplete, 0.1)
            if finishing { finish() } else { cancel() }
        default: break
        }
    }

    /// While the dismissal has the drag, the content stays at its top.
    private func pinTop(_ s: UIScrollView) {
        if s.contentOffset.y != top(of: s) { s.contentOffset.y = top(of: s) }
    }
}
