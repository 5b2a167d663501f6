import UIModel

/// A designable badge: inspectable properties, a pan that drags it, a long-lived observer.
class BadgeView: UIView {
    var cornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    var fillColor: UIColor = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) {
        didSet { backgroundColor = fillColor }
    }
    var count = 0

    private(set) var panned: [CGPoint] = []
    private(set) var pansLogged = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = fillColor
        let pan = UIPanGestureRecognizer(handler: { [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) })
        pan.addTarget { [weak self] _ in self?.logPan() }
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        panned.append(recognizer.translation(in: self))
    }

    private func logPan() { pansLogged += 1 }
}
