import Foundation
import UIModel

/// Shows delivered notifications as iOS's banners: a rounded card of the system's material at
/// the top of the screen, in a window above the app, with the app's icon, the title, the body
/// and "now". It slides down, stays `visibleDuration` seconds on the app's clock, and slides back
/// up; a tap on it opens the notification. A new banner takes the place of the one shown.
@MainActor final class NotificationBannerPresenter {
    nonisolated deinit {}
    /// How long a banner stays (iOS keeps one about five seconds).
    static let visibleDuration: TimeInterval = 5
    /// How long it takes to slide in or out.
    static let slideDuration: TimeInterval = 0.35
    /// The banner's distance from the screen's sides, and its corner radius, in points.
    static let sideInset: CGFloat = 8
    static let cornerRadius: CGFloat = 23
    /// The level of the banner's window: above the app's windows and the system's alerts.
    static let windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 2)

    private var window: UIWindow?
    private var shown = 0

    func show(_ notification: UNNotification, tapped: @escaping @MainActor () -> Void) {
        hide(animated: false)
        shown += 1
        let generation = shown
        let screen = UIScreen.main.bounds
        let keyWindow = UIApplication.shared.keyWindow
        let top = keyWindow?.safeAreaInsets.top ?? 0
        let banner = NotificationBannerView(notification.request.content)
        let width = screen.width - 2 * Self.sideInset
        let height = banner.height(forWidth: width)
        let frame = CGRect(x: 0, y: 0, width: screen.width, height: top + height + Self.sideInset)
        let scene = keyWindow?.windowScene ?? UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: frame)
        window.frame = frame
        window.windowLevel = Self.windowLevel
        window.backgroundColor = .clear
        window.accessibilityIdentifier = "notificationBanner"
        banner.frame = CGRect(x: Self.sideInset, y: top, width: width, height: height)
        window.addSubview(banner)
        banner.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            self?.hide(animated: true)
            tapped()
        })
        window.isHidden = false
        self.window = window
        banner.transform = CGAffineTransform(translationX: 0, y: -(top + height))
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseOut]) { banner.transform = .identity }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.visibleDuration) { [weak self] in
            guard let self, shown == generation else { return }
            hide(animated: true)
        }
    }

    private func hide(animated: Bool) {
        guard let window else { return }
        self.window = nil
        guard animated, let banner = window.subviews.first else {
            SystemAlert.discard(window)
            return
        }
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseIn]) {
            banner.transform = CGAffineTransform(translationX: 0, y: -banner.frame.maxY)
        } completion: { _ in
            SystemAlert.discard(window)
        }
    }
}

/// A banner's card: icon, title, subtitle, body and time.
@MainActor final class NotificationBannerView: UIView {
    nonisolated deinit {}
    static let padding: CGFloat = 14
    static let iconSide: CGFloat = 38
    private let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private let icon = UILabel()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let timeLabel = UILabel()

    init(_ content: UNNotificationContent) {
        super.init(frame: .zero)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 4)
        background.layer.cornerRadius = NotificationBannerPresenter.cornerRadius
        background.clipsToBounds = true
        addSubview(background)
        // The app's icon: its name's first letter on the tint colour (the simulator has no icons).
        icon.text = String(SystemAlert.appName.prefix(1)).uppercased()
        icon.textAlignment = .center
        icon.font = .systemFont(ofSize: 20, weight: .semibold)
        icon.textColor = .white
        icon.backgroundColor = .systemBlue
        icon.layer.cornerRadius = 9
        icon.clipsToBounds = true
        titleLabel.text = [content.title, content.subtitle].filter { !$0.isEmpty }.joined(separator: "\n")
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.numberOfLines = 2
        bodyLabel.text = content.body
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.numberOfLines = 4
        timeLabel.text = "now"
        timeLabel.font = .systemFont(ofSize: 13)
        timeLabel.textColor = .secondaryLabel
        for v in [icon, titleLabel, bodyLabel, timeLabel] { background.contentView.addSubview(v) }
        isAccessibilityElement = true
        accessibilityLabel = [content.title, content.subtitle, content.body].filter { !$0.isEmpty }.joined(separator: ", ")
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    private func textWidth(forWidth width: CGFloat) -> CGFloat {
        max(width - 3 * Self.padding - Self.iconSide, 0)
    }

    func height(forWidth width: CGFloat) -> CGFloat {
        let textWidth = textWidth(forWidth: width)
        let title = titleLabel.text?.isEmpty == false ? titleLabel.sizeThatFits(CGSize(width: textWidth - 40, height: .greatestFiniteMagnitude)).height : 0
        let body = bodyLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        return max(Self.iconSide, title + body) + 2 * Self.padding
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let p = Self.padding, textX = 2 * p + Self.iconSide, textWidth = textWidth(forWidth: bounds.width)
        icon.frame = CGRect(x: p, y: (bounds.height - Self.iconSide) / 2, width: Self.iconSide, height: Self.iconSide)
        let time = timeLabel.intrinsicContentSize
        timeLabel.frame = CGRect(x: bounds.width - p - time.width, y: p, width: time.width, height: time.height)
        let hasTitle = titleLabel.text?.isEmpty == false
        let titleHeight = hasTitle ? titleLabel.sizeThatFits(CGSize(width: textWidth - time.width - 8, height: .greatestFiniteMagnitude)).height : 0
        titleLabel.frame = CGRect(x: textX, y: p, width: textWidth - time.width - 8, height: titleHeight)
        let bodyHeight = bodyLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        bodyLabel.frame = CGRect(x: textX, y: p + titleHeight, width: textWidth, height: bodyHeight)
        if titleHeight + bodyHeight < Self.iconSide {
            let shift = (Self.iconSide - titleHeight - bodyHeight) / 2
            titleLabel.frame.origin.y += shift
            bodyLabel.frame.origin.y += shift
        }
    }
}
