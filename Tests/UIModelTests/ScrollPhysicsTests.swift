import Foundation
import Testing
@testable import UIModel

/// iOS's scrolling formulas (WWDC 2018 session 803, "Designing Fluid Interfaces"), checked against hand-worked values.
struct ScrollPhysicsTests {
    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func theRubberBandGivesLessThanTheFingerAndNeverAWholeViewport() {
        // 100 pt past the edge of an 800 pt viewport: (1 − 1/(100·0.55/800 + 1))·800.
        #expect(near(ScrollPhysics.rubberBanded(100, dimension: 800), (1 - 1 / (55.0 / 800 + 1)) * 800))
        #expect(near(ScrollPhysics.rubberBanded(100, dimension: 800), 51.4619883, 1e-6))
        // Nearly 1:1 at first (slope c), then stiffer; never a whole viewport however far.
        #expect(near(ScrollPhysics.rubberBanded(0.01, dimension: 800), 0.0055, 1e-6))
        #expect(ScrollPhysics.rubberBanded(1e9, dimension: 800) < 800)
        for bad in [-5, 0, .nan, -.infinity] as [CGFloat] { #expect(ScrollPhysics.rubberBanded(bad, dimension: 800) == 0) }
        #expect(ScrollPhysics.rubberBanded(50, dimension: 0) == 0)
    }

    @Test func theInverseFindsTheFingerForWhatShows() {
        for x in [1, 40, 300, 5000] as [CGFloat] {
            let shown = ScrollPhysics.rubberBanded(x, dimension: 600)
            #expect(near(ScrollPhysics.overshoot(showing: shown, dimension: 600), x, 1e-6 * max(x, 1)))
        }
        #expect(ScrollPhysics.overshoot(showing: 600, dimension: 600).isFinite, "a whole viewport is capped, not infinite")
        #expect(ScrollPhysics.overshoot(showing: -3, dimension: 600) == 0)
    }

    @Test func anOffsetIsBandedOnlyOutsideItsRange() {
        let range: ClosedRange<CGFloat> = 0...1000
        #expect(ScrollPhysics.rubberBandedOffset(500, range: range, dimension: 800) == 500)
        #expect(near(ScrollPhysics.rubberBandedOffset(-100, range: range, dimension: 800), -51.4619883))
        #expect(near(ScrollPhysics.rubberBandedOffset(1100, range: range, dimension: 800), 1051.4619883))
    }

    @Test func aFlingDecaysPerMillisecondAndRestsWhereProjected() {
        // 1,000 pt/s at the normal rate: (1000/1000)·0.998/0.002 = 499 pt; at the fast rate 99 pt.
        #expect(near(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998), 499))
        #expect(near(ScrollPhysics.projectedDistance(velocity: -1000, rate: 0.99), -99))
        // After 1 ms it has moved one step of v0·d; after 1 s, 0.998^1000 of the velocity is left.
        #expect(near(ScrollPhysics.distance(velocity: 1000, rate: 0.998, after: 0.001), 0.998))
        #expect(near(ScrollPhysics.velocity(1000, rate: 0.998, after: 1), 1000 * pow(0.998, 1000)))
        #expect(near(ScrollPhysics.distance(velocity: 1000, rate: 0.998, after: 60), 499, 1e-3))
        // The closed form is the millisecond steps summed: each moves v·1 ms, then v falls by d.
        var v: CGFloat = 1000, travelled: CGFloat = 0
        for _ in 0..<250 { v *= 0.998; travelled += v / 1000 }
        #expect(near(ScrollPhysics.distance(velocity: 1000, rate: 0.998, after: 0.25), travelled, 1e-9))
        // A rate outside (0, 1) is the normal rate; a velocity that is not a number goes nowhere.
        #expect(ScrollPhysics.projectedDistance(velocity: 1000, rate: 1.5) == ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998))
        #expect(ScrollPhysics.projectedDistance(velocity: .nan, rate: 0.998) == 0)
    }

    @Test func pagingMovesAtMostOnePagePerFling() {
        // Pages 390 pt wide; the drag began on page 2.
        func target(_ projected: CGFloat) -> Int {
            ScrollPhysics.targetPage(startPage: 2, projectedOffset: projected, pageLength: 390, pageCount: 5)
        }
        #expect(target(2 * 390 + 100) == 2, "not past half a page: back to the same page")
        #expect(target(2 * 390 + 250) == 3)
        #expect(target(4 * 390 + 5000) == 3, "a hard fling still moves one page")
        #expect(target(-10_000) == 1)
        #expect(ScrollPhysics.targetPage(startPage: 4, projectedOffset: 9999, pageLength: 390, pageCount: 5) == 4, "no page past the last")
        #expect(ScrollPhysics.targetPage(startPage: 0, projectedOffset: -500, pageLength: 390, pageCount: 5) == 0)
        #expect(ScrollPhysics.targetPage(startPage: 1, projectedOffset: .nan, pageLength: 390, pageCount: 5) == 1)
        #expect(ScrollPhysics.targetPage(startPage: 1, projectedOffset: 100, pageLength: 0, pageCount: 5) == 1)
    }
}
