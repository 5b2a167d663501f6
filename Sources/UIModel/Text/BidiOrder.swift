import Foundation

/// The Unicode bidirectional algorithm's last step (rule L2): pieces of a line in logical order,
/// each at one embedding level (odd: right to left), put in the order they appear on screen.
nonisolated package enum BidiOrder {
    /// The positions of `levels`' pieces from left to right: from the highest level down to the
    /// lowest odd one, every stretch at that level or above reversed.
    package static func visualIndices(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest
        var level = highest
        while level >= lowestOdd, level > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count, levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }

    /// Zero-width marks that set a direction: drawn as nothing, as Core Text draws them.
    package static func isDirectionMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The right-to-left mark: put before a piece of a right-to-left stretch, it keeps the piece
    /// right to left when it is set on its own.
    package static let rightToLeftMark = "\u{200F}"
}
