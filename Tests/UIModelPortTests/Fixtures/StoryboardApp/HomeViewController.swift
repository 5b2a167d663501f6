import UIKit

class BaseViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
}

class HomeViewController: BaseViewController {
    @IBOutlet private weak var checkOutButton: UIButton!
    let fixedLabel = UILabel()

    @IBAction private func checkOut(_ sender: UIButton) {}
    @IBAction func share() {}
    @IBAction func backHome(_ segue: UIStoryboardSegue) {}
}

class ThanksViewController: UIViewController {}

@IBDesignable class BadgeView: UIView {
    @IBInspectable var radius: CGFloat = 0
}
