import Foundation
import UIModel

/// The "scrolling" demo: a paging carousel of cards above a long table of notes in sections,
/// with self-sizing rows, sticky section headers, selection and swipe-to-delete. Drag or use the mouse wheel:
/// the content rubber-bands at the ends, flings coast as on iOS, the carousel settles on a page.
/// "Photos" presents a photo grid (a collection view) that a pull down from its top dismisses;
/// a photo opens in a zoomable viewer.
final class ScrollingDemoController: DemoViewController, UITableViewDataSource, UITableViewDelegate, UIScrollViewDelegate,
    UIViewControllerTransitioningDelegate {
    let carousel = UIScrollView()
    private var photosButton: UIButton!
    private let presentAnimation = BouncePresentAnimation()
    private let dismissAnimation = NormalDismissAnimation()
    private let pullDown = PullDownToDismiss()
    let table = UITableView(frame: .zero, style: .plain)
    private let pageLabel = UILabel()
    /// Sections of the notes table, and how many notes each has.
    static let sections = ["Today", "Yesterday", "This week", "Earlier"]
    static let notesPerSection = 30
    static let carouselHeight: CGFloat = 150
    static let cardColors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink]

    init(back: (() -> Void)?) { super.init(title: "Scrolling", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "scrolling"
        carousel.isPagingEnabled = true
        carousel.showsHorizontalScrollIndicator = false
        carousel.accessibilityIdentifier = "scrolling.carousel"
        carousel.delegate = self
        pageLabel.font = .preferredFont(forTextStyle: .footnote)
        pageLabel.textColor = .secondaryLabel
        pageLabel.textAlignment = .center
        pageLabel.accessibilityIdentifier = "scrolling.page"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        table.dataSource = self
        table.delegate = self
        table.accessibilityIdentifier = "scrolling.table"
        for v in [carousel, pageLabel, table] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        addHeader()
        photosButton = UIButton(type: .system, primaryAction: UIAction(title: "Photos") { [weak self] _ in self?.showPhotos() })
        photosButton.accessibilityIdentifier = "scrolling.photos"
        if let header {
            photosButton.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview(photosButton)
            NSLayoutConstraint.activate([
                photosButton.trailingAnchor.constraint(equalTo: header.safeAreaLayoutGuide.trailingAnchor, constant: -12),
                photosButton.centerYAnchor.constraint(equalTo: header.titleLabel.centerYAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            carousel.topAnchor.constraint(equalTo: contentTop, constant: 12),
            carousel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            carousel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            carousel.heightAnchor.constraint(equalToConstant: Self.carouselHeight),
            pageLabel.topAnchor.constraint(equalTo: carousel.bottomAnchor, constant: 4),
            pageLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            table.topAnchor.constraint(equalTo: pageLabel.bottomAnchor, constant: 8),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        makeCards()
        updatePageLabel()
    }

    /// One card per page, each a page wide, laid out by the carousel's content guide.
    private func makeCards() {
        var previous: NSLayoutXAxisAnchor = carousel.contentLayoutGuide.leadingAnchor
        for (i, color) in Self.cardColors.enumerated() {
            let page = UIView()
            let card = UIView()
            card.backgroundColor = color
            card.layer.cornerRadius = 16
            let label = UILabel()
            label.text = "Card \(i + 1)"
            label.font = .systemFont(ofSize: 28, weight: .bold)
            label.textColor = .white
            for (v, parent) in [(page, carousel), (card, page), (label, card)] as [(UIView, UIView)] {
                v.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(v)
            }
            NSLayoutConstraint.activate([
                page.leadingAnchor.constraint(equalTo: previous),
                page.topAnchor.constraint(equalTo: carousel.contentLayoutGuide.topAnchor),
                page.bottomAnchor.constraint(equalTo: carousel.contentLayoutGuide.bottomAnchor),
                page.widthAnchor.constraint(equalTo: carousel.frameLayoutGuide.widthAnchor),
                page.heightAnchor.constraint(equalTo: carousel.frameLayoutGuide.heightAnchor),
                card.leadingAnchor.constraint(equalTo: page.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: page.layoutMarginsGuide.trailingAnchor),
                card.topAnchor.constraint(equalTo: page.topAnchor),
                card.bottomAnchor.constraint(equalTo: page.bottomAnchor),
                label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            ])
            previous = page.trailingAnchor
        }
        previous.constraint(equalTo: carousel.contentLayoutGuide.trailingAnchor).isActive = true
    }

    private func updatePageLabel() {
        let width = carousel.bounds.width
        let page = width > 0 ? Int((carousel.contentOffset.x / width).rounded()) : 0
        pageLabel.text = "Page \(min(max(page, 0), Self.cardColors.count - 1) + 1) of \(Self.cardColors.count)"
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if scrollView === carousel { updatePageLabel() }
    }

    // MARK: The photos

    func showPhotos() {
        let photos = PhotoGridController()
        photos.transitioningDelegate = self
        photos.modalPresentationStyle = .fullScreen
        photos.onDone = { [weak self] in self?.dismiss(animated: true) }
        photos.loadViewIfNeeded()
        pullDown.wire(to: photos, scrollView: photos.grid)
        present(photos, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimation }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissAnimation }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        pullDown.interacting ? pullDown : nil
    }

    // MARK: The notes

    /// The notes left in each section, by number (swiping one away deletes it).
    private var notes: [[Int]] = sections.indices.map { s in (1...notesPerSection).map { s * notesPerSection + $0 } }

    func numberOfSections(in tableView: UITableView) -> Int { notes.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.sections[section] }

    /// A note's text: every third is long enough to wrap onto several lines.
    static func note(_ n: Int) -> (title: String, body: String) {
        let body = n % 3 == 0
            ? "A longer note that wraps onto more lines, so its row measures itself taller than the others."
            : "Short note"
        return ("Note \(n)", body)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        let note = Self.note(notes[indexPath.section][indexPath.row])
        content.text = note.title
        content.secondaryText = note.body
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = "note.\(indexPath.section).\(indexPath.row)"
        return cell
    }

    /// Swipe a note left to delete it (a full swipe deletes at once).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.notes[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
