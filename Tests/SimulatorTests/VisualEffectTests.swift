import Foundation
import SimulatorKit
import Testing
import UIModel

/// A visual effect view blurs the pixels under it and tints them, clipped to its corners.
@Suite(.serialized) struct VisualEffectTests {
    final class Stripes: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            view.addSubview(red)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
            blur.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
            blur.layer.cornerRadius = 20
            blur.clipsToBounds = true
            blur.accessibilityIdentifier = "blur"
            view.addSubview(blur)
        }
    }

    @Test func theBlurMixesTheColoursAcrossAnEdgeAndKeepsThemFarFromIt() throws {
        let app = try SimulatorApp(rootViewController: Stripes(), device: .iPhone15, scale: 1)
        try app.advance(by: 0.1)
        let frame = try app.screenshot()
        let edge = frame.pixel(x: 200, y: 200), farRed = frame.pixel(x: 110, y: 200), farWhite = frame.pixel(x: 290, y: 200)
        // On the edge the blur is half red, half white, under the white tint.
        #expect(edge.r > 240 && edge.g > 100 && edge.g < 200, "edge \(edge)")
        #expect(farRed.r > 230 && farRed.g < edge.g, "far red \(farRed)")
        #expect(farWhite.g > 230 && farWhite.g > edge.g, "far white \(farWhite)")
        // Outside the rounded corner the red shows as it is.
        let corner = frame.pixel(x: 101, y: 101)
        #expect(corner.r == 255 && corner.g == 0 && corner.b == 0, "corner \(corner)")
    }
}
