import Foundation

// The image contexts of UIKit before `UIGraphicsImageRenderer` (still common): begin one, draw,
// take the image, end it. The image keeps the drawing, as the renderer's images do.

/// Opens an image context of `size` points (opaque ones start black; `scale` 0 is the main
/// screen's) and makes it the current context. A size that is not finite and positive opens a
/// context that gives no image, with a warning.
nonisolated public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let valid = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    if !valid { UIKitWarning.log("UIGraphicsBeginImageContextWithOptions: size \(size.width)×\(size.height) gives no image") }
    let context = CGContext(bounds: CGRect(origin: .zero, size: valid ? size : .zero))
    if opaque, valid {
        context.saveGState()
        context.setFillColor(RGBA(r: 0, g: 0, b: 0, a: 1))
        context.fill(CGRect(origin: .zero, size: size))
        context.restoreGState()
    }
    withMainActorState(context) { context in
        let stack = UIModelRuntime.current.resources.graphicsContexts
        stack.contexts.append(context)
        stack.imageContexts.append((context, valid ? size : .zero, scale > 0 && scale.isFinite ? scale : UIScreen.main.scale))
    }
}

/// Opens an image context at scale 1, not opaque.
nonisolated public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What the current image context holds as an image (nil without one, or for an empty size).
nonisolated public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    withMainActorState {
        let stack = UIModelRuntime.current.resources.graphicsContexts
        guard let top = stack.imageContexts.last, top.context === stack.contexts.last, top.size != .zero else { return nil }
        return UIImage(drawing: top.context.items, size: top.size, scale: top.scale)
    }
}

/// Closes the current image context (nothing without one).
nonisolated public func UIGraphicsEndImageContext() {
    withMainActorState {
        let stack = UIModelRuntime.current.resources.graphicsContexts
        guard let top = stack.imageContexts.last, top.context === stack.contexts.last else { return }
        stack.imageContexts.removeLast()
        stack.contexts.removeLast()
    }
}

nonisolated extension UIImage {
    /// Draws the image with its top left at `point`, at its size, into the current context.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image with its top left at `point`, at its size, at `alpha`, combined by
    /// `blendMode`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Fills `rect` in the current context with the image tiled at its size from `rect`'s top left.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsContextStack.current else { return }
        var list = DisplayList()
        list.append(.pushClip(RoundedRect(rect: rect.standardized, cornerRadius: 0, transform: .identity)))
        appendTiles(to: &list, rect: rect.standardized, opacity: 1, transform: .identity)
        list.append(.popClip)
        context.append(list)
    }

    /// Draws the image stretched to `rect` into the current context (its own tint, if it has
    /// one; a template image draws its shape in black, as in UIKit).
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image into `rect` at `alpha`, combined by `blendMode` (see `CGContext`'s blend
    /// modes: the tinting recipes work, other modes draw as normal).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsContextStack.current, rect.width.isFinite, rect.height.isFinite else { return }
        var list = DisplayList()
        let tint: RGBA? = renderingMode == .alwaysTemplate ? RGBA(r: 0, g: 0, b: 0, a: 1) : nil
        appendDraw(to: &list, rect: rect, opacity: Float(alpha.isFinite ? min(max(alpha, 0), 1) : 1), transform: .identity, tint: tint)
        context.append(list, mode: blendMode)
    }
}

/// How drawing combines with what is below it (Core Graphics' values; see `CGContext`'s blend
/// modes for those a drawing here honours).
nonisolated public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
