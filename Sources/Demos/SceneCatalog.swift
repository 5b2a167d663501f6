import Foundation
import UIModel

/// Where a scene asks to go next: the demo app's delegate implements it.
protocol SceneNavigator: AnyObject {
    func open(scene name: String)
    func backToGallery()
}

/// The demo scenes by name. The gallery lists every other scene; new demos add theirs here.
nonisolated public enum SceneCatalog {
    public struct Entry: Sendable {
        public let name: String
        public let title: String
        public let subtitle: String
    }

    public static let galleryName = "gallery"

    /// The demos the gallery lists, in order.
    public static let demos: [Entry] = [
        Entry(name: "views", title: "Views",
              subtitle: "Labels, buttons, corners, borders, shadows, transforms, clipping, images"),
        Entry(name: "modal", title: "Modal transitions",
              subtitle: "The iOS 7 seed: a bouncing custom presentation, dismissed by a button or a drag"),
        Entry(name: "navigation", title: "Navigation",
              subtitle: "Push and pop, the iOS 7 slide or a custom animator, and the edge-swipe pop"),
        Entry(name: "container", title: "Container",
              subtitle: "A custom container swapping two child controllers with a dissolve or a flip"),
        Entry(name: "pane", title: "Spring pane",
              subtitle: "Drag, flick and tap a control-centre pane; Dynamics, a hand-made spring or POP"),
        Entry(name: "adaptive", title: "Adaptive",
              subtitle: "Size classes: a split view, popover, alert, action sheet, half sheet, search; resize to adapt"),
        Entry(name: "layout", title: "Auto Layout",
              subtitle: "A form in stack views, a card on a spring constraint; L for right-to-left, T for text size"),
        Entry(name: "scrolling", title: "Scrolling",
              subtitle: "A paging carousel over a long table: momentum, rubber-banding, sticky headers, self-sizing rows"),
        Entry(name: "controls", title: "Controls",
              subtitle: "A tab bar app: switches, a slider, a segmented control, a stepper, a text view, progress and spinners"),
        Entry(name: "dynamics", title: "Dynamics",
              subtitle: "Blocks and balls fall, collide, snap and are thrown: gravity, collisions, push, fields"),
        Entry(name: "text", title: "Text",
              subtitle: "Attributed runs, fonts, every script, SF Symbols, custom drawing, truncation"),
        Entry(name: "animation", title: "Core Animation",
              subtitle: "A flip card, a 3-D menu, a keyframe path, a replicator spinner, group opacity, shadows"),
        Entry(name: "menus", title: "Menus",
              subtitle: "Context menus on a list (long press or right click), a Sort menu, a pop-up filter button"),
        Entry(name: "pages", title: "Pages",
              subtitle: "An onboarding book in a page view controller: swipe or tap Next, the dots follow"),
        Entry(name: "pickers", title: "Pickers",
              subtitle: "Picker wheels, a compact date picker, an inline calendar, time wheels and a countdown"),
        Entry(name: "board", title: "Board",
              subtitle: "A scaling carousel, a grid with badges to move by long press, list rows to swipe; hover with the mouse"),
        Entry(name: "storyboard", title: "Storyboard",
              subtitle: "A garden from Garden.storyboard: prototype cells, a show segue, outlets and actions, a static form, unwind"),
        Entry(name: "maps", title: "Maps",
              subtitle: "MapKit over San Francisco: markers, a pin, a cluster, callouts, a route, a park and your location"),
        Entry(name: "notes", title: "Notes",
              subtitle: "Core Data: notes in a SQLite store in the app's container, a table fed by a fetched results controller"),
        Entry(name: "web", title: "Web",
              subtitle: "WebKit: the app's help pages in a web view; links, a form, an alert, scrolling and back"),
        Entry(name: "media", title: "Media",
              subtitle: "AVKit: a clip with iOS's playback controls under its page in a web view; a chime, full screen"),
    ]

    public static var validNames: [String] { [galleryName] + demos.map(\.name) }

    /// A new root controller for the scene; `fromGallery` adds a way back.
    @MainActor static func makeRoot(_ name: String, navigator: SceneNavigator, fromGallery: Bool) -> UIViewController? {
        let back: (() -> Void)? = fromGallery ? { [weak navigator] in navigator?.backToGallery() } : nil
        switch name {
        case galleryName: return GalleryViewController.inNavigationController(navigator: navigator)
        case "views": return ViewsDemoViewController(back: back)
        case "pane": return PaneViewController(back: back)
        case "modal": return MainViewController(back: back)
        case "navigation": return NavigationDemoController(back: back)
        case "container": return ContainerDemoViewController(back: back)
        case "adaptive": return AdaptiveDemoController(back: back)
        case "layout": return LayoutDemoController(back: back)
        case "scrolling": return ScrollingDemoController(back: back)
        case "controls": return ControlsDemoController(back: back)
        case "dynamics": return DynamicsDemoController(back: back)
        case "text": return TextDemoController(back: back)
        case "animation": return CoreAnimationDemoController(back: back)
        case "menus": return MenusDemoController(back: back)
        case "pages": return OnboardingPageController(back: back)
        case "pickers": return PickersDemoController(back: back)
        case "board": return BoardDemoController(back: back)
        case "storyboard": return GardenDemo.makeRoot(back: back)
        case "maps": return UINavigationController(rootViewController: MapDemoController(back: back))
        case "notes": return UINavigationController(rootViewController: NotesDemoController(back: back))
        case "web": return UINavigationController(rootViewController: WebDemoController(back: back))
        case "media": return UINavigationController(rootViewController: MediaDemoController(back: back))
        default: return nil
        }
    }
}
