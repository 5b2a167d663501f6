import UIModel

extension MKMapView {
    /// The overlays, the `aboveRoads` level's first, each level in order.
    public var overlays: [MKOverlay] {
        overlayList.filter { $0.level == .aboveRoads }.map(\.overlay) + overlayList.filter { $0.level == .aboveLabels }.map(\.overlay)
    }

    public func overlays(in level: MKOverlayLevel) -> [MKOverlay] { overlayList.filter { $0.level == level }.map(\.overlay) }

    public func addOverlay(_ overlay: MKOverlay) { addOverlay(overlay, level: .aboveLabels) }

    public func addOverlay(_ overlay: MKOverlay, level: MKOverlayLevel) {
        insertOverlay(overlay, at: overlayList.filter { $0.level == level }.count, level: level)
    }

    public func addOverlays(_ overlays: [MKOverlay]) { addOverlays(overlays, level: .aboveLabels) }

    public func addOverlays(_ overlays: [MKOverlay], level: MKOverlayLevel) {
        for overlay in overlays { addOverlay(overlay, level: level) }
    }

    public func insertOverlay(_ overlay: MKOverlay, at index: Int) { insertOverlay(overlay, at: index, level: .aboveLabels) }

    /// Inserts at `index` among the level's overlays (clamped to them).
    public func insertOverlay(_ overlay: MKOverlay, at index: Int, level: MKOverlayLevel) {
        removeFromList(overlay)
        let sameLevel = overlayList.indices.filter { overlayList[$0].level == level }
        let position: Int
        if index < sameLevel.count, index >= 0 { position = sameLevel[index] }
        else { position = (sameLevel.last.map { $0 + 1 }) ?? (level == .aboveRoads ? 0 : overlayList.count) }
        overlayList.insert((overlay, level), at: position)
        overlayCanvas.setNeedsDisplay()
    }

    public func insertOverlay(_ overlay: MKOverlay, above sibling: MKOverlay) {
        guard let i = overlayList.firstIndex(where: { $0.overlay === sibling }) else { return addOverlay(overlay) }
        let level = overlayList[i].level
        removeFromList(overlay)
        let j = overlayList.firstIndex(where: { $0.overlay === sibling }) ?? i
        overlayList.insert((overlay, level), at: j + 1)
        overlayCanvas.setNeedsDisplay()
    }

    public func insertOverlay(_ overlay: MKOverlay, below sibling: MKOverlay) {
        guard let i = overlayList.firstIndex(where: { $0.overlay === sibling }) else { return addOverlay(overlay) }
        let level = overlayList[i].level
        removeFromList(overlay)
        let j = overlayList.firstIndex(where: { $0.overlay === sibling }) ?? i
        overlayList.insert((overlay, level), at: j)
        overlayCanvas.setNeedsDisplay()
    }

    public func exchangeOverlay(_ overlay1: MKOverlay, with overlay2: MKOverlay) {
        guard let i = overlayList.firstIndex(where: { $0.overlay === overlay1 }),
              let j = overlayList.firstIndex(where: { $0.overlay === overlay2 }) else { return }
        overlayList.swapAt(i, j)
        overlayCanvas.setNeedsDisplay()
    }

    public func removeOverlay(_ overlay: MKOverlay) {
        removeFromList(overlay)
        overlayCanvas.setNeedsDisplay()
    }

    public func removeOverlays(_ overlays: [MKOverlay]) { for overlay in overlays { removeOverlay(overlay) } }

    /// The renderer drawing an overlay that is on the map (nil for one that is not).
    public func renderer(for overlay: MKOverlay) -> MKOverlayRenderer? { renderers[ObjectIdentifier(overlay)] }

    private func removeFromList(_ overlay: MKOverlay) {
        overlayList.removeAll { $0.overlay === overlay }
        renderers[ObjectIdentifier(overlay)] = nil
    }

    /// The overlay's renderer, asked of the delegate the first time the overlay is drawn (as
    /// MapKit asks when an overlay first shows), the delegate told it was added.
    func rendererForDrawing(_ overlay: MKOverlay) -> MKOverlayRenderer {
        if let known = renderers[ObjectIdentifier(overlay)] { return known }
        let renderer = delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
        renderer.redraw = { [weak self] in
            if Thread.isMainThread {
                MainActor.assumeIsolated { self?.overlayCanvas.setNeedsDisplay() }
            } else {
                DispatchQueue.main.async { self?.overlayCanvas.setNeedsDisplay() }
            }
        }
        renderers[ObjectIdentifier(overlay)] = renderer
        delegate?.mapView(self, didAdd: [renderer])
        return renderer
    }
}
