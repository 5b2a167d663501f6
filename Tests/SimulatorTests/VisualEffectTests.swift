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

    /// A blur inside a fading view still blurs what is below the view, mixed in by the fade:
    /// half faded, the edge is about half way between the sharp red and the blur.
    @Test func aBlurInAFadingViewBlursWhatIsBelowItAndFadesWithIt() throws {
        let root = Stripes()
        let app = try SimulatorApp(rootViewController: root, device: .iPhone15, scale: 1)
        let blur = try #require(app.view(identifier: "blur") as? UIVisualEffectView)
        blur.isHidden = true
        try app.advance(by: 0.1)
        let sharp = try app.screenshot().pixel(x: 195, y: 200)
        blur.isHidden = false
        let holder = UIView(frame: blur.frame)
        holder.alpha = 0.5
        blur.superview?.addSubview(holder)
        blur.frame.origin = .zero
        holder.addSubview(blur)
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 100, height: 30))
        label.text = "On the blur"
        blur.contentView.addSubview(label)
        try app.advance(by: 0.1)
        let faded = try app.screenshot().pixel(x: 195, y: 200)
        holder.alpha = 1
        try app.advance(by: 0.1)
        let full = try app.screenshot().pixel(x: 195, y: 200)
        // Red left of the edge: sharp is pure red; the full blur brings in white (and tint).
        #expect(sharp.g == 0 && full.g > 60, "sharp \(sharp), full \(full)")
        // Its items fade one by one rather than as a group: within a quarter of the tint's
        // share of the blur's change from the midpoint a group would give.
        #expect(faded.g > sharp.g && faded.g < full.g, "faded \(faded) between \(sharp) and \(full)")
        #expect(abs(Int(faded.g) - (Int(sharp.g) + Int(full.g)) / 2) <= 12, "faded \(faded) between \(sharp) and \(full)")
    }
}
