import Foundation
import Testing
@testable import UIModelPort

/// The porter on Core Data code: `@NSManaged` properties and accessors, Xcode's generated
/// classes for a model, and Foundation's home-folder API moved into the app's container.
@Suite struct PorterCoreDataTests {
    func port(_ source: String) -> String {
        var porter = Porter()
        porter.index(source)
        return porter.port(source, fileName: "Fixture.swift").source
    }

    @Test func managedPropertiesBecomeAccessors() {
        let source = """
            import CoreData

            @objc(Note)
            public class Note: NSManagedObject {
                @NSManaged public var title: String?
                @NSManaged var pinned: Bool
                @NSManaged public var tags: NSSet?

                override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
                    super.init(entity: entity, insertInto: context)
                }
            }

            extension Note {
                @objc(addTagsObject:)
                @NSManaged public func addToTags(_ value: Tag)

                @objc(removeTags:)
                @NSManaged public func removeFromTags(_ values: NSSet)
            }
            """
        let ported = port(source)
        #expect(ported.contains("""
                public var title: String? {
                    get { managedValue(forKey: "title") }
                    set { setManagedValue(newValue, forKey: "title") }
                }
            """))
        #expect(ported.contains("    var pinned: Bool {\n        get { managedValue(forKey: \"pinned\") }"))
        #expect(ported.contains("required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)"))
        #expect(ported.contains("public func addToTags(_ value: Tag) { mutableSetValue(forKey: \"tags\").add(value) }"))
        #expect(ported.contains("public func removeFromTags(_ values: NSSet) { for value in values { mutableSetValue(forKey: \"tags\").remove(value) } }"))
        #expect(!ported.contains("@NSManaged") && !ported.contains("@objc"))
        #expect(ported.contains("\nnonisolated public class Note: NSManagedObject {"))
        #expect(port(ported) == ported)
    }

    @Test func homeFolderCallsGoToTheAppsContainer() {
        let source = """
            import Foundation

            func save(_ data: Data) throws {
                let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                try data.write(to: folder.appendingPathComponent("notes.json"))
                UserDefaults.standard.set(true, forKey: "saved")
                print(NSHomeDirectory(), NSTemporaryDirectory())
                let paths = NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true)
                print(paths, Bundle.main.url(forResource: "seed", withExtension: "json") as Any)
            }
            """
        let ported = port(source)
        #expect(ported.contains("let folder = AppContainer.fileManager.urls(for: .documentDirectory, in: .userDomainMask)[0]"))
        #expect(ported.contains("AppContainer.userDefaults.set(true, forKey: \"saved\")"))
        #expect(ported.contains("print(AppContainer.homeDirectory(), AppContainer.temporaryDirectory())"))
        #expect(ported.contains("AppContainer.searchPath(.cachesDirectory, .userDomainMask, true)"))
        #expect(ported.contains("AppBundle.main.url(forResource: \"seed\", withExtension: \"json\")"))
        #expect(ported.contains("import Foundation\nimport UIModel\n"))
        #expect(port(ported) == ported)
    }

    @Test func aBundlesURLsAreURLsAsOnApplesFoundation() {
        let source = """
            import UIKit

            func songs() -> [URL] {
                var urls = Bundle.main.urls(forResourcesWithExtension: nil, subdirectory: "Songs.bundle")
                urls!.sort { $0.lastPathComponent < $1.lastPathComponent }
                return urls! + Bundle.main.urls(forResourcesWithExtension: "mp3", subdirectory: nil, localization: nil)!
            }
            """
        let ported = port(source)
        #expect(ported.contains("var urls = (AppBundle.main.urls(forResourcesWithExtension: nil, subdirectory: \"Songs.bundle\")?.map { $0 as URL })"))
        #expect(ported.contains("(AppBundle.main.urls(forResourcesWithExtension: \"mp3\", subdirectory: nil, localization: nil)?.map { $0 as URL })!"))
        #expect(port(ported) == ported)
    }

    @Test func predicatesInAFoundationOnlyFileGainTheirModule() {
        let ported = port("import Foundation\n\nlet valid = NSPredicate(format: \"SELF MATCHES %@\", \"[a-z]+\")\n")
        #expect(ported.hasPrefix("import Foundation\nimport UIModelFoundation\n"))
        #expect(port("import UIKit\n\nlet p = NSPredicate(format: \"a == 1\")\n").contains("UIModelFoundation") == false)
    }

    /// The model's "Class Definition" entities get Xcode's two files, committed beside the Core
    /// Data tests, which compile and use them.
    @Test func modelCodeGenerationWritesXcodesFiles() throws {
        var generation = ModelCodeGeneration()
        let tests = PorterTests.tests.appendingPathComponent("CoreDataTests")
        generation.add(modelAt: tests.appendingPathComponent("Models/Library.xcdatamodeld").path)
        #expect(generation.findings.isEmpty)
        #expect(generation.files.map(\.name) == ["Tag+CoreDataClass.swift", "Tag+CoreDataProperties.swift"])
        for file in generation.files {
            let committed = tests.appendingPathComponent("Generated").appendingPathComponent(file.name)
            if ProcessInfo.processInfo.environment["UIMODEL_WRITE_GENERATED"] == "1" { try file.source.write(to: committed, atomically: true, encoding: .utf8) }
            #expect(file.source == (try? String(contentsOf: committed, encoding: .utf8)), "\(file.name): UIMODEL_WRITE_GENERATED=1 swift test --filter PorterCoreDataTests")
        }
    }
}
