import Foundation

/// The results of a fetch request kept up to date for a table or collection view: sectioned by
/// a key path, and telling its delegate how they change as the context's objects change.
open class NSFetchedResultsController<ResultType>: NSObject {
    let engine: FetchedResultsEngine

    /// A controller for `fetchRequest` (which must have sort descriptors) in `context`,
    /// sectioned by `sectionNameKeyPath`. The cache name is accepted; nothing is cached on disk.
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        engine = FetchedResultsEngine(request: fetchRequest, erasedRequest: fetchRequest as? NSFetchRequest<NSFetchRequestResult>,
                                      context: context, sectionNameKeyPath: sectionNameKeyPath)
        self.fetchRequest = fetchRequest
        cacheName = name
        super.init()
        engine.erasedController = { [unowned self] in self.erased }
    }

    /// A controller with no request yet, as `NSObject`'s `init()` makes one on iOS: it fetches
    /// nothing until replaced by one made with a request.
    public override convenience init() {
        let request = NSFetchRequest<ResultType>()
        self.init(fetchRequest: request, managedObjectContext: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType),
                  sectionNameKeyPath: nil, cacheName: nil)
    }

    init(engine: FetchedResultsEngine, request: NSFetchRequest<ResultType>) {
        self.engine = engine
        fetchRequest = request
        cacheName = nil
        super.init()
    }

    /// The request.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context.
    open var managedObjectContext: NSManagedObjectContext { engine.context }
    /// The key path of section names.
    open var sectionNameKeyPath: String? { engine.sectionNameKeyPath }
    /// The cache's name.
    public let cacheName: String?

    /// Who hears of changes.
    open weak var delegate: NSFetchedResultsControllerDelegate? {
        get { engine.delegate }
        set { engine.delegate = newValue }
    }

    /// Fetches the results (again).
    open func performFetch() throws { try engine.performFetch() }

    /// The results, once fetched.
    open var fetchedObjects: [ResultType]? { engine.objects?.compactMap { $0 as? ResultType } }

    /// The sections, once fetched.
    open var sections: [NSFetchedResultsSectionInfo]? { engine.sections }

    /// The object at `indexPath`.
    open func object(at indexPath: IndexPath) -> ResultType {
        guard let object = engine.object(at: indexPath) as? ResultType else {
            fatalError("NSFetchedResultsController: no object at index \(indexPath.item) in section at index \(indexPath.section)")
        }
        return object
    }

    /// Where `object` is in the results.
    open func indexPath(forObject object: ResultType) -> IndexPath? { engine.indexPath(for: object as AnyObject) }

    /// The index titles of the sections.
    open var sectionIndexTitles: [String] { engine.sectionIndexTitles }

    /// The section for a section index title.
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        engine.sections?.firstIndex { $0.indexTitle == title } ?? sectionIndex
    }

    /// The index title for a section name: its first letter, capitalized.
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? { engine.defaultIndexTitle(sectionName) }

    /// Forgets a cache (there is none here).
    open class func deleteCache(withName name: String?) {}

    /// The controller as the delegate sees it (`NSFetchedResultsController<NSFetchRequestResult>`),
    /// over the same results.
    lazy var erased: NSFetchedResultsController<NSFetchRequestResult> = {
        if let same = self as? NSFetchedResultsController<NSFetchRequestResult> { return same }
        let request = engine.erasedRequest ?? NSFetchRequest<NSFetchRequestResult>(entityName: fetchRequest.entityName ?? "")
        return NSFetchedResultsController<NSFetchRequestResult>(engine: engine, request: request)
    }()
}
