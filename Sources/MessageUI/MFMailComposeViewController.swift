import Foundation
import UIModel

/// The outcome of a mail composer.
nonisolated public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0, saved, sent, failed
}

/// The errors a mail composer reports (`MFMailComposeErrorDomain`).
nonisolated public struct MFMailComposeError: Error, Sendable, Hashable {
    nonisolated public enum Code: Int, Sendable {
        case saveFailed = 0, sendFailed
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = MFMailComposeErrorDomain
}

nonisolated public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"

/// Told how a mail composer ended.
@preconcurrency @MainActor public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// The mail composer. The simulator, like the iOS Simulator, has no mail account:
/// `canSendMail()` is false, so an app takes its other path (a `mailto:` link, a copied
/// address). Presented anyway, it says there is no account; Cancel ends it as `.cancelled`.
@preconcurrency @MainActor open class MFMailComposeViewController: UINavigationController {
    nonisolated deinit {}
    /// Whether the device can send mail: false, as on a simulator with no mail account.
    open class func canSendMail() -> Bool { false }

    open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?

    /// What the app filled in (kept, and shown nowhere: no message can be written).
    private(set) var subject: String?
    private(set) var toRecipients: [String] = []
    private(set) var ccRecipients: [String] = []
    private(set) var bccRecipients: [String] = []
    private(set) var body: (text: String, isHTML: Bool)?
    private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
    private(set) var preferredSendingAddress: String?

    public init() {
        super.init(nibName: nil, bundle: nil)
        let composer = UnavailableComposer(title: "New Message", heading: "No Mail Accounts",
                                           message: "Please set up a Mail account in order to send email.") { [weak self] in self?.finish() }
        setViewControllers([composer], animated: false)
    }

    public required init?(coder: NSCoder) { fatalError("MFMailComposeViewController is made in code") }

    open func setSubject(_ subject: String) { self.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
    open func setMessageBody(_ body: String, isHTML: Bool) { self.body = (body, isHTML) }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append((attachment, mimeType, filename))
    }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingAddress = emailAddress }

    private func finish() {
        if let delegate = mailComposeDelegate {
            // As on iOS, the delegate dismisses the composer.
            delegate.mailComposeController(self, didFinishWith: .cancelled, error: nil)
        } else {
            dismiss(animated: true)
        }
    }
}
