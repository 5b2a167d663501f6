import Foundation

/// The app's text and image services: the text metrics the host installed and the layouts made
/// with them, Dynamic Type's fonts, the image source the host installed, other bundles' images,
/// the drawing contexts open, the app's bundles and its storyboards and xibs. The runtime owns
/// one; a fresh runtime has a fresh one.
final class AppResources {
    nonisolated deinit {}
    /// Measures text; the simulator installs its SDL_ttf metrics at start-up.
    var textMetrics: TextMetrics = FixedPitchTextMetrics() {
        didSet { textLayouts.removeAll() }
    }
    /// Text laid out with `textMetrics`, by string and style.
    let textLayouts = TextLayoutCache()
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`'s fonts (at most one per text style
    /// and content size category).
    var preferredFonts: [PreferredFontKey: UIFont] = [:]
    /// Looks up images; the simulator installs its resource catalogue at start-up.
    var imageSource: ImageSource?
    /// Plays the app's sound; the simulator's window installs its speaker, headless runs none.
    var audioOutput: AudioOutput?
    /// The drawing contexts `UIGraphicsImageRenderer` blocks are drawing into.
    let graphicsContexts = UIGraphicsContextStack()
    /// Images of other bundles (`UIImage(named:in:compatibleWith:)`), which UIModel finds itself.
    let bundleImages = BundleImages()
    /// The app's storyboards and xibs, found and read once.
    private(set) var interfaceBuilderFiles = IBFiles()
    /// The bundles `Bundle.main` stands for (the app target's resource bundle among them).
    private(set) var appBundles = AppBundles()

    /// A new simulated run finds its bundles and files again; the host's text metrics and image
    /// source stay installed.
    func reset() {
        bundleImages.reset()
        interfaceBuilderFiles = IBFiles()
        appBundles = AppBundles()
    }
}
