import Foundation
import Testing
@testable import UIModel

nonisolated(unsafe) private var nameKey: UInt8 = 0
nonisolated(unsafe) private var delegateKey: UInt8 = 0

/// The Objective-C runtime's associated objects, as libraries use them for stored properties in
/// extensions: per object and key, retained, copied or weak, and gone with their object.
@Suite struct AssociatedObjectTests {
    final class Owner {}
    final class Delegate {}

    @Test func valuesBelongToTheirObjectAndKey() {
        let a = Owner(), b = Owner()
        objc_setAssociatedObject(a, &nameKey, "a", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &nameKey) as? String == "a")
        #expect(objc_getAssociatedObject(b, &nameKey) == nil && objc_getAssociatedObject(a, &delegateKey) == nil)
        let copied = NSMutableString(string: "copy me")
        objc_setAssociatedObject(b, &nameKey, copied, .OBJC_ASSOCIATION_COPY)
        copied.append(" later")
        #expect(objc_getAssociatedObject(b, &nameKey) as? String == "copy me", "copied when set")
        objc_removeAssociatedObjects(a)
        #expect(objc_getAssociatedObject(a, &nameKey) == nil && objc_getAssociatedObject(b, &nameKey) != nil)
    }

    @Test func anAssignedValueIsNotKeptAlive() {
        let owner = Owner()
        weak var gone: Delegate?
        do {
            let delegate = Delegate()
            gone = delegate
            objc_setAssociatedObject(owner, &delegateKey, delegate, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &delegateKey) as? Delegate === delegate)
        }
        #expect(gone == nil && objc_getAssociatedObject(owner, &delegateKey) == nil)
    }

    @Test func aNewObjectNeverSeesAGoneObjectsValues() {
        // Objects made and released one after another often reuse the same address.
        for _ in 0..<200 {
            let fresh = Owner()
            #expect(objc_getAssociatedObject(fresh, &nameKey) == nil)
            objc_setAssociatedObject(fresh, &nameKey, "old", .OBJC_ASSOCIATION_RETAIN)
        }
    }

    @Test func anyThreadMayUseThem() async {
        let owners = (0..<8).map { _ in Owner() }
        await withTaskGroup(of: Void.self) { group in
            for (index, owner) in owners.enumerated() {
                nonisolated(unsafe) let owner = owner
                group.addTask {
                    for step in 0..<200 { objc_setAssociatedObject(owner, &nameKey, "\(index).\(step)", .OBJC_ASSOCIATION_RETAIN) }
                }
            }
        }
        #expect(owners.enumerated().allSatisfy { objc_getAssociatedObject($1, &nameKey) as? String == "\($0).199" })
    }
}
