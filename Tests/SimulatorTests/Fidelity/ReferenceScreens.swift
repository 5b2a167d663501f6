import Foundation
import UIModel

/// The screens of public projects' snapshot tests whose references were recorded on the iOS
/// Simulator (iOSReferences/README.md says whose and where), written again here as an app
/// writes UIKit: the same views, constraints and configurations, so the render here and the
/// reference from iOS show the same screen.
enum ReferenceScreens {
    /// Four labels in text styles on the safe area: a headline at the top centre, body text at
    /// the leading and trailing middles, a subheadline at the bottom centre, white behind, and
    /// an Add button on the left of the navigation bar when there is one.
    final class FourLabels: UIViewController {
        let top = UILabel(), leading = UILabel(), trailing = UILabel(), bottom = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            view.backgroundColor = .white
            for (label, text, style) in [(top, "What's", UIFont.TextStyle.headline), (leading, "the", .body),
                                         (trailing, "point", .body), (bottom, "?", .subheadline)] {
                label.text = text
                label.font = .preferredFont(forTextStyle: style)
                label.adjustsFontForContentSizeCategory = true
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
            }
            let area = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: area.topAnchor),
                top.centerXAnchor.constraint(equalTo: area.centerXAnchor),
                leading.leadingAnchor.constraint(equalTo: area.leadingAnchor),
                leading.trailingAnchor.constraint(lessThanOrEqualTo: area.centerXAnchor),
                leading.centerYAnchor.constraint(equalTo: area.centerYAnchor),
                trailing.leadingAnchor.constraint(greaterThanOrEqualTo: area.centerXAnchor),
                trailing.trailingAnchor.constraint(equalTo: area.trailingAnchor),
                trailing.centerYAnchor.constraint(equalTo: area.centerYAnchor),
                bottom.bottomAnchor.constraint(equalTo: area.bottomAnchor),
                bottom.centerXAnchor.constraint(equalTo: area.centerXAnchor),
            ])
        }
    }

    /// The four labels in a navigation controller, the one tab of a tab bar controller.
    static func fourLabelsInTabsAndNavigation() -> UIViewController {
        let tabs = UITabBarController()
        tabs.setViewControllers([UINavigationController(rootViewController: FourLabels())], animated: false)
        return tabs
    }

    /// "What's the point?" in the Title 1 style, following the text size.
    static func titleLabel() -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "What's the point?"
        return label
    }

    /// A plain table of ten default cells titled 0 to 9.
    final class NumberedRows: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = String(indexPath.row)
            return cell
        }
    }

    /// Twenty orange cells in one horizontal row filling the layout margins, each as tall as the
    /// collection view and 50 pt narrower than it (at most 300 pt), 20 pt apart.
    final class OrangeCells: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        private let layout: UICollectionViewFlowLayout = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.minimumLineSpacing = 20
            return layout
        }()
        private lazy var cells = UICollectionView(frame: .zero, collectionViewLayout: layout)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            cells.backgroundColor = .white
            cells.dataSource = self
            cells.delegate = self
            cells.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            cells.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(cells)
            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                cells.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                cells.topAnchor.constraint(equalTo: margins.topAnchor),
                cells.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                cells.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            cells.collectionViewLayout.invalidateLayout()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .orange
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: min(collectionView.frame.width - 50, 300), height: collectionView.frame.height)
        }
    }

    /// A 100 pt red layer with a 4 pt black border.
    static func borderedRedLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = UIColor.red.cgColor
        layer.borderWidth = 4
        layer.borderColor = UIColor.black.cgColor
        return layer
    }

    /// A 100 pt layer holding a gradient layer from red at the top to yellow at the bottom.
    static func redToYellowGradient() -> CALayer {
        let base = CALayer()
        base.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
        gradient.frame = base.frame
        base.addSublayer(gradient)
        return base
    }

    /// A heart on a 30 pt grid, tilted 45°, with a circle on its top right: a line, quadratic
    /// and cubic curves and an ellipse, 90 pt square.
    static var heart: CGPath {
        let unit: CGFloat = 30
        func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x * unit, y: y * unit) }
        let path = CGMutablePath()
        path.move(to: at(0, 0))
        path.addLine(to: at(0, 2))
        path.addQuadCurve(to: at(1, 3), control: at(0.125, 2.875))
        path.addQuadCurve(to: at(2, 2), control: at(1.875, 2.875))
        path.addCurve(to: at(3, 1), control1: at(2.5, 2), control2: at(3, 1.5))
        path.addCurve(to: at(2, 0), control1: at(3, 0.5), control2: at(2.5, 0))
        path.addLine(to: at(0, 0))
        path.closeSubpath()
        path.addEllipse(in: CGRect(origin: at(2, 2), size: CGSize(width: unit, height: unit)))
        return path
    }

    /// A square view of one colour.
    static func square(_ color: UIColor, side: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        view.backgroundColor = color
        return view
    }

    /// A switch that is on, blue where it is on, with a light grey thumb.
    static func blueSwitch() -> UISwitch {
        let control = UISwitch()
        control.onTintColor = .blue
        control.thumbTintColor = .lightGray
        control.isOn = true
        return control
    }

    /// A system button titled "Click me!" with 15 pt content insets on every side, at least
    /// 65 pt wide, sized to fit.
    static func paddedButton() -> UIButton {
        let button = UIButton(type: .system)
        button.contentEdgeInsets = UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        button.setTitle("Click me!", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.widthAnchor.constraint(greaterThanOrEqualToConstant: 65).isActive = true
        button.sizeToFit()
        return button
    }

    /// "Hello world" in a red-tinted text field, sized to fit 10 pt inside a white 120 × 44 pt
    /// box and centred in it on the pixel grid (as Paralayout aligns).
    final class TextFieldInABox: UIView {
        let field = UITextField()

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
            backgroundColor = .white
            field.tintColor = .red
            field.text = "Hello world"
            addSubview(field)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            field.bounds.size = field.sizeThatFits(bounds.insetBy(dx: 10, dy: 10).size)
            let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 3
            func pixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
            field.frame.origin = CGPoint(x: pixel((bounds.width - field.bounds.width) / 2), y: pixel((bounds.height - field.bounds.height) / 2))
        }
    }
}
