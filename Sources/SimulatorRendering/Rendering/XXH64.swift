import CXXHash

/// XXH64, Yann Collet's 64-bit non-cryptographic hash, from the xxHash library (Debian's
/// libxxhash, built optimised: about ten gigabytes a second even when the package using it is
/// built for debugging, where a hash written in Swift runs at a few hundred megabytes a second).
/// Frames are identified by it (`RGBAImage.digest`); the values match `xxhsum -H64`.
nonisolated public enum XXH64 {
    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        CXXHash.XXH64(bytes.baseAddress, bytes.count, seed)
    }

    public static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }
}
