import Demos
import Foundation
import SimulatorKit
import Testing
import UIModel

/// The front door: the gallery lists every demo in a table that scrolls, so the last demo is
/// reached by dragging or by the mouse wheel, and opens when tapped.
@MainActor @Suite struct GallerySceneTests {
    let last = "row." + SceneCatalog.demos.last!.name

    /// Whether the row with `identifier` is wholly on the screen, above the home indicator.
    func isOnScreen(_ identifier: String, in app: SimulatorApp) -> Bool {
        app.run {
            guard let row = app.view(identifier: identifier), let window = row.window else { return false }
            let frame = row.convert(row.bounds, to: nil)
            return window.bounds.inset(by: window.safeAreaInsets).contains(frame)
        }
    }

    func openedScene(_ app: SimulatorApp) -> String? {
        if case .object(let o) = app.dump(), case .string(let scene)? = o["scene"] { return scene }
        return nil
    }

    @Test func theLastDemoOpensAfterDraggingTheListToIt() throws {
        let app = try SimulatorApp(TestSupport.demoApp, device: .iPhone15, scene: SceneCatalog.galleryName)
        try app.advance(by: 0.3)
        #expect(!isOnScreen(last, in: app), "the gallery is longer than the screen")
        var drags = 0
        while !isOnScreen(last, in: app), drags < 6 {
            try app.drag(from: CGPoint(x: 200, y: 650), to: CGPoint(x: 200, y: 200), duration: 0.3)
            try app.advance(by: 1.5)
            drags += 1
        }
        #expect(isOnScreen(last, in: app), "not reached after \(drags) drags")
        try app.tap(identifier: last)
        try app.advance(by: 1)
        #expect(openedScene(app) == SceneCatalog.demos.last!.name)
    }

    @Test func theMouseWheelScrollsTheListToTheLastDemo() throws {
        let app = try SimulatorApp(TestSupport.demoApp, device: .iPhone15, scene: SceneCatalog.galleryName)
        try app.advance(by: 0.3)
        for _ in 0..<40 where !isOnScreen(last, in: app) {
            try app.scroll(at: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 60))
            try app.advance(frames: 2)
        }
        try app.advance(by: 1)
        #expect(isOnScreen(last, in: app))
        try app.tap(identifier: last)
        try app.advance(by: 1)
        #expect(openedScene(app) == SceneCatalog.demos.last!.name)
    }

    @Test func everyDemoHasARow() throws {
        let app = try SimulatorApp(TestSupport.demoApp, device: .iPhone15, scene: SceneCatalog.galleryName)
        let rows = app.run { () -> Int in
            guard let table = app.view(identifier: "gallery") as? UITableView else { return -1 }
            return table.numberOfRows(inSection: 0)
        }
        #expect(rows == SceneCatalog.demos.count)
    }
}
