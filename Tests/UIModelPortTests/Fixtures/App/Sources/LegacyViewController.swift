import UIKit
import QuartzCore

// Written for Swift 4: the names UIKit had before 4.2.
class LegacyViewController: UIViewController {
    let button = UIButton(type: .system)
    let title = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title.font = UIFont.systemFont(ofSize: 20, weight: UIFontWeightBold)
        button.setTitle("Go", for: UIControlState.normal)
        button.contentMode = UIViewContentMode.center
        view.addSubview(title)
        view.addSubview(button)
        let width = NSLayoutConstraint(item: button, attribute: NSLayoutAttribute.width, relatedBy: NSLayoutRelation.equal,
                                       toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)
        width.isActive = true
        NotificationCenter.default.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { _ in }
        UIView.animate(withDuration: 0.3, delay: 0, options: UIViewAnimationOptions.curveEaseOut, animations: {
            self.button.alpha = 1
        })
    }

    func state(of recognizer: UIGestureRecognizer) -> UIGestureRecognizerState { recognizer.state }

    func embed(_ child: UIViewController) {
        addChildViewController(child)
        view.addSubview(child.view)
        child.didMove(toParentViewController: self)
        view.bringSubview(toFront: child.view)
        child.view.frame = UIEdgeInsetsInsetRect(view.bounds, UIEdgeInsetsMake(8, 8, 8, 8))
        _ = childViewControllers.count
    }

    override func willMove(toParentViewController parent: UIViewController?) {
        super.willMove(toParentViewController: parent)
    }
}
