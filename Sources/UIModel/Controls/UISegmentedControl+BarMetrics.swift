import Foundation

/// The old way to draw a segmented control, still how apps flatten it: background images per
/// control state, divider images per pair of neighbouring states, and content offsets per
/// segment position, each for a bar metrics (a control in a landscape phone's bar takes the
/// compact metrics' when set). Once a background image is set the control draws images, not its
/// grey track and sliding plate, as UIKit does.
extension UISegmentedControl {
    /// Where a segment sits, for its content offset (UIKit's raw values).
    nonisolated public enum Segment: Int, Sendable {
        case any, left, center, right, alone
    }

    /// What the app set, keyed by state (raw value), metrics and position.
    struct BarMetricsLook {
        var backgrounds: [String: UIImage] = [:]
        var dividers: [String: UIImage] = [:]
        var adjustments: [String: UIOffset] = [:]
        var isEmpty: Bool { backgrounds.isEmpty && dividers.isEmpty && adjustments.isEmpty }

        static func key(_ parts: Int...) -> String { parts.map(String.init).joined(separator: ".") }
    }

    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        barMetricsLook.backgrounds[BarMetricsLook.key(Int(state.rawValue), barMetrics.rawValue)] = backgroundImage
        setNeedsLayout()
    }

    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        barMetricsLook.backgrounds[BarMetricsLook.key(Int(state.rawValue), barMetrics.rawValue)]
    }

    public func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        barMetricsLook.dividers[BarMetricsLook.key(Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue)] = dividerImage
        setNeedsLayout()
    }

    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        barMetricsLook.dividers[BarMetricsLook.key(Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue)]
    }

    /// Moves the content (title or image) of segments at `leftCenterRightOrAlone` positions.
    public func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment,
                                           barMetrics: UIBarMetrics) {
        barMetricsLook.adjustments[BarMetricsLook.key(leftCenterRightOrAlone.rawValue, barMetrics.rawValue)] = adjustment
        setNeedsLayout()
    }

    public func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        barMetricsLook.adjustments[BarMetricsLook.key(leftCenterRightOrAlone.rawValue, barMetrics.rawValue)] ?? .zero
    }

    /// The metrics the control takes now: compact in a compact height, when anything was set for it.
    private var barMetrics: UIBarMetrics { traitCollection.verticalSizeClass == .compact ? .compact : .default }

    /// A value for the current metrics, else the default metrics'.
    private func lookUp<T>(_ value: (UIBarMetrics) -> T?) -> T? { value(barMetrics) ?? value(.default) }

    /// The background image for `state`: its own, else the normal state's (UIKit's fallback).
    private func background(for state: UIControl.State) -> UIImage? {
        lookUp { backgroundImage(for: state, barMetrics: $0) } ?? lookUp { backgroundImage(for: .normal, barMetrics: $0) }
    }

    /// A segment's state for the images: selected, highlighted (pressed), disabled or normal.
    private func imageState(of index: Int) -> UIControl.State {
        if !isEnabled || !segments[index].isEnabled { return .disabled }
        return index == selected ? .selected : pressedSegment == index ? .highlighted : .normal
    }

    /// Lays the images out over what `layoutSubviews` placed (run at its end).
    func applyBarMetricsLook(frames: [CGRect]) {
        guard !barMetricsLook.isEmpty else { return }
        let drawsImages = !barMetricsLook.backgrounds.isEmpty
        if drawsImages {
            plate.isHidden = true
            if backgroundColor != nil { backgroundColor = nil }
        }
        for (i, s) in segments.enumerated() where frames.indices.contains(i) {
            s.background.image = drawsImages ? background(for: imageState(of: i)) : nil
            s.background.frame = frames[i]
            let position: Segment = segments.count == 1 ? .alone : i == 0 ? .left : i == segments.count - 1 ? .right : .center
            let offset = lookUp { barMetricsLook.adjustments[BarMetricsLook.key(position.rawValue, $0.rawValue)] }
                ?? lookUp { barMetricsLook.adjustments[BarMetricsLook.key(Segment.any.rawValue, $0.rawValue)] } ?? .zero
            s.label.frame = s.label.frame.offsetBy(dx: offset.horizontal, dy: offset.vertical)
            s.imageView.frame = s.imageView.frame.offsetBy(dx: offset.horizontal, dy: offset.vertical)
        }
        for (i, divider) in dividers.enumerated() where i + 1 < frames.count {
            let left = imageState(of: i), right = imageState(of: i + 1)
            guard let image = lookUp({ dividerImage(forLeftSegmentState: left, rightSegmentState: right, barMetrics: $0) })
                    ?? lookUp({ dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: $0) }) else { continue }
            // A divider image runs the control's height, as wide as it is, between the segments.
            divider.isHidden = false
            divider.backgroundColor = nil
            divider.image = image
            divider.frame = CGRect(x: frames[i + 1].minX - image.size.width / 2, y: bounds.minY, width: image.size.width, height: bounds.height)
        }
    }
}
