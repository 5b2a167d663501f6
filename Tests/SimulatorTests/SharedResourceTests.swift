import Foundation
@testable import SimulatorRendering
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// What every session of a process shares (canvas surfaces, font files, drawn text lines,
/// measured widths) gives the same pixels and the same records as a session on its own; and the
/// phase times of `make bench-snapshots` add up as phases nest.
@Suite(.serialized) struct SharedResourceTests {
    private let red = RGBA(r: 1, g: 0, b: 0, a: 1)

    /// A size no other test draws at, so the surfaces these canvases give back are the ones they take.
    private static let width = 137, height = 91

    private func draw(_ items: [DisplayItem], session: SimulatorSession, background: UIColor) throws -> RGBAImage {
        let canvas = try OffscreenCanvas(width: Self.width, height: Self.height, textSystem: session.textSystem, images: session.images)
        var list = DisplayList()
        items.forEach { list.append($0) }
        canvas.renderer.draw(list, scale: 1, background: background)
        return canvas.renderer.readPixels()
    }

    @Test func aCanvasOnARecycledSurfaceDrawsWhatANewOneDraws() throws {
        let session = try TestSupport.session()
        let text = DisplayItem.text(TextRun(text: "Pool", font: .systemFont(ofSize: 20), color: RGBA(r: 0, g: 0, b: 0, a: 0.5),
                                            origin: CGPoint(x: 10, y: 10), transform: .identity))
        let card = DisplayItem.fill(RoundedRect(rect: CGRect(x: 20, y: 30, width: 60, height: 40), cornerRadius: 12, transform: .identity),
                                    RGBA(r: 0, g: 0.5, b: 1, a: 0.6))
        let first = try draw([card, text], session: session, background: .clear)
        // A canvas of the same size that leaves colour, a clip and blending behind when it goes.
        _ = try draw([.pushClip(RoundedRect(rect: CGRect(x: 5, y: 5, width: 50, height: 50), cornerRadius: 0, transform: .identity)),
                      .fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 137, height: 91), cornerRadius: 0, transform: .identity), red)],
                     session: session, background: .white)
        let again = try draw([card, text], session: session, background: .clear)
        #expect(again == first)
    }

    /// Three sessions draw a label with a fallback face: the second and third take the line from
    /// what the first drew, and record the font files the first did.
    @Test func aSharedTextLineGivesTheSamePixelsAndFontRecord() throws {
        func snapshot() -> SnapshotFrame {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
            label.text = "Hello سلام 42"
            label.textColor = .systemIndigo
            var frame: SnapshotFrame?
            Snapshotting<UIView, SnapshotFrame>.image.snapshot(label).run { frame = $0 }
            return frame!
        }
        let first = snapshot(), second = snapshot(), third = snapshot()
        #expect(first.missingReason == nil)
        #expect(second.isIdentical(to: first) && third.isIdentical(to: first))
        #expect(first.fontFiles.contains { $0.hasPrefix("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf (") })
        #expect(second.fontFiles == first.fontFiles && third.fontFiles == first.fontFiles)
    }

    /// Drawn straight from a display list (nothing measured first): the session that takes the
    /// line from the shared ones opens the fonts the one that drew it opened.
    @Test func aSharedTextLineOpensTheFontsItsDrawingOpened() throws {
        func drawInNewSession() throws -> (RGBAImage, Set<String>) {
            let session = try TestSupport.session()
            let before = session.textSystem.openedFiles
            let image = try draw([.text(TextRun(text: "Shared שלום 😀", font: .italicSystemFont(ofSize: 19), color: RGBA(r: 0.2, g: 0.1, b: 0, a: 1),
                                                origin: CGPoint(x: 4, y: 20), transform: .identity))],
                                 session: session, background: .white)
            return (image, session.textSystem.openedFiles.subtracting(before))
        }
        let (first, firstFonts) = try drawInNewSession()
        let (second, secondFonts) = try drawInNewSession()
        #expect(second == first)
        #expect(firstFonts.contains { $0.hasPrefix("Inter-Italic.otf (") })
        #expect(firstFonts.contains { $0.contains("NotoColorEmoji") })
        #expect(secondFonts == firstFonts)
    }

    @Test func widthsMeasuredInOneSessionAreThoseOfAnother() throws {
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let a = try TestSupport.session().textSystem, b = try TestSupport.session().textSystem
        for text in ["Settings", "A line measured twice, in two sessions", "Ünïcödé"] {
            #expect(a.width(of: Substring(text), font: font) == b.width(of: Substring(text), font: font))
        }
        #expect(a.width(of: "iii", font: font) < a.width(of: "WWW", font: font))
        #expect(b.openedFiles.contains { $0.hasPrefix("Inter-SemiBold.otf (") }, "a measured face is recorded as opened")
    }

    @Test func phaseTimesCountANestedPhaseForItselfOnly() {
        var totals = PhaseTimes.Totals()
        totals.begin(.setup, at: 0, thread: 1)
        totals.begin(.launch, at: 10, thread: 1)
        totals.begin(.layout, at: 12, thread: 2)  // another thread's phases do not nest in these
        totals.begin(.layout, at: 15, thread: 1)
        totals.end(at: 25, thread: 1)
        totals.end(at: 40, thread: 1)
        totals.end(at: 50, thread: 1)
        totals.end(at: 52, thread: 2)
        totals.end(at: 60, thread: 3)  // nothing open there: ignored
        #expect(totals.nanoseconds == [.setup: 20, .launch: 20, .layout: 50])
    }
}
