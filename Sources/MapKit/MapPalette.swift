import UIModel

/// The colours the map is drawn in: close to Apple Maps' standard map (a pale land, a light blue
/// sea, purple-grey country borders), in light and dark appearance, and the grey grid iOS shows
/// where map tiles have not loaded (satellite imagery needs Apple's servers).
struct MapPalette {
    var water: UIColor
    var land: UIColor
    var countryBorder: UIColor
    var stateBorder: UIColor

    static func standard(dark: Bool, muted: Bool) -> MapPalette {
        if dark {
            return MapPalette(water: UIColor(red: 0.106, green: 0.165, blue: 0.247, alpha: 1),
                              land: UIColor(red: 0.173, green: 0.176, blue: 0.184, alpha: 1),
                              countryBorder: UIColor(red: 0.45, green: 0.42, blue: 0.52, alpha: 1),
                              stateBorder: UIColor(red: 0.33, green: 0.33, blue: 0.36, alpha: 1))
        }
        return MapPalette(water: muted ? UIColor(red: 0.78, green: 0.86, blue: 0.92, alpha: 1)
                                       : UIColor(red: 0.608, green: 0.812, blue: 0.965, alpha: 1),
                          land: muted ? UIColor(red: 0.95, green: 0.95, blue: 0.94, alpha: 1)
                                      : UIColor(red: 0.969, green: 0.961, blue: 0.937, alpha: 1),
                          countryBorder: UIColor(red: 0.72, green: 0.65, blue: 0.78, alpha: 1),
                          stateBorder: UIColor(red: 0.80, green: 0.78, blue: 0.80, alpha: 1))
    }

    /// The unloaded-tile grid: its background and lines, and the lines' spacing in points.
    static func unloadedGrid(dark: Bool) -> (background: UIColor, line: UIColor) {
        dark ? (UIColor(white: 0.16, alpha: 1), UIColor(white: 0.22, alpha: 1))
             : (UIColor(white: 0.93, alpha: 1), UIColor(white: 0.86, alpha: 1))
    }
    static let gridSpacing: CGFloat = 32
}
