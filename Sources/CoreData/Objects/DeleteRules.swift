import Foundation

/// What deleting an object does to the objects its relationships reach, by each
/// relationship's delete rule: nullify the inverse, cascade the delete, or (deny) leave it for
/// validation to refuse.
enum DeleteRules {
    static func apply(deleting object: NSManagedObject, in context: NSManagedObjectContext) {
        for case let relationship as NSRelationshipDescription in object.entity.properties {
            let destinations: [NSManagedObject] = relationship.isToMany
                ? object.toManyObjects(relationship)
                : object.toOneObject(relationship).map { [$0] } ?? []
            switch relationship.deleteRule {
            case .cascadeDeleteRule:
                for destination in destinations where !destination.deleted {
                    if let inverse = relationship.inverseRelationship { destination.inverseRemove(object, from: inverse) }
                    context.delete(destination)
                }
            case .nullifyDeleteRule:
                if let inverse = relationship.inverseRelationship {
                    for destination in destinations where !destination.deleted { destination.inverseRemove(object, from: inverse) }
                }
            case .denyDeleteRule, .noActionDeleteRule:
                break
            }
        }
    }
}

/// Core Data's checks before a save.
enum ManagedObjectValidation {
    /// Required values present: a missing one is error 1570 with the object and key.
    static func validate(_ object: NSManagedObject) throws {
        var errors: [NSError] = []
        for property in object.entity.properties where !property.isOptional && !property.isTransient && !(property is NSFetchedPropertyDescription) {
            let missing: Bool
            if let relationship = property as? NSRelationshipDescription {
                if relationship.isToMany {
                    let count = object.toManyObjects(relationship).filter { !$0.deleted }.count
                    if relationship.minCount > 0 && count < relationship.minCount {
                        errors.append(error(NSValidationRelationshipLacksMinimumCountError, "Too few items in \(property.name).", object, property.name))
                    }
                    continue
                }
                missing = object.toOneObject(relationship).map { $0.deleted } ?? true
            } else {
                missing = object.slots[property.slot] == nil
            }
            if missing {
                errors.append(error(NSValidationMissingMandatoryPropertyError, "\(property.name) is a required value.", object, property.name))
            }
        }
        if errors.count == 1 { throw errors[0] }
        if errors.count > 1 { throw CoreDataErrors.make(NSValidationMultipleErrorsError, "Multiple validation errors occurred.", [NSDetailedErrorsKey: errors]) }
    }

    /// No Deny relationship still reaches an object.
    static func validateDelete(_ object: NSManagedObject) throws {
        for case let relationship as NSRelationshipDescription in object.entity.properties where relationship.deleteRule == .denyDeleteRule {
            let reached = relationship.isToMany ? !object.toManyObjects(relationship).filter { !$0.deleted }.isEmpty
                : (object.toOneObject(relationship).map { !$0.deleted } ?? false)
            if reached {
                throw error(NSValidationRelationshipDeniedDeleteError, "\(relationship.name) is not valid.", object, relationship.name)
            }
        }
    }

    private static func error(_ code: Int, _ text: String, _ object: NSManagedObject, _ key: String) -> NSError {
        CoreDataErrors.make(code, text, [NSValidationObjectErrorKey: object, NSValidationKeyErrorKey: key])
    }
}
