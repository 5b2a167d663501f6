import Foundation
@testable import UIModelFoundation

struct Tag {
    var name: String
}

struct Item {
    var done: Bool
    var price: Double
}

struct Folder {
    var name: String
}

struct Task {
    var name: String?
    var age: Int
    var title: String
    var id: Int
    var date: Date
    var tags: [Tag]
    var items: [Item]
    var folder: Folder?
    var done: Bool
    var priority: Int
    var email: String
}

/// A KVC-readable object, as Core Data's managed objects are.
final class Record: KeyValueReadable {
    var storage: [String: Any]
    init(_ storage: [String: Any]) { self.storage = storage }
    func value(forKey key: String) -> Any? { storage[key] }
}

class Animal {
    var legs: Int
    init(legs: Int) { self.legs = legs }
}

final class Dog: Animal {
    var nickname: String?
    init(nickname: String?) {
        self.nickname = nickname
        super.init(legs: 4)
    }
}

enum Fixtures {
    static let referenceDate = Date(timeIntervalSinceReferenceDate: 700_000_000)

    static let task = Task(
        name: "Jason", age: 30, title: "The Hobbit", id: 7, date: referenceDate,
        tags: [Tag(name: "swift"), Tag(name: "ios")],
        items: [Item(done: false, price: 2.5), Item(done: true, price: 1), Item(done: false, price: 4)],
        folder: Folder(name: "Inbox"), done: false, priority: 2, email: "jason.doe@example.com")

    static let unnamedTask = Task(
        name: nil, age: 12, title: "A Tale", id: 9, date: referenceDate.addingTimeInterval(86_400 * 30),
        tags: [], items: [], folder: nil, done: true, priority: 0, email: "not an email")
}
