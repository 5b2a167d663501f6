import Foundation

/// The SQLite store type.
public let NSSQLiteStoreType = "SQLite"
/// A store kept in memory only (a SQLite database in memory here).
public let NSInMemoryStoreType = "InMemory"
/// The binary store type (kept in SQLite here).
public let NSBinaryStoreType = "Binary"
/// The metadata key of the store's type.
public let NSStoreTypeKey = "NSStoreType"
/// The metadata key of the store's identifier.
public let NSStoreUUIDKey = "NSStoreUUID"
/// The option to migrate an older store when it is added.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// The option to infer the mapping between model versions.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
/// The option to open a store read-only.
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
/// The option to keep persistent history (accepted; no history is kept here).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option to post remote-change notifications (accepted; no other process writes here).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
/// The option with SQLite pragmas to set when the store opens.
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"

/// The user-info keys of context notifications.
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

/// The user-info keys of validation errors.
public let NSValidationObjectErrorKey = "NSValidationErrorObject"
public let NSValidationKeyErrorKey = "NSValidationErrorKey"
public let NSValidationPredicateErrorKey = "NSValidationErrorPredicate"
public let NSValidationValueErrorKey = "NSValidationErrorValue"
public let NSDetailedErrorsKey = "NSDetailedErrors"
public let NSAffectedObjectsErrorKey = "NSAffectedObjectsErrorKey"
public let NSAffectedStoresErrorKey = "NSAffectedStoresErrorKey"

/// Core Data's error codes (in `NSCocoaErrorDomain`).
public let NSManagedObjectValidationError = 1550
public let NSManagedObjectConstraintValidationError = 1551
public let NSValidationNumberTooLargeError = 1610
public let NSValidationNumberTooSmallError = 1620
public let NSValidationDateTooLateError = 1630
public let NSValidationDateTooSoonError = 1640
public let NSValidationInvalidDateError = 1650
public let NSValidationStringTooLongError = 1660
public let NSValidationStringTooShortError = 1670
public let NSValidationStringPatternMatchingError = 1680
public let NSValidationInvalidURIError = 1690
public let NSValidationMultipleErrorsError = 1560
public let NSValidationMissingMandatoryPropertyError = 1570
public let NSValidationRelationshipLacksMinimumCountError = 1580
public let NSValidationRelationshipExceedsMaximumCountError = 1590
public let NSValidationRelationshipDeniedDeleteError = 1600
public let NSManagedObjectConstraintMergeError = 133021
public let NSPersistentStoreInvalidTypeError = 134000
public let NSPersistentStoreIncompatibleSchemaError = 134020
public let NSPersistentStoreSaveError = 134030
public let NSPersistentStoreOperationError = 134070
public let NSPersistentStoreOpenError = 134080
public let NSPersistentStoreIncompatibleVersionHashError = 134100
public let NSMigrationError = 134110
public let NSCoreDataError = 134060

/// Core Data's errors as `NSError`s in `NSCocoaErrorDomain`, with Core Data's texts.
enum CoreDataErrors {
    static func make(_ code: Int, _ description: String, _ info: [String: Any] = [:]) -> NSError {
        var userInfo = info
        userInfo[NSLocalizedDescriptionKey] = description
        return NSError(domain: NSCocoaErrorDomain, code: code, userInfo: userInfo)
    }

    static func incompatibleModel(store path: String) -> NSError {
        make(NSPersistentStoreIncompatibleVersionHashError, "The model used to open the store is incompatible with the one used to create the store",
             [NSFilePathErrorKey: path, "reason": "The model used to open the store is incompatible with the one used to create the store"])
    }

    static func migrationFailed(_ path: String, reason: String) -> NSError {
        make(NSMigrationError, "An error occurred during persistent store migration.", [NSFilePathErrorKey: path, "reason": reason])
    }

    static func storeOpen(_ reason: String) -> NSError {
        make(NSPersistentStoreOpenError, "The file couldn't be opened.", ["reason": reason])
    }

    static func readOnly(_ path: String) -> NSError {
        make(NSPersistentStoreSaveError, "The operation couldn't be completed. (the store is read-only)", [NSFilePathErrorKey: path, "reason": "the store is read-only"])
    }

    static func noStore() -> NSError {
        make(NSPersistentStoreSaveError, "This NSPersistentStoreCoordinator has no persistent stores. It cannot perform a save operation.",
             ["reason": "This NSPersistentStoreCoordinator has no persistent stores (unknown).  It cannot perform a save operation."])
    }

    static func invalidArgument(_ reason: String) -> NSError {
        make(NSCoreDataError, reason, ["NSExceptionName": "NSInvalidArgumentException", "reason": reason])
    }
}
