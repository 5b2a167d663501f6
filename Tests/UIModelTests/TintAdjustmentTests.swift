import Foundation
import Testing
@testable import UIModel

@Suite(.serialized, .freshRuntime) struct TintAdjustmentTests: AnimationTesting {
    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func anAlertDimsTheTintBehindItUntilItGoes() {
        let root = UIViewController()
        let watcher = TintWatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(watcher)
        let nav = UINavigationController(rootViewController: root)
        show(nav)
        #expect(watcher.tintAdjustmentMode == .normal && watcher.tintColor == .systemBlue)
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        run(seconds: 0.5)
        #expect(watcher.tintAdjustmentMode == .dimmed && watcher.changes == 1)
        let grey = watcher.tintColor.resolvedColor(with: watcher.traitCollection)
        #expect(grey.red == grey.green && grey.green == grey.blue && abs(grey.red - (0.587 * 122 / 255 + 0.114)) < 0.01)
        // The alert's own buttons keep their tint.
        #expect(alert.view.tintAdjustmentMode == .normal)
        alert.dismiss(animated: true)
        run(seconds: 0.5)
        #expect(watcher.tintAdjustmentMode == .normal && watcher.tintColor == .systemBlue && watcher.changes == 2)
    }

    @Test func aViewsOwnModeWinsOverItsSuperviews() {
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        outer.tintAdjustmentMode = .dimmed
        #expect(inner.tintAdjustmentMode == .dimmed)
        inner.tintAdjustmentMode = .normal
        #expect(inner.tintAdjustmentMode == .normal && inner.tintColor == .systemBlue)
    }
}
