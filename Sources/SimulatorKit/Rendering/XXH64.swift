/// XXH64, Yann Collet's 64-bit non-cryptographic hash (the xxHash specification,
/// github.com/Cyan4973/xxHash, doc/xxhash_spec.md): several gigabytes a second, and every bit
/// of input reaches every bit of the result. Frames are identified by it (`RGBAImage.digest`);
/// the values match `xxhsum -H64`.
nonisolated public enum XXH64 {
    static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var h: UInt64
        if count >= 32 {
            var v1 = seed &+ prime1 &+ prime2, v2 = seed &+ prime2, v3 = seed, v4 = seed &- prime1
            // 32-byte stripes, one 64-bit lane each.
            while offset + 32 <= count {
                v1 = round(v1, word64(bytes, offset))
                v2 = round(v2, word64(bytes, offset + 8))
                v3 = round(v3, word64(bytes, offset + 16))
                v4 = round(v4, word64(bytes, offset + 24))
                offset += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            for v in [v1, v2, v3, v4] { h = (h ^ round(0, v)) &* prime1 &+ prime4 }
        } else {
            h = seed &+ prime5
        }
        h &+= UInt64(count)
        while offset + 8 <= count {
            h = rotl(h ^ round(0, word64(bytes, offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let w = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            h = rotl(h ^ (w &* prime1), 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            h = rotl(h ^ (UInt64(bytes[offset]) &* prime5), 11) &* prime1
            offset += 1
        }
        // Avalanche.
        h ^= h >> 33; h &*= prime2
        h ^= h >> 29; h &*= prime3
        h ^= h >> 32
        return h
    }

    public static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }

    @inline(__always)
    private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always)
    private static func word64(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}
