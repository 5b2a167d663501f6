import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A designable badge: inspectable properties, a pan that drags it, a long-lived observer.
@IBDesignable
class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @IBInspectable var fillColor: UIColor = #colorLiteral(red: 1, green: 0.23, blue: 0.19, alpha: 1) {
        didSet { backgroundColor = fillColor }
    }
    @objc dynamic var count = 0

    private(set) var panned: [CGPoint] = []
    private(set) var pansLogged = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = fillColor
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.addTarget(self, action: #selector(logPan))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        panned.append(recognizer.translation(in: self))
    }

    @objc private func logPan() { pansLogged += 1 }
}
