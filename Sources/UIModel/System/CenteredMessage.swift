import Foundation

extension UIView {
    /// Adds the system's centred message, as its screens that have nothing to show draw one
    /// (Safari's offline page, a composer with no account): a semibold 20 pt heading above the
    /// view's safe-area centre and a secondary 15 pt message below it, 32 pt from the sides.
    package func addCenteredMessage(heading: String, message: String) {
        let headingLabel = UILabel(), messageLabel = UILabel()
        headingLabel.text = heading
        headingLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        messageLabel.text = message
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.textColor = .secondaryLabel
        for label in [headingLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        let safe = safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            headingLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 32),
            headingLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -32),
            headingLabel.bottomAnchor.constraint(equalTo: safe.centerYAnchor, constant: -4),
            messageLabel.leadingAnchor.constraint(equalTo: headingLabel.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: headingLabel.trailingAnchor),
            messageLabel.topAnchor.constraint(equalTo: headingLabel.bottomAnchor, constant: 8),
        ])
    }
}
