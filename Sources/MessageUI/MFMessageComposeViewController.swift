import Foundation
import UIModel

/// The outcome of a message composer.
nonisolated public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0, sent, failed
}

/// Told how a message composer ended.
@preconcurrency @MainActor public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The text-message composer. The simulator, like the iOS Simulator, has no Messages service:
/// `canSendText()` is false, so an app takes its other path. Presented anyway, it says so; Cancel
/// ends it as `.cancelled`.
@preconcurrency @MainActor open class MFMessageComposeViewController: UINavigationController {
    nonisolated deinit {}
    /// Whether the device can send text messages: false, as on the Simulator.
    open class func canSendText() -> Bool { false }
    /// Whether messages can have a subject: false.
    open class func canSendSubject() -> Bool { false }
    /// Whether messages can carry attachments: false.
    open class func canSendAttachments() -> Bool { false }
    /// Whether a file type can be attached: false, as nothing can be sent.
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?

    public init() {
        super.init(nibName: nil, bundle: nil)
        let composer = UnavailableComposer(title: "New Message", heading: "Cannot Send Messages",
                                           message: "This device cannot send text messages.") { [weak self] in self?.finish() }
        setViewControllers([composer], animated: false)
    }

    public required init?(coder: NSCoder) { fatalError("MFMessageComposeViewController is made in code") }

    /// Attaches a file: false, as no message can be sent here.
    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }
    /// Attaches a file at a URL: false, as no message can be sent here.
    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }

    private func finish() {
        if let delegate = messageComposeDelegate {
            delegate.messageComposeViewController(self, didFinishWith: .cancelled)
        } else {
            dismiss(animated: true)
        }
    }
}
