import CoreData
import Foundation
import SimulatorKit
import UIModel

/// A 10,000-row table of self-sizing subtitle cells (every third wraps onto more lines) filling
/// an iPhone 15 @3x screen, for the fling benchmark: a frame with the table moving as a fling
/// moves it (`flingSpeed`, new rows measured and dequeued as they come on screen) beside a frame
/// of the same screen standing still. Titles are made up front, so the data source allocates
/// nothing: every title is different ("Row 1234"), or, with `repeatingTitles`, they repeat every
/// so many rows, as the text of a list scrolled back over has been laid out and drawn before.
final class TableScrollScene: NSObject, UITableViewDataSource {
    static let rows = 10_000
    /// Points per frame: 2,400 pt/s at 60 fps, a brisk fling.
    static let flingSpeed: CGFloat = 40
    let window: UIWindow
    let table = UITableView(frame: .zero, style: .plain)
    let canvas: OffscreenCanvas
    private var list = DisplayList()
    private var time: CFTimeInterval
    let scale: CGFloat = 3

    private let titles: [String]
    /// When set, the rows come from a fetched results controller over a Core Data store of
    /// `rows` objects instead of the array.
    private let fetched: NSFetchedResultsController<NSManagedObject>?

    /// `blurredBar`: a full-width bar of the chrome material over the top of the table (the
    /// status bar and a navigation bar's height), blurring the rows that scroll under it.
    /// `nibCells`: the cells come from a nib's prototype (a xib's subtitle cell), as a
    /// storyboard's prototype cells do, rather than from their class.
    init(resources: ResourceLocator, repeatingTitles: Int? = nil, blurredBar: Bool = false, nibCells: Bool = false,
         fetched: NSFetchedResultsController<NSManagedObject>? = nil) throws {
        titles = (0..<Self.rows).map { "Row \($0 % (repeatingTitles ?? Self.rows))" }
        self.fetched = fetched
        let text = try SDLTextSystem(resources: resources)
        let images = try ImageCatalog(resources: resources)
        UIModelRuntime.current.textMetrics = text
        UIModelRuntime.current.imageSource = images
        UIModelRuntime.current.removeAllWindows()
        let size = CGSize(width: 393, height: 852)
        UIModelRuntime.current.setScreenSize(size, scale: scale)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        time = (CACurrentMediaTime() + 1000).rounded()
        canvas = try OffscreenCanvas(width: Int(size.width * scale), height: Int(size.height * scale), textSystem: text, images: images)
        super.init()
        table.frame = window.bounds
        if nibCells {
            table.register(UINib(data: Data(InterfaceBuilderBenchmarks.subtitleCellXib.utf8), bundle: nil), forCellReuseIdentifier: "row")
        } else {
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        table.dataSource = self
        window.addSubview(table)
        if blurredBar {
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
            bar.frame = CGRect(x: 0, y: 0, width: size.width, height: 59 + 44)
            window.addSubview(bar)
        }
        window.makeKeyAndVisible()
        frame()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fetched?.sections?[section].numberOfObjects ?? Self.rows
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cellsMade.insert(ObjectIdentifier(cell))
        var content = UIListContentConfiguration.subtitleCell()
        content.text = fetched.map { $0.object(at: indexPath).value(forKey: "title") as? String } ?? titles[indexPath.row]
        content.secondaryText = indexPath.row % 3 == 0
            ? "A longer line of text that wraps onto a second and a third line, so this row is taller."
            : "Short detail"
        cell.contentConfiguration = content
        return cell
    }

    /// One frame: the fling moves the table on (when `flinging`), then display links, layout,
    /// display list and the software render.
    func frame(flinging: Bool = false) {
        time += 1.0 / 60
        if flinging {
            // Back to the top before the end, so every frame is a frame mid-fling.
            let end = table.contentSize.height - table.bounds.height - 2 * Self.flingSpeed
            table.contentOffset.y = table.contentOffset.y + Self.flingSpeed > end ? 0 : table.contentOffset.y + Self.flingSpeed
        }
        UIModelRuntime.current.fireDisplayLinks(timestamp: time, duration: 1.0 / 60)
        UIModelRuntime.current.layoutWindows()
        list.reset()
        UIModelRuntime.current.displayWindows()
        list.append(view: window)
        canvas.renderer.draw(list, scale: scale)
    }

    /// Every cell the table has handed out (the pool keeps them, so none is freed and reused).
    private(set) var cellsMade = Set<ObjectIdentifier>()
}
