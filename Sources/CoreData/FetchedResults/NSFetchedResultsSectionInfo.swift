import Foundation
import UIModel

/// A section of a fetched results controller's results.
public protocol NSFetchedResultsSectionInfo {
    /// The section's name: the value of the section key path for its objects.
    var name: String { get }
    /// The section's index title.
    var indexTitle: String? { get }
    /// How many objects the section has.
    var numberOfObjects: Int { get }
    /// The section's objects.
    var objects: [Any]? { get }
}

/// What happened to an object or section.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}

/// A section as the controller computed it.
struct FetchedSection: NSFetchedResultsSectionInfo {
    var name: String
    var indexTitle: String?
    var members: [NSManagedObject]
    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }
}

/// What a fetched results controller tells as its results change, in Core Data's order:
/// `controllerWillChangeContent`, the section and object changes, `controllerDidChangeContent`.
/// Or, when the delegate implements it, one snapshot of the new results instead.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String?
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith diff: CollectionDifference<NSManagedObjectID>)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                           for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                           atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    /// The default: the section name's first letter, capitalized.
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String? {
        controller.engine.unimplemented.insert(.sectionIndexTitle)
        return controller.engine.defaultIndexTitle(sectionName)
    }
    /// Not implemented: the controller tells the changes one by one instead.
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
        controller.engine.unimplemented.insert(.snapshot)
    }
    /// Not implemented: the controller tells the changes one by one instead.
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith diff: CollectionDifference<NSManagedObjectID>) {
        controller.engine.unimplemented.insert(.difference)
    }
}
