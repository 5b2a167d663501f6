import CSDL2
import Foundation
import UIModel

/// A digest of everything that decides a path's or gradient's pixels: the numbers are collected
/// as doubles and hashed with XXH64, so equal drawings share one cached sprite.
nonisolated struct VectorDigest {
    private var values: [Double] = []

    mutating func add(_ v: Double) { values.append(v) }
    mutating func add(_ r: SDL_Rect) { values += [Double(r.x), Double(r.y), Double(r.w), Double(r.h)] }
    mutating func add(_ c: RGBA?) {
        guard let c else { return values.append(-2) }
        values += [Double(c.r), Double(c.g), Double(c.b), Double(c.a)]
    }
    mutating func add(_ sub: FlatSubpath) {
        values.append(sub.isClosed ? 1 : 0)
        values.append(Double(sub.points.count))
        for p in sub.points { values.append(Double(p.x)); values.append(Double(p.y)) }
    }

    mutating func add(_ region: [CGPoint]?) {
        guard let region else { return values.append(-3) }
        values.append(Double(region.count))
        for p in region { values.append(Double(p.x)); values.append(Double(p.y)) }
    }

    /// Text that describes the rest (a composite's items), by its XXH64.
    mutating func add(description: String) {
        var text = description
        values.append(Double(text.withUTF8 { UnsafeRawBufferPointer($0).withMemoryRebound(to: UInt8.self) { XXH64.hash(UnsafeRawBufferPointer($0)) } } >> 11))
    }

    var value: UInt64 { values.withUnsafeBytes { XXH64.hash($0) } }
}
