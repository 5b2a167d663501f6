import Foundation

/// A scroll view's two indicators: thin rounded bars at the trailing and bottom edges whose
/// length is the visible share of the content (shortened while the content is pulled past an
/// edge). They appear while the content moves and fade out after it stops. Subviews of the
/// scroll view, as in UIKit, added the first time they show; they take no touches.
final class ScrollIndicators {
    nonisolated deinit {}
    private(set) var vertical: UIView?
    private(set) var horizontal: UIView?
    /// Opacity is 1 until `fadeStart`, then falls linearly to 0 over `fadeDuration`.
    private var fadeStart: CFTimeInterval?
    private var visible = false

    /// UIKit's indicator: 3 pt thick, 3 pt from the edge, at least 36 pt long (7 pt while
    /// squeezed past an edge), shown 0.5 s after scrolling stops, faded over 0.3 s.
    static let thickness: CGFloat = 3
    static let edgeGap: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let squeezedLength: CGFloat = 7
    static let fadeDelay: CFTimeInterval = 0.5
    static let fadeDuration: CFTimeInterval = 0.3

    /// Shows the indicators (at full opacity, no fade pending).
    func show(for scrollView: UIScrollView) {
        visible = true
        fadeStart = nil
        update(for: scrollView)
    }

    /// The indicators start to fade `fadeDelay` after `time`.
    func scheduleFade(at time: CFTimeInterval) {
        guard visible else { return }
        fadeStart = time + Self.fadeDelay
    }

    /// Sets the opacity for `time`; true while a fade is still to finish.
    func advance(to time: CFTimeInterval) -> Bool {
        guard let start = fadeStart else { return false }
        let progress = (time - start) / Self.fadeDuration
        if progress >= 1 {
            fadeStart = nil
            visible = false
        }
        setAlpha(CGFloat(1 - min(max(progress, 0), 1)))
        return fadeStart != nil
    }

    private func setAlpha(_ alpha: CGFloat) {
        vertical?.alpha = alpha
        horizontal?.alpha = alpha
    }

    /// Places the bars for the scroll view's offset, content and insets.
    func update(for scrollView: UIScrollView) {
        guard visible || vertical != nil || horizontal != nil else { return }
        let axes = scrollView.scrollableAxes
        let showsV = visible && scrollView.showsVerticalScrollIndicator && axes.y && scrollView.contentSize.height > 0
        let showsH = visible && scrollView.showsHorizontalScrollIndicator && axes.x && scrollView.contentSize.width > 0
        if showsV, vertical == nil { vertical = makeBar(in: scrollView) }
        if showsH, horizontal == nil { horizontal = makeBar(in: scrollView) }
        let color = Self.color(scrollView.indicatorStyle, scrollView.traitCollection)
        let safe = scrollView.automaticallyAdjustsScrollIndicatorInsets ? scrollView.safeAreaInsets : .zero
        if let bar = vertical {
            place(bar, shown: showsV, vertical: true, insets: scrollView.verticalScrollIndicatorInsets.adding(safe),
                  crossBarShown: showsH, color: color, in: scrollView)
        }
        if let bar = horizontal {
            place(bar, shown: showsH, vertical: false, insets: scrollView.horizontalScrollIndicatorInsets.adding(safe),
                  crossBarShown: showsV, color: color, in: scrollView)
        }
        // Above the content, as in UIKit: the horizontal bar, then the vertical one, last.
        let subviews = scrollView.subviews
        let inPlace = (vertical == nil || subviews.last === vertical)
            && (horizontal == nil || subviews.dropLast(vertical == nil ? 0 : 1).last === horizontal)
        if !inPlace {
            if let horizontal { scrollView.bringSubviewToFront(horizontal) }
            if let vertical { scrollView.bringSubviewToFront(vertical) }
        }
    }

    /// One bar along the trailing edge (`vertical`) or the bottom, within `insets`, leaving the
    /// corner to the other bar when it shows.
    private func place(_ bar: UIView, shown: Bool, vertical: Bool, insets i: UIEdgeInsets, crossBarShown: Bool,
                       color: UIColor, in scrollView: UIScrollView) {
        bar.isHidden = !shown
        bar.backgroundColor = color
        guard shown else { return }
        let b = scrollView.bounds, range = scrollView.offsetRange, o = scrollView.contentOffset
        let size = scrollView.contentSize, a = scrollView.adjustedContentInset
        let t = Self.thickness, gap = Self.edgeGap, corner = crossBarShown ? t + gap : 0
        if vertical {
            let top = b.minY + i.top + gap, bottom = b.maxY - i.bottom - gap - corner
            let (y, length) = Self.place(offset: o.y, range: range.y, visible: b.height, content: size.height + a.top + a.bottom,
                                         track: top...max(top, bottom))
            bar.frame = CGRect(x: b.maxX - i.right - gap - t, y: y, width: t, height: length)
        } else {
            let left = b.minX + i.left + gap, right = b.maxX - i.right - gap - corner
            let (x, length) = Self.place(offset: o.x, range: range.x, visible: b.width, content: size.width + a.left + a.right,
                                         track: left...max(left, right))
            bar.frame = CGRect(x: x, y: b.maxY - i.bottom - gap - t, width: length, height: t)
        }
    }

    /// A bar's start and length along a track: the visible share of the content, at the
    /// offset's place in its range; shortened by however far the content is past an edge.
    static func place(offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat,
                      track: ClosedRange<CGFloat>) -> (start: CGFloat, length: CGFloat) {
        let trackLength = track.upperBound - track.lowerBound
        guard content > 0, trackLength > 0 else { return (track.lowerBound, 0) }
        var length = min(max(trackLength * min(visible / content, 1), minimumLength), trackLength)
        let over = offset < range.lowerBound ? range.lowerBound - offset : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(length - over, min(squeezedLength, trackLength))
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        return (track.lowerBound + fraction * (trackLength - length), length)
    }

    private func makeBar(in scrollView: UIScrollView) -> UIView {
        let bar = UIView(frame: .zero)
        bar.isUserInteractionEnabled = false
        bar.layer.cornerRadius = Self.thickness / 2
        bar.alpha = 1
        scrollView.addSubview(bar)
        return bar
    }

    /// Dark bars on light content, light on dark; `.black` and `.white` whatever the style.
    static func color(_ style: UIScrollView.IndicatorStyle, _ traits: UITraitCollection) -> UIColor {
        switch style {
        case .black: darkBar
        case .white: lightBar
        case .default: traits.userInterfaceStyle == .dark ? lightBar : darkBar
        }
    }
    /// The bars' two colours: black or white at 35% opacity.
    static let darkBar = UIColor(white: 0, alpha: 0.35)
    static let lightBar = UIColor(white: 1, alpha: 0.35)
}
