import Foundation
import Testing
@testable import UIModel

/// The app's container: the folders iOS gives an app, its file manager and defaults.
@Suite struct AppContainerTests {
    func fresh() -> AppContainer {
        AppContainer(url: FileManager.default.temporaryDirectory.appendingPathComponent("container-\(UUID().uuidString)"))
    }

    @Test func preparingMakesTheSimulatorsFolders() throws {
        let container = fresh()
        try container.prepare()
        for folder in ["Documents", "Library/Application Support", "Library/Caches", "Library/Preferences", "tmp"] {
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: container.url.appendingPathComponent(folder).path, isDirectory: &isFolder) && isFolder.boolValue, "\(folder)")
        }
        #expect(container.folder(for: .documentDirectory, in: .userDomainMask) == [container.documents])
        #expect(container.folder(for: .cachesDirectory, in: .userDomainMask) == [container.caches])
        #expect(container.folder(for: .documentDirectory, in: .systemDomainMask).isEmpty)
    }

    @Test func eraseEmptiesTheContainer() throws {
        let container = fresh()
        try container.prepare()
        let file = container.documents.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: file)
        try container.erase()
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(FileManager.default.fileExists(atPath: container.documents.path))
    }

    @Test func aFileOrAnUnwritableFolderIsAClearError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID().uuidString)")
        try Data().write(to: file)
        #expect(throws: AppContainerError.notAFolder(file.standardizedFileURL.path)) { try AppContainer(url: file).prepare() }
        #expect(AppContainerError.notAFolder("/x").description == "--container: /x is a file, not a folder")
        let inside = AppContainer(url: file.appendingPathComponent("below"))
        #expect { try inside.prepare() } throws: { error in
            guard case AppContainerError.notWritable = error else { return false }
            return true
        }
    }

    @Test func defaultsLastInTheContainersPreferences() throws {
        let container = fresh()
        try container.prepare()
        let defaults = ContainerUserDefaults(container: container, name: "com.example.app")
        defaults.register(defaults: ["launches": 0, "theme": "light"])
        #expect(defaults.integer(forKey: "launches") == 0)
        defaults.set(3, forKey: "launches")
        defaults.set(true, forKey: "onboarded")
        defaults.set(URL(fileURLWithPath: "/tmp/x.png"), forKey: "last")
        let file = container.preferences.appendingPathComponent("com.example.app.plist")
        #expect(FileManager.default.fileExists(atPath: file.path))
        // A new launch reads the file again; registered defaults are not kept.
        let again = ContainerUserDefaults(container: container, name: "com.example.app")
        #expect(again.integer(forKey: "launches") == 3)
        #expect(again.bool(forKey: "onboarded"))
        #expect(again.url(forKey: "last")?.path == "/tmp/x.png")
        #expect(again.string(forKey: "theme") == nil)
        again.removeObject(forKey: "launches")
        #expect(ContainerUserDefaults(container: container, name: "com.example.app").object(forKey: "launches") == nil)
    }

    @Test func theWindowsContainerIsOnePerApp() {
        let url = AppContainer.defaultURL(bundleIdentifier: "com.example.app", environment: ["XDG_DATA_HOME": "/data"])
        #expect(url.path == "/data/uimodel/containers/com.example.app")
    }

    @Test func theProcesssContainerAnswersForFoundation() throws {
        let container = AppContainer.current
        #expect(AppContainer.fileManager.urls(for: .documentDirectory, in: .userDomainMask) == [container.documents])
        #expect(AppContainer.fileManager.temporaryDirectory == container.tmp)
        #expect(AppContainer.homeDirectory() == container.url.path)
        #expect(AppContainer.temporaryDirectory() == container.tmp.path + "/")
        #expect(AppContainer.searchPath(.libraryDirectory, .userDomainMask, true) == [container.library.path])
        #expect(AppContainer.searchPath(.documentDirectory, .userDomainMask, false) == ["~/Documents"])
    }

    /// Apps in runtimes of their own (tests side by side) never share a container.
    @Test func eachRuntimesAppHasAContainerOfItsOwn() {
        let a = UIModelRuntime(), b = UIModelRuntime()
        let first = a.run { AppContainer.current }
        let second = b.run { AppContainer.current }
        #expect(first.url != second.url)
        #expect(a.run { AppContainer.current }.url == first.url)
        #expect(a.run { AppContainer.fileManager.urls(for: .documentDirectory, in: .userDomainMask) } == [first.documents])
        #expect(FileManager.default.fileExists(atPath: second.preferences.path))
    }
}
