import Foundation

/// The share sheet. On Linux there are no other apps or services to share to, so it offers what
/// can really happen here: the app's own activities that can act on the items, and Copy (the
/// strings, URLs and images among them onto the general pasteboard). It shows as a sheet at
/// half height that a drag enlarges (centred in a regular-width window), with a preview of the
/// first item and a close button; the completion handler hears the activity chosen, or nil and
/// not completed when the sheet was closed.
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
    nonisolated deinit {}

    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Activity types not to offer (`.copyToPasteboard` removes Copy).
    open var excludedActivityTypes: [UIActivity.ActivityType]? { didSet { if isViewLoaded { content.reload() } } }
    /// Whether the most likely activity is shown prominently.
    ///
    /// Stored, no effect here: the sheet lists only Copy and the app's activities.
    open var allowsProminentActivity = false

    let activityItems: [Any]
    let applicationActivities: [UIActivity]
    private let content = ActivityListView(frame: .zero)

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
        sheetPresentationController?.detents = [.medium(), .large()]
        sheetPresentationController?.prefersGrabberVisible = true
    }

    /// UIKit does not make share sheets from a coder.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        content.controller = self
        view = content
    }

    /// The items as a source gives them for `type` (placeholders for the preview).
    func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return type.map { source.activityViewController(self, itemForActivityType: $0) } ?? source.activityViewControllerPlaceholderItem(self)
        }
    }

    /// The app's activities that can act on the items and are not excluded, in the order given.
    var offeredActivities: [UIActivity] {
        applicationActivities.filter { activity in
            !(activity.activityType.map { excludedActivityTypes?.contains($0) ?? false } ?? false)
                && activity.canPerform(withActivityItems: items(for: activity.activityType))
        }
    }

    /// Whether Copy is offered: some item is a string, URL or image, and it is not excluded.
    var offersCopy: Bool {
        !(excludedActivityTypes?.contains(.copyToPasteboard) ?? false) && !Self.copyable(items(for: .copyToPasteboard)).isEmpty
    }

    static func copyable(_ items: [Any]) -> [Any] {
        items.filter { $0 is String || $0 is URL || $0 is UIImage }
    }

    /// Copy: the strings, URLs and images onto the general pasteboard, one pasteboard item each.
    func copyItems() {
        let items = Self.copyable(items(for: .copyToPasteboard))
        UIPasteboard.general.items = items.map { item -> [String: Any] in
            switch item {
            case let url as URL: [UIPasteboard.urlType: url]
            case let image as UIImage: [UIPasteboard.imageType: image]
            default: [UIPasteboard.textType: item]
            }
        }
        finish(.copyToPasteboard, completed: true)
    }

    /// Runs an app activity: its controller replaces the sheet, or it performs; it finishes when
    /// it calls `activityDidFinish(_:)`.
    func run(_ activity: UIActivity) {
        let type = activity.activityType
        activity.prepare(withActivityItems: items(for: type))
        if let controller = activity.activityViewController {
            let presenter = presentingViewController
            activity.onFinish = { [weak self, weak controller] completed in
                controller?.dismiss(animated: true) { self?.report(type, completed) }
            }
            dismiss(animated: true) { presenter?.present(controller, animated: true) }
        } else {
            activity.onFinish = { [weak self] completed in self?.finish(type, completed: completed) }
            activity.perform()
        }
    }

    /// The close button: nothing was done.
    func close() { finish(nil, completed: false) }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        dismiss(animated: true) { [self] in report(type, completed) }
    }

    private func report(_ type: UIActivity.ActivityType?, _ completed: Bool) {
        let handler = completionWithItemsHandler
        completionWithItemsHandler = nil
        handler?(type, completed, nil, nil)
    }
}
